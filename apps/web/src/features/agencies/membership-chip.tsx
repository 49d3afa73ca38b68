/** A membership status as a coloured chip: Activo green, Prueba blue, Suspendido amber, Cancelado grey. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MembershipStatus } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MembershipStatus, ChipProps['color']> = {
  Activo: 'success',
  Prueba: 'info',
  Suspendido: 'warning',
  Cancelado: 'default',
};

export function MembershipChip({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation('agencies');
  return (
    <Chip
      size="small"
      variant={status === 'Cancelado' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={t(`membership.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
}
