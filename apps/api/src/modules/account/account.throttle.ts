/**
 * The e-mails anyone may ask for without signing in (verification again, password reset,
 * registration): counted per address asked for and per client address in one-hour windows
 * (lib/rate-limiter.ts, so every process shares the counts with Redis). Counted whether the
 * account exists or not, so the 429 itself tells nothing either.
 */
import { type CounterStore, tooManyRequests } from '../../lib/rate-limiter';

const HOUR_MS = 3_600_000;
/** A client address serves many people (an office behind one router): it gets more. */
const PER_IP_FACTOR = 6;

export class AccountMailThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly perHour: number,
  ) {}

  async assertAllowed(flow: 'register' | 'resend' | 'forgot', email: string, ip: string): Promise<void> {
    const address = await this.counters.hit(`account:${flow}:ip:${ip}`, HOUR_MS);
    if (address.count > this.perHour * PER_IP_FACTOR) throw tooManyRequests(address.resetInMs);
    const account = await this.counters.hit(`account:${flow}:email:${email.toLowerCase()}`, HOUR_MS);
    if (account.count > this.perHour) throw tooManyRequests(account.resetInMs);
  }
}
