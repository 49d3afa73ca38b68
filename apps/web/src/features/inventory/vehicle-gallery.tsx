/**
 * A vehicle's photos, read only: the chosen one large (the cover first), the others as
 * thumbnails to pick from, and the full-size variant in a dialog with previous / next (buttons
 * and the arrow keys). Editing the photos belongs to the vehicle's form.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { VehiclePhoto } from '@vitrina/shared';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

function FullSize({
  photos,
  index,
  name,
  onIndex,
  onClose,
}: {
  photos: readonly VehiclePhoto[];
  index: number;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const photo = photos[index]!;
  const total = photos.length;
  const go = (step: number) => onIndex((index + step + total) % total);
  const caption = t('details.photoNumber', { number: index + 1, total });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen
      aria-label={`${name}. ${caption}`}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: 'rgb(10, 12, 16)', color: '#fff' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
          {`${name} · ${caption}`}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('details.closePhoto')} sx={{ color: 'inherit' }}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 1 }}
      >
        {total > 1 ? (
          <IconButton onClick={() => go(-1)} aria-label={t('details.previous')} sx={{ color: 'inherit' }}>
            <ChevronLeft fontSize="large" />
          </IconButton>
        ) : null}
        <Box
          component="img"
          src={photo.image.full}
          alt={t('photoOf', { name })}
          sx={{ flex: 1, minWidth: 0, maxHeight: 'calc(100vh - 96px)', objectFit: 'contain' }}
        />
        {total > 1 ? (
          <IconButton onClick={() => go(1)} aria-label={t('details.next')} sx={{ color: 'inherit' }}>
            <ChevronRight fontSize="large" />
          </IconButton>
        ) : null}
      </Box>
    </Dialog>
  );
}

export function VehicleGallery({ photos, name }: { photos: readonly VehiclePhoto[]; name: string }) {
  const { t } = useTranslation('inventory');
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const [chosen, setChosen] = useState(0);
  const [open, setOpen] = useState(false);
  const index = Math.min(chosen, Math.max(ordered.length - 1, 0));
  const photo = ordered[index];

  if (!photo) {
    return (
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 2,
          bgcolor: 'action.hover',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'text.secondary',
        }}
      >
        <ImageNotSupportedOutlined fontSize="large" aria-hidden />
        <Typography variant="body2">{t('details.galleryEmpty')}</Typography>
      </Box>
    );
  }

  return (
    <Box>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('details.openPhoto', { number: index + 1 })}
        sx={{
          position: 'relative',
          display: 'block',
          width: '100%',
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          component="img"
          src={photo.image.card}
          alt={t('photoOf', { name })}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(0, 0, 0, 0.6)',
            color: '#fff',
            fontSize: '0.8125rem',
          }}
        >
          <ZoomInOutlined fontSize="small" />
          {`${index + 1} / ${ordered.length}`}
        </Box>
      </ButtonBase>
      {ordered.length > 1 ? (
        <Box
          component="ul"
          aria-label={t('details.gallery')}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {ordered.map((item, position) => (
            <Box component="li" key={item.id} sx={{ flexShrink: 0 }}>
              <ButtonBase
                onClick={() => setChosen(position)}
                aria-label={t('details.photoNumber', { number: position + 1, total: ordered.length })}
                aria-current={position === index ? 'true' : undefined}
                sx={{
                  width: 72,
                  height: 54,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: position === index ? 2 : 0,
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                }}
              >
                <Box
                  component="img"
                  src={item.image.thumb}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      ) : null}
      {open ? (
        <FullSize
          photos={ordered}
          index={index}
          name={name}
          onIndex={setChosen}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}
