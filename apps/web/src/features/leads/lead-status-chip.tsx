/**
 * A lead's status as a coloured chip, translated (the API stores the spec's Spanish words): the
 * open steps in blues and amber, Vendido green, Perdido grey.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { LeadStatus } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LeadStatus, ChipProps['color']> = {
  Nuevo: 'info',
  Contactado: 'primary',
  'En seguimiento': 'warning',
  'Cita agendada': 'secondary',
  Vendido: 'success',
  Perdido: 'default',
};

export function LeadStatusChip({ status, size = 'small' }: { status: LeadStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('leads');
  return (
    <Chip
      size={size}
      variant={status === 'Perdido' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={t(`statuses.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
}
