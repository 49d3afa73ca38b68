import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vitrina/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { readStoredLocale, storeLocale } from './storage';

export const resources = { es, en } as const;

/** Spec §9: Spanish by default, from the stored choice; Spanish is also the fallback. */
export function initialLocale(): Locale {
  const stored = readStoredLocale();
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(es),
  defaultNS: 'common',
  resources: { es, en },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The page's declared language, which screen readers pronounce it by. */
function declareLanguage(locale: Locale): void {
  document.documentElement.lang = locale === 'es' ? 'es-MX' : 'en';
}

declareLanguage(initialLocale());

export function setLocale(locale: Locale): void {
  storeLocale(locale);
  void i18n.changeLanguage(locale);
  declareLanguage(locale);
}

export function currentLocale(): Locale {
  return (i18n.resolvedLanguage as Locale | undefined) ?? DEFAULT_LOCALE;
}
