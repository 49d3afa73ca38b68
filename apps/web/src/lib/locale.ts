/**
 * The interface's language (spec §9: Spanish by default, the choice kept in the `locale` cookie),
 * outside i18next: the public pages read it without loading i18next, and the application's
 * i18next instance follows it (lib/i18n.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vitrina/shared/basics';
import { readStoredLocale, storeLocale } from './storage';
import { createStore } from './store';

/** A language of the product, or the default for anything else. */
export function toLocale(language: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;
}

/** The stored choice, else Spanish. */
export function initialLocale(): Locale {
  return toLocale(readStoredLocale());
}

/** The page's declared language, which screen readers pronounce it by. */
function declareLanguage(locale: Locale): void {
  document.documentElement.lang = locale === 'es' ? 'es-MX' : 'en';
}

const store = createStore<Locale>(initialLocale());
declareLanguage(store.get());

export const getLocale = store.get;
export const useLocale = store.use;
export const onLocaleChange = store.subscribe;

/** Keeps the choice (365 days), declares it on the page and tells whoever follows it. */
export function chooseLocale(locale: Locale): void {
  storeLocale(locale);
  declareLanguage(locale);
  store.set(locale);
}
