import { DEFAULT_LOCALE, ERROR_MESSAGES, type ErrorKey, LOCALES, type Locale } from '@vitrina/shared';

/** Picks the first supported language of an Accept-Language header ("en-US,en;q=0.9" → en). */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (match?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}

export function isErrorKey(value: string): value is ErrorKey {
  return value in ERROR_MESSAGES.es;
}

export function translate(
  locale: Locale,
  key: ErrorKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = ERROR_MESSAGES[locale][key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
