/**
 * A new vehicle's stock photos, read-only: the chosen photo large, the others as thumbnails to
 * pick from, and a full-size view (the `full` variant) with previous / next, by button or by
 * the arrow keys. The photos belong to the platform's set for the vehicle's version and year, so
 * nothing here edits them.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import ZoomOutMap from '@mui/icons-material/ZoomOutMap';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { VehiclePhoto } from '@vitrina/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StockPhotosProps {
  photos: readonly VehiclePhoto[];
  /** The vehicle's name, for the images' alternative text. */
  name: string;
}

/** Round buttons drawn over a photo: legible on light and dark pictures alike. */
const overPhoto = {
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
} as const;

export function StockPhotos({ photos, name }: StockPhotosProps) {
  const { t } = useTranslation('newInventory');
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const total = photos.length;
  const current = photos[Math.min(index, total - 1)];
  if (!current) {
    return (
      <Box
        sx={{
          aspectRatio: '16 / 10',
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          bgcolor: 'action.hover',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 3,
          textAlign: 'center',
        }}
      >
        <ImageNotSupportedOutlined color="disabled" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="subtitle2" component="p">
          {t('noStockPhotos')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {t('details.noPhotos')}
        </Typography>
      </Box>
    );
  }
  const position = Math.min(index, total - 1);
  const step = (by: number) => setIndex((position + by + total) % total);
  const counter = t('details.photoCounter', { number: position + 1, total });

  return (
    <Box>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ButtonBase
          onClick={() => setViewing(true)}
          aria-label={`${t('details.fullSize')}: ${counter}`}
          sx={{ display: 'block', width: '100%' }}
        >
          <Box
            component="img"
            src={current.image.card}
            alt={t('photoOf', { name })}
            sx={{ display: 'block', width: '100%', aspectRatio: '16 / 10', objectFit: 'cover' }}
          />
        </ButtonBase>
        <Box
          aria-hidden
          sx={{
            ...overPhoto,
            position: 'absolute',
            right: 12,
            bottom: 12,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: '0.8125rem',
            pointerEvents: 'none',
          }}
        >
          <ZoomOutMap sx={{ fontSize: 16 }} />
          {position + 1} / {total}
        </Box>
        {total > 1 ? (
          <>
            <IconButton
              onClick={() => step(-1)}
              aria-label={t('details.previous')}
              size="small"
              sx={{ ...overPhoto, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              onClick={() => step(1)}
              aria-label={t('details.next')}
              size="small"
              sx={{ ...overPhoto, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronRight />
            </IconButton>
          </>
        ) : null}
      </Box>
      {total > 1 ? (
        <Box
          component="ul"
          aria-label={t('details.photosOf', { name })}
          sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {photos.map((photo, at) => (
            <Box component="li" key={photo.id} sx={{ flexShrink: 0 }}>
              <ButtonBase
                onClick={() => setIndex(at)}
                aria-label={t('details.showPhoto', { number: at + 1, total })}
                aria-current={at === position ? 'true' : undefined}
                sx={{
                  width: 72,
                  height: 54,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: at === position ? 2 : 0,
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                  opacity: at === position ? 1 : 0.75,
                }}
              >
                <Box
                  component="img"
                  src={photo.image.thumb}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      ) : null}
      {viewing ? (
        <FullSizePhoto
          photo={current}
          alt={t('photoOf', { name })}
          counter={counter}
          onStep={total > 1 ? step : null}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </Box>
  );
}

function FullSizePhoto({
  photo,
  alt,
  counter,
  onStep,
  onClose,
}: {
  photo: VehiclePhoto;
  alt: string;
  counter: string;
  onStep: ((by: number) => void) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('newInventory');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const keys = (event: KeyboardEvent) => {
    if (!onStep) return;
    if (event.key === 'ArrowLeft') onStep(-1);
    if (event.key === 'ArrowRight') onStep(1);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby={titleId}
      onKeyDown={keys}
      slotProps={{ paper: { sx: { bgcolor: '#0b0e12', color: '#fff', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={titleId} variant="body2" component="h2" sx={{ flex: 1 }} aria-live="polite">
          {counter}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('details.close')} sx={{ color: '#fff' }}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 1,
          minHeight: 0,
        }}
      >
        <Box
          component="img"
          src={photo.image.full}
          alt={alt}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: { xs: '100%', sm: '80vh' },
            objectFit: 'contain',
          }}
        />
        {onStep ? (
          <>
            <IconButton
              onClick={() => onStep(-1)}
              aria-label={t('details.previous')}
              sx={{ ...overPhoto, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              onClick={() => onStep(1)}
              aria-label={t('details.next')}
              sx={{ ...overPhoto, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronRight />
            </IconButton>
          </>
        ) : null}
      </Box>
    </Dialog>
  );
}
