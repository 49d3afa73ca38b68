/** An alert's search in words, the same in the table and the offer dialog. */
import { MEXICAN_STATES } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { formatCurrency } from '../../lib/format';
import type { BuyerAlert } from './buyer-alerts.api';

type T = TFunction<'buyerAlerts'>;

/** "Nissan Versa 2019–2021", "Mazda (cualquier modelo) desde 2020". */
export function vehicleWanted(t: T, alert: BuyerAlert): string {
  const { year_from: from, year_to: to } = alert;
  const years =
    from && to
      ? from === to
        ? String(from)
        : t('years', { from, to })
      : from
        ? t('fromYear', { year: from })
        : to
          ? t('toYear', { year: to })
          : '';
  return [alert.brand_name, alert.model_name ?? `(${t('anyModel')})`, years].filter(Boolean).join(' ');
}

/** "hasta $300,000.00 · SUV · Jalisco". */
export function searchDetails(t: T, alert: BuyerAlert): string {
  const { price_from: from, price_to: to } = alert;
  const price =
    from !== null && to !== null
      ? t('priceRange', { from: formatCurrency(from), to: formatCurrency(to) })
      : from !== null
        ? t('priceFrom', { price: formatCurrency(from) })
        : to !== null
          ? t('priceTo', { price: formatCurrency(to) })
          : t('anyPrice');
  const state = MEXICAN_STATES.find((one) => one.code === alert.state_code)?.name;
  return [price, alert.body_name, state].filter(Boolean).join(' · ');
}
