/**
 * Calendar days as the inventory carries them (`YYYY-MM-DD`, days in America/Mexico_City):
 * shown in the es-MX format of lib/format.ts (today's day is `todayInMexico` of the shared package).
 */
/** A calendar day has no time of its own: it is read and shown at UTC noon, so no zone moves it. */
const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return day.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)));
}
