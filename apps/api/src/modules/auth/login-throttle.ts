import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import type { CounterStore } from '../../lib/rate-limiter';

/**
 * Failed sign-ins are counted per account and per IP address in fixed windows. Once either
 * count reaches its limit, sign-in answers 429 with Retry-After until the window ends, before
 * any password is checked.
 *
 * The account's attempt is counted before its password is checked (and the count is reset
 * when the password is right): checking first and counting afterwards would let parallel
 * guesses all pass the check before any of them is counted.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: Config['login'],
  ) {}

  private keys(email: string, ip: string) {
    return { account: `login:account:${email.toLowerCase()}`, ip: `login:ip:${ip}` };
  }

  private get windowMs() {
    return this.limits.windowSeconds * 1000;
  }

  /** Throws the 429 when the account or the address is blocked; otherwise counts this attempt. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const address = await this.counters.peek(keys.ip);
    if (address.count >= this.limits.maxFailuresPerIp && address.resetInMs > 0) {
      // Refused for the address: the account's count is left alone, so a blocked address
      // cannot lock other people's accounts.
      const account = await this.counters.peek(keys.account);
      const accountWait = account.count >= this.limits.maxFailuresPerAccount ? account.resetInMs : 0;
      throw tooManyAttempts(Math.max(address.resetInMs, accountWait));
    }
    const account = await this.counters.hit(keys.account, this.windowMs);
    if (account.count > this.limits.maxFailuresPerAccount) throw tooManyAttempts(account.resetInMs);
  }

  /** The password was wrong: the account's attempt already counts; the address's counts now. */
  async recordFailure(email: string, ip: string): Promise<void> {
    await this.counters.hit(this.keys(email, ip).ip, this.windowMs);
  }

  /** The password was right: the account starts over. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.counters.reset(this.keys(email, ip).account);
  }
}

function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, 'errors.rate_limited', { seconds }, undefined, {
    'retry-after': String(seconds),
  });
}
