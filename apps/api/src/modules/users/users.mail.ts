/**
 * The password-reset e-mail an administrator sends (and the welcome e-mail of an account created
 * without a password): the link's token, its stored hash, and the text in the user's language.
 * The message waits in mail_outbox until SMTP delivery exists (the account-flows issue).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@vitrina/shared';

/** PRODUCT.md "Account and session": a reset link works once and for 60 minutes. */
export const RESET_MINUTES = 60;

/**
 * 32 random bytes as base64url travel in the link; only their SHA-256 (hex, of the token's text)
 * is stored, so the table alone opens no account.
 */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A password nobody knows, for an account whose owner will choose theirs through the e-mail. */
export function unguessablePassword(): string {
  return randomBytes(24).toString('base64url');
}

export function resetLink(origin: string, token: string): string {
  return `${origin}/password/reset/${token}`;
}

export type ResetKind = 'reset' | 'welcome';

interface MailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const TEXTS: Record<ResetKind, Record<Locale, (minutes: number) => MailText>> = {
  reset: {
    es: (minutes) => ({
      subject: 'Restablece tu contraseña de Vitrina',
      greeting: 'Hola {{name}}:',
      body: 'Un administrador de Vitrina pidió que restablezcas la contraseña de tu cuenta.',
      action: 'Elige una nueva contraseña en este enlace:',
      expiry: `El enlace funciona una sola vez y vence en ${minutes} minutos.`,
      ignore: 'Si no esperabas este correo, avisa a tu administrador; tu contraseña actual sigue igual.',
    }),
    en: (minutes) => ({
      subject: 'Reset your Vitrina password',
      greeting: 'Hello {{name}},',
      body: 'A Vitrina administrator asked you to reset the password of your account.',
      action: 'Choose a new password at this link:',
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
      action: 'Elige tu contraseña en este enlace para entrar:',
      expiry: `El enlace funciona una sola vez y vence en ${minutes} minutos; si vence, pide otro a tu administrador.`,
      ignore: 'Si no esperabas este correo, puedes ignorarlo.',
    }),
    en: (minutes) => ({
      subject: 'Your Vitrina account is ready',
      greeting: 'Hello {{name}},',
      body: 'An administrator created your Vitrina account with this e-mail address.',
      action: 'Choose your password at this link to sign in:',
      expiry: `The link works once and expires in ${minutes} minutes; if it expires, ask your administrator for another one.`,
      ignore: 'If you did not expect this e-mail, you may ignore it.',
    }),
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export function resetMail(kind: ResetKind, locale: Locale, to: { name: string; link: string }) {
  const text = TEXTS[kind][locale](RESET_MINUTES);
  const greeting = text.greeting.replace('{{name}}', to.name);
  const htmlGreeting = text.greeting.replace('{{name}}', escapeHtml(to.name));
  const link = escapeHtml(to.link);
  return {
    subject: text.subject,
    text: [greeting, '', text.body, text.action, to.link, '', text.expiry, text.ignore].join('\n'),
    html: [
      `<p>${htmlGreeting}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p>${escapeHtml(text.action)}<br><a href="${link}">${link}</a></p>`,
      `<p>${escapeHtml(text.expiry)}</p>`,
      `<p>${escapeHtml(text.ignore)}</p>`,
    ].join('\n'),
  };
}
