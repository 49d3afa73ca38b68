/**
 * A banner's two images beside its form, each in its own shape with its recommended size said;
 * the server checks the size and answers why an image does not fit.
 */
import Stack from '@mui/material/Stack';
import { BANNER_IMAGE_SIZES, type BannerImageKind } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { SideCard } from '../../components/form/form-parts';
import { ImageUpload } from '../../components/image-upload';
import { bannerImageCalls, type ImageUrls } from './banners.api';

const KINDS: readonly BannerImageKind[] = ['desktop', 'mobile'];

export function BannerImages({
  banner,
  onChange,
}: {
  banner: { id: number; title: string; desktop: ImageUrls | null; mobile: ImageUrls | null };
  onChange: (changes: Partial<Record<BannerImageKind, ImageUrls | null>>) => void;
}) {
  const { t } = useTranslation('banners');
  return (
    <Stack spacing={3}>
      {KINDS.map((kind) => {
        const size = BANNER_IMAGE_SIZES[kind];
        return (
          <SideCard key={kind}>
            <ImageUpload
              label={t(`images.${kind}`)}
              help={t('images.size', size)}
              alt={t('images.alt', {
                title: banner.title,
                device: kind === 'desktop' ? t('images.deviceDesktop') : t('images.deviceMobile'),
              })}
              aspectRatio={`${size.width} / ${size.height}`}
              value={banner[kind]}
              {...bannerImageCalls(banner.id, kind)}
              onChange={(image) => onChange({ [kind]: image })}
            />
          </SideCard>
        );
      })}
    </Stack>
  );
}
