/**
 * One photo of the gallery: the image, its place (the first is the cover), and its actions —
 * move before / after (the keyboard's and the phone's way to reorder), use as cover, delete.
 * On a desktop the tile itself is dragged to reorder (the gallery handles the drop).
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { VehiclePhoto } from '@vitrina/shared';
import type { DragEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export type TileAction = 'before' | 'after' | 'cover' | 'remove';

export interface PhotoTileProps {
  photo: VehiclePhoto;
  index: number;
  total: number;
  alt: string;
  /** Read-only: no actions, no dragging. */
  disabled: boolean;
  /** Another call runs: actions wait. */
  busy: boolean;
  /** A dragged photo would land here. */
  dropTarget: boolean;
  dragging: boolean;
  onAction: (action: TileAction) => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  /** Where the gallery puts focus back after a move. */
  buttonRef: (action: TileAction, element: HTMLButtonElement | null) => void;
}

export function PhotoTile({
  photo,
  index,
  total,
  alt,
  disabled,
  busy,
  dropTarget,
  dragging,
  onAction,
  onDragStart,
  onDragEnd,
  onDragOver,
  onDrop,
  buttonRef,
}: PhotoTileProps) {
  const { t } = useTranslation('inventoryForm');
  const n = index + 1;
  const cover = index === 0;
  const action = (name: TileAction, label: string, icon: ReactElement, off: boolean, color?: 'error') => (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={off || busy}
          onClick={() => onAction(name)}
          ref={(element) => buttonRef(name, element)}
          {...(color ? { color } : {})}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      component="li"
      draggable={!disabled && !busy}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={onDragOver}
      onDrop={onDrop}
      sx={{
        listStyle: 'none',
        position: 'relative',
        borderRadius: 2,
        border: 2,
        borderColor: dropTarget ? 'primary.main' : cover ? 'primary.light' : 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        opacity: dragging ? 0.4 : 1,
        cursor: disabled ? 'default' : 'grab',
        transition: 'border-color 120ms, opacity 120ms',
      }}
    >
      <Box
        component="img"
        src={photo.image.card}
        alt={t('gallery.photoAlt', { alt, n })}
        loading="lazy"
        draggable={false}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
        {cover ? (
          <Chip size="small" color="primary" icon={<Star />} label={t('gallery.cover')} />
        ) : (
          <Chip size="small" label={n} sx={{ bgcolor: 'background.paper', fontWeight: 600 }} />
        )}
      </Box>
      {disabled ? null : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 0.5,
            py: 0.25,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <DragIndicator
            fontSize="small"
            aria-hidden
            sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
          />
          <Box sx={{ display: 'flex', ml: 'auto' }}>
            {action('before', t('gallery.moveBeforeOf', { n }), <ChevronLeft />, index === 0)}
            {action('after', t('gallery.moveAfterOf', { n }), <ChevronRight />, index === total - 1)}
            {action('cover', t('gallery.makeCoverOf', { n }), cover ? <Star /> : <StarBorder />, cover)}
            {action('remove', t('gallery.removeOf', { n }), <DeleteOutline />, false, 'error')}
          </Box>
        </Box>
      )}
    </Box>
  );
}
