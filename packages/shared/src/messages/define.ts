import type { Locale } from '../basics';

/**
 * A module's API messages in both languages; the English keys must be exactly the Spanish ones.
 * errors.ts merges every module's file into ERROR_MESSAGES.
 */
export function defineMessages<const T extends Record<string, string>>(messages: {
  es: T;
  en: { [K in keyof T]: string };
}): Record<Locale, T> {
  return messages as Record<Locale, T>;
}
