/**
 * How lead times read: a response time in minutes as "12 min", "1 h 5 min" or "2 d 3 h", and a
 * phone as written. A date typed in a form is read by lib/format's `mexicoCityInstant`.
 */
import type { TFunction } from 'i18next';

export function formatDuration(minutes: number, t: TFunction<'leads'>): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return t('duration.minutes', { minutes: whole });
  if (whole < 24 * 60) return t('duration.hours', { hours: Math.floor(whole / 60), minutes: whole % 60 });
  return t('duration.days', { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60) });
}

/** Minutes from `from` to now (a lead still waiting for its first response). */
export const minutesSince = (from: string, now = Date.now()) => (now - new Date(from).getTime()) / 60_000;

/** "+525512345678" → "+52 55 1234 5678"; any other number as it is stored. */
export function formatPhone(phone: string): string {
  const mexican = /^\+52(\d{2})(\d{4})(\d{4})$/.exec(phone);
  return mexican ? `+52 ${mexican[1]} ${mexican[2]} ${mexican[3]}` : phone;
}
