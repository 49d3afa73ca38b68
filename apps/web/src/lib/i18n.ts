import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vitrina/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { chooseLocale, getLocale, onLocaleChange } from './locale';

export const resources = { es, en } as const;

/** Spec §9: Spanish by default, from the stored choice (lib/locale.ts); Spanish is also the fallback. */
export { initialLocale } from './locale';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: getLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(es),
  defaultNS: 'common',
  resources: { es, en },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

// The language is chosen in one place (the public pages choose it without i18next): follow it.
onLocaleChange(() => {
  if (i18n.language !== getLocale()) void i18n.changeLanguage(getLocale());
});

export function setLocale(locale: Locale): void {
  chooseLocale(locale);
}

export function currentLocale(): Locale {
  return (i18n.resolvedLanguage as Locale | undefined) ?? DEFAULT_LOCALE;
}
