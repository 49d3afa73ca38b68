/**
 * Spec §1/§9: amounts in Mexican pesos, instants on Mexico City's clock, and every number, amount
 * and date written the way the chosen language writes them (es-MX or en-US). The language is read
 * when a value is formatted, so a screen drawn again after the choice changes follows it.
 */
import { mexicoCityOffset, PRODUCT_TIME_ZONE } from '@vitrina/shared';
import type { Locale } from '@vitrina/shared/basics';
import { getLocale } from './locale';

const LANGUAGE_TAGS: Record<Locale, string> = { es: 'es-MX', en: 'en-US' };

/** The language tag of the chosen language: the one place a format learns it. */
export function formatLocale(): string {
  return LANGUAGE_TAGS[getLocale()];
}

/** A formatter per language, made the first time that language needs it. */
function perLanguage<T>(make: (tag: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const tag = formatLocale();
    let formatter = made.get(tag);
    if (!formatter) {
      formatter = make(tag);
      made.set(tag, formatter);
    }
    return formatter;
  };
}

// Pesos are the only currency: "$" in both languages (en-US would otherwise write "MX$").
const currency = perLanguage(
  (tag) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'MXN', currencyDisplay: 'narrowSymbol' }),
);
const number = perLanguage((tag) => new Intl.NumberFormat(tag));

export function formatCurrency(value: number): string {
  return currency().format(value);
}

export function formatNumber(value: number): string {
  return number().format(value);
}

const dateTime = perLanguage(
  (tag) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE }),
);

/** Dates are stored in UTC and shown in Mexico City time. */
export function formatDateTime(value: string | Date): string {
  return dateTime().format(new Date(value));
}

const day = perLanguage(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: PRODUCT_TIME_ZONE }),
);
const time = perLanguage(
  (tag) => new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE }),
);

/** An instant as its day and its time in Mexico City, for a narrow column's two lines. */
export function dayAndTime(instant: string): [day: string, time: string] {
  const date = new Date(instant);
  return [day().format(date), time().format(date)];
}

// A calendar day has no time of its own: it is read and shown at UTC noon, so no zone moves it.
const calendarDay = {
  medium: perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' })),
  long: perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })),
};

/** A calendar day (`YYYY-MM-DD`: a promotion's last day, a sale's day) as written; other text as it is. */
export function formatDay(value: string, style: keyof typeof calendarDay = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const noon = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return calendarDay[style]().format(new Date(noon));
}

// A form's `datetime-local` field holds Mexico City's wall clock, whatever the browser's zone.
/** An instant as a `datetime-local` value on Mexico City's clock (`2026-11-27T09:00`); null → ''. */
export function mexicoCityInput(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  return new Date(instant + mexicoCityOffset(instant)).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read on Mexico City's clock, as the instant it is:
 * `2026-11-30T10:30` → `2026-11-30T16:30:00.000Z`; '' or junk → null. Mexico City keeps UTC−6 all
 * year since 2022; the offset is still read from the zone, so a rule change follows Intl.
 */
export function mexicoCityInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const wall = new Date(`${local}:00.000Z`).getTime();
  return new Date(wall - mexicoCityOffset(wall - mexicoCityOffset(wall))).toISOString();
}
