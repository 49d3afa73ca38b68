/**
 * Each channel's details (LEAD_DETAILS of the shared definition) as the screens show and take
 * them: the fields in order, and what kind of value each is. The drawer labels and formats them
 * from here, and the "Nuevo lead" form draws its inputs from the same list (the fields a person
 * types; photos, form answers and auction ids come from their sources).
 */
import type { LeadChannelKey } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { formatCurrency, formatDateTime } from '../../lib/format';

export type DetailKind = 'text' | 'long' | 'url' | 'year' | 'money' | 'instant' | 'service' | 'id';

export interface DetailField {
  name: string;
  kind: DetailKind;
  /** Typed in the "Nuevo lead" form. */
  input: boolean;
}

const field = (name: string, kind: DetailKind, input = true): DetailField => ({ name, kind, input });

const LISTING = [field('listing_title', 'text'), field('listing_url', 'url'), field('message', 'long')];
const WANTED = [
  field('brand_name', 'text'),
  field('model_name', 'text'),
  field('year_from', 'year'),
  field('year_to', 'year'),
  field('budget', 'money'),
  field('message', 'long'),
];

export const DETAIL_FIELDS: Record<LeadChannelKey, readonly DetailField[]> = {
  marketplace: LISTING,
  'wanted-new': WANTED,
  'wanted-used': WANTED,
  auctions: [field('auction_id', 'id', false), field('vehicle_title', 'text'), field('bid_amount', 'money')],
  mercadolibre: LISTING,
  soloautos: LISTING,
  service: [
    field('service_type', 'service'),
    field('preferred_at', 'instant'),
    field('vehicle_description', 'text'),
    field('message', 'long'),
  ],
  body: [field('damage_description', 'long'), field('vehicle_description', 'text')],
  parts: [
    field('part_name', 'text'),
    field('part_number', 'text'),
    field('vehicle_description', 'text'),
    field('message', 'long'),
  ],
  appointments: [field('appointment_at', 'instant'), field('reason', 'long')],
  facebook: [field('form_name', 'text'), field('campaign_name', 'text')],
};

/** A detail's value as text, or null when the lead has none. */
export function detailText(kind: DetailKind, value: unknown, t: TFunction<'leads'>): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatCurrency(value) : null;
    case 'instant':
      return typeof value === 'string' ? formatDateTime(value) : null;
    case 'service':
      return t(`serviceTypes.${String(value)}`, { defaultValue: t('serviceTypes.other') });
    case 'id':
      return `#${String(value)}`;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;
  }
}

/** "2018–2022", "Desde 2018", "Hasta 2022", or null. */
export function yearsText(details: Record<string, unknown>, t: TFunction<'leads'>): string | null {
  const from = typeof details.year_from === 'number' ? details.year_from : null;
  const to = typeof details.year_to === 'number' ? details.year_to : null;
  if (from !== null && to !== null) return from === to ? String(from) : t('list.yearsRange', { from, to });
  if (from !== null) return t('list.yearsFrom', { from });
  if (to !== null) return t('list.yearsTo', { to });
  return null;
}
