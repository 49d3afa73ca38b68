/**
 * Calendar days as the inventory carries them (`YYYY-MM-DD`, days in America/Mexico_City), shown
 * in the chosen language by lib/format.ts (today's day is `todayInMexico` of the shared package).
 */
export { formatDay } from '../../lib/format';
