/**
 * Every e-mail of the product in one look: the product's header, the message's paragraphs, one
 * call-to-action button with its link also written out (mail clients that block buttons), and a
 * footer; the plain-text part says the same. Texts come in the recipient's language.
 */
import type { Locale } from '@vitrina/shared';

export interface MailContent {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print after the button (expiry, "ignore this if…"). */
  notes?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The product's primary blue (apps/web theme) and its text colours. */
const PRIMARY = '#1a56db';
const FOOTER: Record<Locale, string> = {
  es: 'Vitrina · El back-office de tu agencia automotriz. Este correo se envió automáticamente; no lo respondas.',
  en: 'Vitrina · Your car dealership’s back-office. This e-mail was sent automatically; please do not reply.',
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export function renderMail(mail: MailContent): RenderedMail {
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs,
    ...(mail.action ? ['', `${mail.action.label}:`, mail.action.url] : []),
    ...(mail.notes?.length ? ['', ...mail.notes] : []),
    '',
    '—',
    FOOTER[mail.locale],
  ].join('\n');
  const p = (content: string, style = '') =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:#1f2937;${style}">${content}</p>`;
  const action = mail.action
    ? [
        `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:10px">${escapeHtml(mail.action.label)}</a></p>`,
        p(
          `<a href="${escapeHtml(mail.action.url)}" style="color:${PRIMARY};word-break:break-all">${escapeHtml(mail.action.url)}</a>`,
          'font-size:13px',
        ),
      ].join('\n')
    : '';
  const html = `<!doctype html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:20px">
<tr><td style="padding:28px 32px 8px"><p style="margin:0;font-size:22px;font-weight:800;letter-spacing:-0.3px;color:${PRIMARY}">Vitrina</p></td></tr>
<tr><td style="padding:16px 32px 24px">
${p(escapeHtml(mail.greeting))}
${mail.paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${action}
${(mail.notes ?? []).map((note) => p(escapeHtml(note), 'font-size:13px;color:#6b7280')).join('\n')}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(FOOTER[mail.locale])}</p>
</td></tr></table>
</body>
</html>`;
  return { subject: mail.subject, text, html };
}
