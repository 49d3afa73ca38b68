import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import type { CounterStore } from '../../lib/rate-limiter';

/**
 * Failed sign-ins are counted per account and per IP address in fixed windows. Once either
 * count reaches its limit, sign-in answers 429 with Retry-After until the window ends, before
 * any password is checked.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: Config['login'],
  ) {}

  private keys(email: string, ip: string) {
    return { account: `login:account:${email.toLowerCase()}`, ip: `login:ip:${ip}` };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const [account, address] = await Promise.all([
      this.counters.peek(keys.account),
      this.counters.peek(keys.ip),
    ]);
    const blocked = [
      account.count >= this.limits.maxFailuresPerAccount ? account.resetInMs : 0,
      address.count >= this.limits.maxFailuresPerIp ? address.resetInMs : 0,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new HttpError(429, 'errors.rate_limited', { seconds }, undefined, {
        'retry-after': String(seconds),
      });
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const windowMs = this.limits.windowSeconds * 1000;
    await Promise.all([this.counters.hit(keys.account, windowMs), this.counters.hit(keys.ip, windowMs)]);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.counters.reset(this.keys(email, ip).account);
  }
}
