import type { Config } from '../../config';
import { type CounterStore, tooManyRequests } from '../../lib/rate-limiter';

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
 * Scopes other than sign-in (the current password of a password change, the reset link) use
 * their own keys. What else answers whether an e-mail has an account (another dealership's
 * e-mail on the users screen) counts in the sign-in scope itself: see README.md.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: Config['login'],
    private readonly scope = 'login',
  ) {}

  private accountKey(account: string) {
    return `${this.scope}:account:${account.toLowerCase()}`;
  }

  private ipKey(ip: string) {
    return `${this.scope}:ip:${ip}`;
  }

  private keys(account: string, ip: string) {
    return { account: this.accountKey(account), ip: this.ipKey(ip) };
  }

  private get windowMs() {
    return this.limits.windowSeconds * 1000;
  }

  /** Throws the 429 when the account or the address is blocked; otherwise this attempt counts. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    await this.countAddress(ip, account);
    await this.countAccount(account);
  }

  /**
   * Counts an attempt from the address; the 429 once the address is blocked, for as long as the
   * account's block too when the account is known and blocked.
   */
  async countAddress(ip: string, account?: string): Promise<void> {
    const address = await this.counters.hit(this.ipKey(ip), this.windowMs);
    if (address.count <= this.limits.maxFailuresPerIp) return;
    const own = account === undefined ? undefined : await this.counters.peek(this.accountKey(account));
    const accountWait = own && own.count >= this.limits.maxFailuresPerAccount ? own.resetInMs : 0;
    throw tooManyRequests(Math.max(address.resetInMs, accountWait));
  }

  /**
   * Counts a failure against the account alone, for a flow that learns the account only after
   * its address was counted (a reset link names its account); the 429 once it is blocked.
   */
  async countAccount(account: string): Promise<void> {
    const counted = await this.counters.hit(this.accountKey(account), this.windowMs);
    if (counted.count > this.limits.maxFailuresPerAccount) throw tooManyRequests(counted.resetInMs);
  }

  /** The 429 when the account or the address is already blocked, counting nothing. */
  async assertNotBlocked(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    const [address, own] = await Promise.all([this.counters.peek(keys.ip), this.counters.peek(keys.account)]);
    const waits = [
      address.count >= this.limits.maxFailuresPerIp ? address.resetInMs : 0,
      own.count >= this.limits.maxFailuresPerAccount ? own.resetInMs : 0,
    ];
    if (Math.max(...waits) > 0) throw tooManyRequests(Math.max(...waits));
  }

  /** The password was right: the address gets its attempt back and the account starts over. */
  async recordSuccess(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await Promise.all([this.counters.release(keys.ip), this.counters.reset(keys.account)]);
  }
}
