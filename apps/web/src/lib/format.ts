/** Spec §1/§9: numbers in es-MX format, currency in Mexican pesos. */
import { PRODUCT_TIME_ZONE } from '@vitrina/shared';

const LOCALE = 'es-MX';

const currency = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });
const number = new Intl.NumberFormat(LOCALE);

export function formatCurrency(value: number): string {
  return currency.format(value);
}

/** Integer centavos (how the API stores money) as pesos. */
export function formatCentavos(centavos: number): string {
  return currency.format(centavos / 100);
}

export function formatNumber(value: number): string {
  return number.format(value);
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PRODUCT_TIME_ZONE,
});

/** Dates are stored in UTC and shown in Mexico City time. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}

const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: PRODUCT_TIME_ZONE });
const time = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE });

/** An instant as its day and its time in Mexico City, for a narrow column's two lines. */
export function dayAndTime(instant: string): [day: string, time: string] {
  const date = new Date(instant);
  return [day.format(date), time.format(date)];
}

export interface CurrencyOptions {
  precision?: number;
  thousands?: string;
  decimal?: string;
  min?: number;
  max?: number;
}

/**
 * Spec §5 currency input: precision 2, ',' for thousands, '.' for decimals; min and max clamp.
 * Digits typed are read as the amount in the smallest unit ("12345" → 123.45).
 */
export function parseCurrencyInput(text: string, options: CurrencyOptions = {}): number | null {
  const precision = options.precision ?? 2;
  const negative = text.trim().startsWith('-') && (options.min ?? Number.NEGATIVE_INFINITY) < 0;
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  let value = Number(digits) / 10 ** precision;
  if (negative) value = -value;
  if (options.min !== undefined) value = Math.max(options.min, value);
  if (options.max !== undefined) value = Math.min(options.max, value);
  return value;
}

export function formatCurrencyInput(value: number | null, options: CurrencyOptions = {}): string {
  if (value === null || Number.isNaN(value)) return '';
  const precision = options.precision ?? 2;
  const thousands = options.thousands ?? ',';
  const decimal = options.decimal ?? '.';
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(precision).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${value < 0 ? '-' : ''}${grouped}${precision > 0 ? decimal + fraction : ''}`;
}
