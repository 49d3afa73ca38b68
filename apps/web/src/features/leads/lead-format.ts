/**
 * How lead times read: a response time in minutes as "12 min", "1 h 5 min" or "2 d 3 h", and a
 * date and time typed in a form (`datetime-local`, Mexico City's wall clock) as the instant the
 * API stores.
 */
import { PRODUCT_TIME_ZONE } from '@vitrina/shared';
import type { TFunction } from 'i18next';

export function formatDuration(minutes: number, t: TFunction<'leads'>): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return t('duration.minutes', { minutes: whole });
  if (whole < 24 * 60) return t('duration.hours', { hours: Math.floor(whole / 60), minutes: whole % 60 });
  return t('duration.days', { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60) });
}

/** Minutes from `from` to now (a lead still waiting for its first response). */
export const minutesSince = (from: string, now = Date.now()) => (now - new Date(from).getTime()) / 60_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time Mexico City shows at `instant`, read as if it were UTC. */
function wallClockAsUtc(instant: Date): number {
  const of = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(of.year),
    Number(of.month) - 1,
    Number(of.day),
    Number(of.hour),
    Number(of.minute),
    Number(of.second),
  );
}

/** `2026-11-30T10:30` on Mexico City's clock → `2026-11-30T16:30:00.000Z`; '' or junk → null. */
export function mexicoCityInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const guess = new Date(`${local}:00.000Z`);
  const offset = wallClockAsUtc(guess) - guess.getTime();
  return new Date(guess.getTime() - offset).toISOString();
}

/** "+525512345678" → "+52 55 1234 5678"; any other number as it is stored. */
export function formatPhone(phone: string): string {
  const mexican = /^\+52(\d{2})(\d{4})(\d{4})$/.exec(phone);
  return mexican ? `+52 ${mexican[1]} ${mexican[2]} ${mexican[3]}` : phone;
}
