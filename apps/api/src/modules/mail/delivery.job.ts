/**
 * The delivery job: with SMTP configured, a repeating job of the job engine (lib/jobs), one process
 * at a time, sends the outbox's due messages. A failure is kept on the row (attempt count, last
 * error: what the administrators' outbox viewer shows) and tried again after a delay that doubles
 * with each attempt, up to a ceiling; a message is never dropped, however long the relay stays
 * down. Rows are claimed with `for update skip locked` and a lease (mail.repository.ts), so a sweep
 * whose process died leaves them to the next, and two sweeps never send the same message at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobEngine } from '../../lib/jobs';
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

/** The delivery sweep every `sweepMs`, once SMTP is configured (else the rows stay for the viewer). */
export function defineMailDelivery(
  jobs: JobEngine,
  db: Db,
  mail: Config['mail'],
  clock: Clock,
  log: FastifyBaseLogger,
): void {
  if (!mail.smtpUrl || mail.sweepMs === 0) return;
  const mailer = smtpMailer(mail.smtpUrl, mail.from);
  jobs.define({
    name: 'mail.delivery',
    every: mail.sweepMs,
    // A batch of 20 messages, each given the lease's five minutes at most.
    expireSeconds: LEASE_SECONDS,
    run: async () => {
      await deliverDue(db, mailer, mail, clock.now(), log);
    },
    stopped: () => mailer.close(),
  });
}
