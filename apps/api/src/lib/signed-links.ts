/**
 * The tokens of the links e-mails carry (password reset, e-mail verification): 32 random bytes
 * and an HMAC of them under the server's secret, so a link whose text was altered is told apart
 * from one that never existed. Only the SHA-256 of the whole token is stored: the table alone
 * opens no account. Single use and expiry are the tables' business.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Clock, systemClock } from './clock';

export type LinkPurpose = 'reset' | 'verify';

/** Why a token cannot be looked up at all. */
export type LinkDefect = 'malformed' | 'tampered';

const SHAPE = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export class LinkSigner {
  private readonly key: Buffer;

  /** `clock`: the app's (`context.clock`), which a link's expiry is counted on. */
  constructor(
    secret: string,
    private readonly clock: Clock = systemClock(),
  ) {
    // A key of its own, so a link's signature says nothing about the session tokens' key.
    this.key = createHmac('sha256', secret).update('vitrina e-mail links').digest();
  }

  private signature(purpose: LinkPurpose, random: string): Buffer {
    return createHmac('sha256', this.key).update(`${purpose}:${random}`).digest().subarray(0, 16);
  }

  issue(purpose: LinkPurpose): { token: string; hash: string } {
    const random = randomBytes(32).toString('base64url');
    const token = `${random}.${this.signature(purpose, random).toString('base64url')}`;
    return { token, hash: hashLinkToken(token) };
  }

  /** Now on the app's clock: a link is issued, replaced and found expired on it. */
  now(): Date {
    return this.clock.now();
  }

  /** When a link issued now stops opening: `minutes` from now on the app's clock. */
  expiry(minutes: number): Date {
    return new Date(this.now().getTime() + minutes * 60_000);
  }

  /** The stored hash to look the token up by, or what is wrong with it. */
  check(purpose: LinkPurpose, token: string): { hash: string } | { defect: LinkDefect } {
    if (!SHAPE.test(token)) return { defect: 'malformed' };
    const [random = '', signature = ''] = token.split('.');
    // The signature's text as issued, compared as text: decoding would ignore the last
    // character's low bits, so a link altered only there would pass as intact and then be
    // reported as unknown instead of altered. SHAPE fixed both lengths.
    const expected = Buffer.from(this.signature(purpose, random).toString('base64url'));
    if (!timingSafeEqual(Buffer.from(signature), expected)) return { defect: 'tampered' };
    return { hash: hashLinkToken(token) };
  }
}
