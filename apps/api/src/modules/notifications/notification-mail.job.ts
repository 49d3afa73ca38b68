/**
 * Issue 39: the e-mail of an alert whose user wants it by e-mail and did not receive it live. A
 * process that sends an alert to a socket of its user marks it delivered (realtime/user-channels.ts);
 * this sweep e-mails, through the outbox, the alerts that no process delivered within
 * `MAIL_GRACE_SECONDS` of their making — their user had no live connection: offline — and at
 * once those the user wants by e-mail only. Each alert is e-mailed once (`emailed_at`, rows
 * locked with `SKIP LOCKED` so several processes share the work), and never both live and by
 * e-mail.
 */
import { LOCALES, type Locale, type NotificationType, notificationText } from '@vitrina/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobEngine } from '../../lib/jobs';
import { queueMail, renderMail } from '../mail/public';
import { dueMails, type MailDue, markEmailed } from './notifications.repository';

/** How long a socket of the user has to receive an alert before the user counts as offline. */
export const MAIL_GRACE_SECONDS = 30;
const BATCH = 100;

const GREETING: Record<Locale, (name: string) => string> = {
  es: (name) => `Hola, ${name}:`,
  en: (name) => `Hello ${name},`,
};
const WHY: Record<Locale, string> = {
  es: 'Recibes este aviso por correo porque no estabas conectado a Vitrina. Cámbialo en Mi perfil → Notificaciones.',
  en: 'You get this alert by e-mail because you were not connected to Vitrina. Change it in My profile → Notifications.',
};

function mailOf(alert: MailDue, publicBase: string) {
  const locale = (LOCALES as readonly string[]).includes(alert.locale) ? (alert.locale as Locale) : 'es';
  const text = notificationText(locale, { type: alert.type as NotificationType, params: alert.params });
  const mail = renderMail({
    locale,
    subject: text.title,
    greeting: GREETING[locale](alert.name),
    paragraphs: [text.title],
    ...(alert.link ? { action: { label: text.action, url: `${publicBase}${alert.link}` } } : {}),
    notes: [WHY[locale]],
  });
  return { to: alert.to, ...mail };
}

/** Queues the e-mails due at `now`; answers how many. */
export async function sweepNotificationMail(db: Db, now: Date, publicBase: string): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = await dueMails(tx, now, MAIL_GRACE_SECONDS, BATCH);
      for (const alert of due) await queueMail(tx, mailOf(alert, publicBase));
      if (due.length > 0)
        await markEmailed(
          tx,
          due.map((alert) => alert.id),
          now,
        );
      return due.length;
    });
    total += sent;
    if (sent < BATCH) return total;
  }
}

/**
 * Sweeps every `everyMs` milliseconds in one process at a time, a repeating job of the job engine
 * (0: never — tests drive `sweepNotificationMail`).
 */
export function defineNotificationMailJob(
  jobs: JobEngine,
  db: Db,
  everyMs: number,
  clock: Clock,
  publicBase: string,
  log: FastifyBaseLogger,
): void {
  if (everyMs <= 0) return;
  jobs.define({
    name: 'notifications.mail-sweep',
    every: everyMs,
    expireSeconds: 120,
    async run() {
      const queued = await sweepNotificationMail(db, clock.now(), publicBase);
      if (queued > 0) log.info({ queued }, 'alert e-mails queued');
    },
  });
}
