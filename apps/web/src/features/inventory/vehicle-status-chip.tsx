/** A vehicle's status as a coloured chip: Borrador grey, Disponible green, Apartado amber, Vendido blue. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { VehicleStatus } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<VehicleStatus, ChipProps['color']> = {
  Borrador: 'default',
  Disponible: 'success',
  Apartado: 'warning',
  Vendido: 'info',
};

export function VehicleStatusChip({
  status,
  size = 'small',
}: {
  status: VehicleStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('inventory');
  return (
    <Chip
      size={size}
      variant={status === 'Borrador' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={t(`statuses.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
}
