/**
 * The public pages' texts, both languages, without i18next: the same objects the application's
 * `auth`, `externalSignIn`, `common`, `errors` and `routes` namespaces are made of
 * (locales/<language>/auth.ts), and the shared field messages the schemas answer with.
 */
import { FIELD_MESSAGES, type Locale, PASSWORD_CONFIRMATION_MESSAGE } from '@vitrina/shared/basics';
import { useLocale } from '../../lib/locale';
import * as en from '../../locales/en/auth';
import { externalSignIn as externalSignInEn } from '../../locales/en/external-sign-in';
import * as es from '../../locales/es/auth';
import { externalSignIn as externalSignInEs } from '../../locales/es/external-sign-in';

const texts = (
  source: typeof es,
  externalSignIn: typeof externalSignInEs,
  fields: (typeof FIELD_MESSAGES)[Locale],
  confirmation: string,
) => ({
  auth: source.auth,
  common: source.publicCommon,
  errors: source.publicErrors,
  routes: source.publicRoutes,
  externalSignIn,
  fields: { ...fields, confirmation },
});

export type PublicTexts = ReturnType<typeof texts>;

export const PUBLIC_TEXTS: Record<Locale, PublicTexts> = {
  es: texts(es, externalSignInEs, FIELD_MESSAGES.es, PASSWORD_CONFIRMATION_MESSAGE.es),
  en: texts(en, externalSignInEn, FIELD_MESSAGES.en, PASSWORD_CONFIRMATION_MESSAGE.en),
};

/** The current language's texts, re-rendering when the language changes. */
export function usePublicTexts(): PublicTexts {
  return PUBLIC_TEXTS[useLocale()];
}

/** `{{name}}` placeholders filled in, as i18next does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));
}
