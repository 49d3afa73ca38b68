/**
 * The delivery job: with SMTP configured, every API process sends the outbox's due messages.
 * A failure is kept on the row (attempt count, last error) and tried again after a delay that
 * doubles with each attempt, up to a ceiling; a message is never dropped, however long the
 * relay stays down. Rows are claimed with `for update skip locked` (mail.repository.ts), so two
 * processes never send the same message at the same time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { guarded } from '../../lib/guarded';
import { claimDue, markFailed, markSent } from './mail.repository';
import { type Mailer, smtpMailer } from './mailer';

const BATCH = 20;
/** How long a claimed message is left to its sender before another process may try it. */
const LEASE_SECONDS = 300;

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Seconds before the next try after the `attempts`-th one failed: base, 2×base, 4×base… */
export function retryDelaySeconds(
  attempts: number,
  mail: Pick<Config['mail'], 'retryBaseSeconds' | 'retryMaxSeconds'>,
) {
  return Math.min(mail.retryBaseSeconds * 2 ** Math.max(attempts - 1, 0), mail.retryMaxSeconds);
}

/** One pass over what is due at `now` (tests give their own clock). */
export async function deliverDue(
  db: Db,
  mailer: Mailer,
  mail: Pick<Config['mail'], 'retryBaseSeconds' | 'retryMaxSeconds'>,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const claimed = await claimDue(db, now, BATCH, LEASE_SECONDS);
  for (const message of claimed) {
    try {
      await mailer.send(message);
      await markSent(db, message.id);
      result.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now.getTime() + retryDelaySeconds(message.attempts, mail) * 1000);
      await markFailed(db, message.id, reason, retryAt);
      log?.warn({ mailId: message.id, attempts: message.attempts, reason }, 'mail delivery failed');
      result.failed += 1;
    }
  }
  return result;
}

export function startMailDelivery(db: Db, mail: Config['mail'], clock: Clock, log: FastifyBaseLogger) {
  if (!mail.smtpUrl || mail.sweepMs === 0) return { stop: async () => {} };
  const mailer = smtpMailer(mail.smtpUrl, mail.from);
  let running: Promise<unknown> = Promise.resolve();
  const sweep = guarded(log, 'mail delivery sweep failed', () =>
    deliverDue(db, mailer, mail, clock.now(), log),
  );
  const timer = setInterval(() => {
    running = running.then(sweep);
  }, mail.sweepMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}
