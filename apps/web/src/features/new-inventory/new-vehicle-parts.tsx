/**
 * Small pieces the new-vehicle list and details share: the status chip (translated) and the
 * publication chip.
 */
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
