/**
 * A vehicle's photos, read only: the chosen one large (in their order, the cover first), previous
 * / next over it, the others as a strip of thumbnails to pick from, and the full-size variant in a
 * full-screen view with previous / next (buttons and the arrow keys). The used vehicles' details
 * and the new vehicles' stock photos show it; editing the photos is the gallery's job
 * (`photo-gallery.tsx`), whose strings it shares.
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
import Typography from '@mui/material/Typography';
import type { VehiclePhoto } from '@vitrina/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhotoViewerProps {
  photos: readonly VehiclePhoto[];
  /** What the photos show (the vehicle's name): each image's alternative text starts with it. */
  alt: string;
  /** Said in place of the photos when there are none. */
  emptyText: string;
  /** A short line above `emptyText`, when the absence deserves a name of its own. */
  emptyTitle?: string;
}

/** Round buttons and badges drawn over a photo: legible on light and dark pictures alike. */
const OVER_PHOTO = {
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
} as const;

/** The same on the full-size view's dark backdrop, where a black button would vanish at its sides. */
const ON_DARK = {
  bgcolor: 'rgba(255, 255, 255, 0.14)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.28)' },
} as const;

const SIDE = { position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;

/** Previous / next over a photo; nothing for a single photo. */
function Steps({
  total,
  onStep,
  full = false,
}: {
  total: number;
  onStep: (by: number) => void;
  /** In the full-size view: larger, and drawn for its dark backdrop. */
  full?: boolean;
}) {
  const look = full ? ON_DARK : OVER_PHOTO;
  const size = full ? 'medium' : 'small';
  const { t } = useTranslation('inventoryForm');
  if (total < 2) return null;
  return (
    <>
      <IconButton
        onClick={() => onStep(-1)}
        aria-label={t('gallery.viewer.previous')}
        size={size}
        sx={{ ...look, ...SIDE, left: 8 }}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton
        onClick={() => onStep(1)}
        aria-label={t('gallery.viewer.next')}
        size={size}
        sx={{ ...look, ...SIDE, right: 8 }}
      >
        <ChevronRight />
      </IconButton>
    </>
  );
}

export function PhotoViewer({ photos, alt, emptyText, emptyTitle }: PhotoViewerProps) {
  const { t } = useTranslation('inventoryForm');
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const [chosen, setChosen] = useState(0);
  const [viewing, setViewing] = useState(false);
  const total = ordered.length;
  // A photo list that shrank (another tab deleted some) keeps a valid choice.
  const index = Math.min(chosen, Math.max(total - 1, 0));
  const photo = ordered[index];

  if (!photo) {
    return (
      <Box
        sx={{
          aspectRatio: '4 / 3',
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
        <ImageNotSupportedOutlined color="disabled" sx={{ fontSize: 40 }} />
        {emptyTitle ? (
          <Typography variant="subtitle2" component="p">
            {emptyTitle}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {emptyText}
        </Typography>
      </Box>
    );
  }

  const step = (by: number) => setChosen((index + by + total) % total);
  const photoAlt = (n: number) => t('gallery.photoAlt', { alt, n });

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ButtonBase
          onClick={() => setViewing(true)}
          aria-label={t('gallery.viewer.open', { number: index + 1, total })}
          sx={{ display: 'block', width: '100%' }}
        >
          <Box
            component="img"
            src={photo.image.card}
            alt={photoAlt(index + 1)}
            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
        </ButtonBase>
        <Box
          aria-hidden
          sx={{
            ...OVER_PHOTO,
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
          {`${index + 1} / ${total}`}
        </Box>
        <Steps total={total} onStep={step} />
      </Box>
      {total > 1 ? (
        <Box
          component="ul"
          aria-label={t('gallery.viewer.thumbnails')}
          // The strip scrolls by itself, so many photos never widen the page on a phone.
          sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0.5, display: 'flex', gap: 1, overflowX: 'auto' }}
        >
          {ordered.map((item, at) => (
            <Box component="li" key={item.id} sx={{ flexShrink: 0 }}>
              <ButtonBase
                onClick={() => setChosen(at)}
                aria-label={t('gallery.viewer.show', { number: at + 1, total })}
                aria-current={at === index ? 'true' : undefined}
                sx={{
                  width: 72,
                  height: 54,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: at === index ? 2 : 0,
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                  opacity: at === index ? 1 : 0.75,
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', opacity: 1 },
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
      {viewing ? (
        <FullSize
          photo={photo}
          alt={photoAlt(index + 1)}
          counter={t('gallery.viewer.counter', { number: index + 1, total })}
          total={total}
          onStep={step}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </Box>
  );
}

/**
 * The `full` variant on a dark full screen. It is named by its counter, which is announced as it
 * changes; closing it returns the focus to the large photo that opened it (the Dialog's own focus
 * trap), now showing the photo last seen.
 */
function FullSize({
  photo,
  alt,
  counter,
  total,
  onStep,
  onClose,
}: {
  photo: VehiclePhoto;
  alt: string;
  counter: string;
  total: number;
  onStep: (by: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventoryForm');
  const titleId = useId();
  const keys = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') onStep(-1);
    else if (event.key === 'ArrowRight') onStep(1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={keys}
      slotProps={{ paper: { sx: { bgcolor: '#0b0e12', color: '#fff', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={titleId} variant="body2" component="h2" sx={{ flex: 1 }} aria-live="polite">
          {counter}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('gallery.viewer.close')} sx={{ color: 'inherit' }}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 0, sm: 8 },
          pb: 2,
        }}
      >
        <Box
          component="img"
          src={photo.image.full}
          alt={alt}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
        <Steps total={total} onStep={onStep} full />
      </Box>
    </Dialog>
  );
}
