import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import type { CounterStore } from '../../lib/rate-limiter';

/**
 * Failed sign-ins are counted per account and per IP address in fixed windows. Once either
 * count reaches its limit, sign-in answers 429 with Retry-After until the window ends, before
 * any password is checked.
 *
 * Both attempts are counted, atomically, before the password is checked: checking a count first
 * and writing it afterwards would let a parallel burst all pass the check before any of them is
 * counted. A right password takes the attempt back: the address's one hit, the account's whole
 * count. The address is counted first, so a blocked address cannot lock other people's accounts.
 *
 * Scopes other than sign-in (the current password of a password change) use their own keys.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: Config['login'],
    private readonly scope = 'login',
  ) {}

  private keys(account: string, ip: string) {
    return { account: `${this.scope}:account:${account.toLowerCase()}`, ip: `${this.scope}:ip:${ip}` };
  }

  private get windowMs() {
    return this.limits.windowSeconds * 1000;
  }

  /** Throws the 429 when the account or the address is blocked; otherwise this attempt counts. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    const address = await this.counters.hit(keys.ip, this.windowMs);
    if (address.count > this.limits.maxFailuresPerIp) {
      const own = await this.counters.peek(keys.account);
      const accountWait = own.count >= this.limits.maxFailuresPerAccount ? own.resetInMs : 0;
      throw tooManyAttempts(Math.max(address.resetInMs, accountWait));
    }
    const counted = await this.counters.hit(keys.account, this.windowMs);
    if (counted.count > this.limits.maxFailuresPerAccount) throw tooManyAttempts(counted.resetInMs);
  }

  /** The password was right: the address gets its attempt back and the account starts over. */
  async recordSuccess(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await Promise.all([this.counters.release(keys.ip), this.counters.reset(keys.account)]);
  }
}

function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, 'errors.rate_limited', { seconds }, undefined, {
    'retry-after': String(seconds),
  });
}
