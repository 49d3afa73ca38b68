/**
 * Small pieces the new-vehicle list and details share: the status chip (translated), the
 * publication chip, and a vehicle's photo or its placeholder.
 */
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { NewVehicleStatus } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<NewVehicleStatus, 'default' | 'success' | 'warning'> = {
  Borrador: 'default',
  Disponible: 'success',
  Agotado: 'warning',
};

export function StatusChip({ status }: { status: NewVehicleStatus }) {
  const { t } = useTranslation('newInventory');
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`statuses.${status}`)} />
  );
}

export function PublishedChip({ published }: { published: boolean }) {
  const { t } = useTranslation('newInventory');
  return (
    <Chip
      size="small"
      variant={published ? 'filled' : 'outlined'}
      color={published ? 'primary' : 'default'}
      label={published ? t('published') : t('notPublished')}
    />
  );
}

/** A photo cropped to its box, or the "no image" placeholder (with `alt` for whoever cannot see it). */
export function PhotoThumb({
  src,
  alt,
  width = 64,
  height = 44,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
}) {
  return (
    <Box
      sx={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageNotSupportedOutlined fontSize="small" color="disabled" titleAccess={alt} />
      )}
    </Box>
  );
}
