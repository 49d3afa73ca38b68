/**
 * The account e-mails' texts, in the recipient's language, rendered in the product's look
 * (mail/mail.layout.ts): the password-reset link (asked by the user, or sent by an administrator),
 * the welcome of an account created without a password, the e-mail verification link, the
 * administrators' notice of a new registration, and the owner's notice that someone tried to
 * register with their e-mail.
 */

import { randomBytes } from 'node:crypto';
import type { Locale } from '@vitrina/shared';
import { type RenderedMail, renderMail } from '../mail/public';

/** PRODUCT.md "Account and session": a reset link works once and for 60 minutes. */
export const RESET_MINUTES = 60;
/** A verification link works once and for 24 hours; another can be asked for on the sign-in page. */
export const VERIFY_HOURS = 24;

/** A password nobody knows, for an account whose owner will choose theirs through the e-mail. */
export function unguessablePassword(): string {
  return randomBytes(24).toString('base64url');
}

export const resetLink = (origin: string, token: string) => `${origin}/password/reset/${token}`;
export const verifyLink = (origin: string, token: string) => `${origin}/email/verify/${token}`;

/** 'forgot': the user asked on the sign-in page; 'reset': an administrator sent it; 'welcome': a new account. */
export type ResetKind = 'forgot' | 'reset' | 'welcome';

interface LinkText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const RESET_TEXTS: Record<ResetKind, Record<Locale, (minutes: number) => LinkText>> = {
  forgot: {
    es: (minutes) => ({
      subject: 'Restablece tu contraseña de Vitrina',
      greeting: 'Hola {{name}}:',
      body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      action: 'Elegir una nueva contraseña',
      expiry: `El enlace funciona una sola vez y vence en ${minutes} minutos.`,
      ignore: 'Si no lo pediste tú, ignora este correo; tu contraseña actual sigue igual.',
    }),
    en: (minutes) => ({
      subject: 'Reset your Vitrina password',
      greeting: 'Hello {{name}},',
      body: 'We received a request to reset the password of your account.',
      action: 'Choose a new password',
      expiry: `The link works once and expires in ${minutes} minutes.`,
      ignore: 'If you did not ask for it, ignore this e-mail; your current password is unchanged.',
    }),
  },
  reset: {
    es: (minutes) => ({
      subject: 'Restablece tu contraseña de Vitrina',
      greeting: 'Hola {{name}}:',
      body: 'Un administrador de Vitrina pidió que restablezcas la contraseña de tu cuenta.',
      action: 'Elegir una nueva contraseña',
      expiry: `El enlace funciona una sola vez y vence en ${minutes} minutos.`,
      ignore: 'Si no esperabas este correo, avisa a tu administrador; tu contraseña actual sigue igual.',
    }),
    en: (minutes) => ({
      subject: 'Reset your Vitrina password',
      greeting: 'Hello {{name}},',
      body: 'A Vitrina administrator asked you to reset the password of your account.',
      action: 'Choose a new password',
      expiry: `The link works once and expires in ${minutes} minutes.`,
      ignore:
        'If you did not expect this e-mail, tell your administrator; your current password is unchanged.',
    }),
  },
  welcome: {
    es: (minutes) => ({
      subject: 'Tu cuenta de Vitrina está lista',
      greeting: 'Hola {{name}}:',
      body: 'Un administrador creó tu cuenta de Vitrina con este correo.',
      action: 'Elegir tu contraseña',
      expiry: `El enlace funciona una sola vez y vence en ${minutes} minutos; si vence, pide otro desde «¿Olvidaste tu contraseña?».`,
      ignore: 'Si no esperabas este correo, puedes ignorarlo.',
    }),
    en: (minutes) => ({
      subject: 'Your Vitrina account is ready',
      greeting: 'Hello {{name}},',
      body: 'An administrator created your Vitrina account with this e-mail address.',
      action: 'Choose your password',
      expiry: `The link works once and expires in ${minutes} minutes; if it expires, ask for another one with “Forgot your password?”.`,
      ignore: 'If you did not expect this e-mail, you may ignore it.',
    }),
  },
};

function linkMail(locale: Locale, text: LinkText, name: string, url: string): RenderedMail {
  return renderMail({
    locale,
    subject: text.subject,
    greeting: text.greeting.replace('{{name}}', name),
    paragraphs: [text.body],
    action: { label: text.action, url },
    notes: [text.expiry, text.ignore],
  });
}

export function resetMail(kind: ResetKind, locale: Locale, to: { name: string; link: string }) {
  return linkMail(locale, RESET_TEXTS[kind][locale](RESET_MINUTES), to.name, to.link);
}

const VERIFY_TEXTS: Record<Locale, (hours: number) => LinkText> = {
  es: (hours) => ({
    subject: 'Verifica tu correo electrónico de Vitrina',
    greeting: 'Hola {{name}}:',
    body: 'Gracias por registrarte en Vitrina. Confirma que este correo es tuyo para activar tu cuenta; después, un administrador la vinculará a tu agencia.',
    action: 'Verificar mi correo',
    expiry: `El enlace funciona una sola vez y vence en ${hours} horas; si vence, pide otro desde la página de inicio de sesión.`,
    ignore: 'Si no creaste esta cuenta, ignora este correo.',
  }),
  en: (hours) => ({
    subject: 'Verify your Vitrina e-mail address',
    greeting: 'Hello {{name}},',
    body: 'Thank you for signing up to Vitrina. Confirm this e-mail address is yours to activate your account; an administrator will then link it to your dealership.',
    action: 'Verify my e-mail',
    expiry: `The link works once and expires in ${hours} hours; if it expires, ask for another one on the sign-in page.`,
    ignore: 'If you did not create this account, ignore this e-mail.',
  }),
};

export function verifyMail(locale: Locale, to: { name: string; link: string }) {
  return linkMail(locale, VERIFY_TEXTS[locale](VERIFY_HOURS), to.name, to.link);
}

/** To each platform administrator: someone registered and waits to be linked to a dealership. */
export function registrationNotice(
  locale: Locale,
  admin: { name: string },
  account: { name: string; email: string },
  usersUrl: string,
) {
  const es = locale === 'es';
  return renderMail({
    locale,
    subject: es ? `Nuevo registro en Vitrina: ${account.name}` : `New Vitrina registration: ${account.name}`,
    greeting: es ? `Hola ${admin.name}:` : `Hello ${admin.name},`,
    paragraphs: [
      es
        ? `${account.name} (${account.email}) creó una cuenta de Gerente. Cuando verifique su correo, vincúlala a su agencia desde la pantalla de usuarios.`
        : `${account.name} (${account.email}) created a Gerente account. Once they verify their e-mail, link it to their dealership from the users screen.`,
    ],
    action: { label: es ? 'Ver registros pendientes' : 'See pending registrations', url: usersUrl },
  });
}

/**
 * To an account's owner, when someone registers with its e-mail: the registration answers as for
 * a new account (it tells nobody which e-mails have one), so the owner learns it here, with the
 * way in if it was them.
 */
export function registrationAttemptMail(
  locale: Locale,
  owner: { name: string },
  urls: { signIn: string; forgot: string },
) {
  const es = locale === 'es';
  return renderMail({
    locale,
    subject: es
      ? 'Alguien intentó registrarse en Vitrina con tu correo'
      : 'Someone tried to register on Vitrina with your e-mail',
    greeting: es ? `Hola ${owner.name}:` : `Hello ${owner.name},`,
    paragraphs: [
      es
        ? 'Alguien intentó registrarse en Vitrina con tu correo. Ya tienes una cuenta con él, así que no se creó otra.'
        : 'Someone tried to register on Vitrina with your e-mail address. You already have an account with it, so no other was created.',
      es
        ? `Si fuiste tú, inicia sesión; si no recuerdas tu contraseña, pide una nueva en ${urls.forgot}.`
        : `If it was you, sign in; if you do not remember your password, ask for a new one at ${urls.forgot}.`,
    ],
    action: { label: es ? 'Iniciar sesión' : 'Sign in', url: urls.signIn },
    notes: [
      es
        ? 'Si no fuiste tú, ignora este correo: tu cuenta y tu contraseña siguen igual.'
        : 'If it was not you, ignore this e-mail: your account and your password are unchanged.',
    ],
  });
}
