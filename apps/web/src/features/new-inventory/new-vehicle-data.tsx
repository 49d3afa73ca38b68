/**
 * A new vehicle's data, read-only: price, promotional price, units, colours, description, catalog
 * and dates (its dealership, status and publication head the screen).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, formatNumber } from '../../lib/format';
import type { NewVehicleDetail } from './new-inventory.api';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const muted = (text: string) => (
  <Box component="span" sx={{ color: 'text.secondary' }}>
    {text}
  </Box>
);

export function NewVehicleData({ vehicle }: { vehicle: NewVehicleDetail }) {
  const { t } = useTranslation('newInventory');
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 2, display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      <Item label={t('fields.price')}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatCurrency(vehicle.price)}
        </Box>
      </Item>
      <Item label={t('fields.promotionalPrice')}>
        {vehicle.promotional_price === null
          ? muted(t('details.noPromotion'))
          : formatCurrency(vehicle.promotional_price)}
      </Item>
      <Item label={t('fields.stockUnits')}>{formatNumber(vehicle.stock_units)}</Item>
      <Item label={t('fields.colors')} wide>
        {vehicle.colors.length === 0 ? (
          muted(t('details.noColors'))
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
            {vehicle.colors.map((color) => (
              <Chip key={color} size="small" variant="outlined" label={color} />
            ))}
          </Box>
        )}
      </Item>
      <Item label={t('fields.description')} wide>
        {vehicle.description ? (
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {vehicle.description}
          </Box>
        ) : (
          muted(t('details.noDescription'))
        )}
      </Item>
      <Item label={t('fields.brand')}>{vehicle.brand_name}</Item>
      <Item label={t('fields.model')}>{vehicle.model_name}</Item>
      <Item label={t('fields.version')}>{vehicle.version_name}</Item>
      <Item label={t('fields.year')}>{vehicle.year}</Item>
      <Item label={t('fields.createdAt')}>{formatDateTime(vehicle.created_at)}</Item>
      <Item label={t('fields.updatedAt')}>{formatDateTime(vehicle.updated_at)}</Item>
    </Box>
  );
}
