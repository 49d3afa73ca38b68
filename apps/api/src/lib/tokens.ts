import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TOKEN_MESSAGES } from '@vitrina/shared';
import { setBounded } from './bounded-map';
import { type Clock, epochSeconds, systemClock } from './clock';
import { unauthenticated } from './http-error';

export interface AccessClaims {
  userId: number;
  /** The user's token version when the token was issued. */
  version: number;
  jti: string;
  /** Epoch seconds. */
  issuedAt: number;
  expiresAt: number;
  /** End of the sign-in session: refreshing never goes past it. */
  sessionExpiresAt: number;
}

/** The one header we sign with; `alg` HS256 is also the only one we accept. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const invalidToken = () => unauthenticated(TOKEN_MESSAGES.invalid);

/** Tokens in use at once on a busy day; the oldest verified ones are forgotten beyond it. */
const MAX_VERIFIED = 20_000;

/** Only the canonical encoding: no padding, no `+` or `/`, no stray bits in the last character. */
function decodeBase64url(text: string): Buffer {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) throw invalidToken();
  return bytes;
}

function decodeJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(decodeBase64url(text)));
  } catch {
    throw invalidToken();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidToken();
  return value as Record<string, unknown>;
}

/**
 * HS256 JSON Web Tokens with Node's synchronous HMAC: verifying runs on every authenticated
 * request, and WebCrypto's async round trip cost more than the hash. The methods stay async so
 * callers do not depend on that.
 */
export class TokenService {
  private readonly key: crypto.KeyObject;
  /**
   * The claims of tokens whose signature was checked, by the exact token text: a signature is a
   * function of the text and the key alone, so it is checked once per token rather than on each of
   * its requests. The times (expiry, not-before) are still checked on every request. Only tokens
   * we signed get here, so no one can fill it with tokens of their own making.
   */
  private readonly verified = new Map<string, Record<string, unknown>>();

  /**
   * `clock` is the world's time, not the app's `context.clock`: a token lives its hour in real
   * time even while a test moves the app's clock past an auction's end.
   */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock = systemClock(),
  ) {
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** Epoch seconds on the tokens' clock: a session's start and end are read on it too. */
  nowSeconds(): number {
    return epochSeconds(this.clock);
  }

  async issue(userId: number, version: number, sessionExpiresAt: number, now = this.nowSeconds()) {
    const expiresAt = Math.min(now + this.ttlSeconds, sessionExpiresAt);
    const jti = crypto.randomUUID();
    const claims = {
      sxp: sessionExpiresAt,
      ver: version,
      sub: String(userId),
      jti,
      iat: now,
      exp: expiresAt,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const token = `${signingInput}.${this.sign(signingInput).toString('base64url')}`;
    return { token, jti, expiresAt, expiresIn: expiresAt - now };
  }

  /**
   * Verifies signature, algorithm and expiry; throws the 401 of spec §8 that fits. It accepts
   * what jose's `jwtVerify(token, key, { algorithms: ['HS256'] })` accepted, except encodings
   * jose let through (padding, stray bits) and a `crit` header: we never issue either.
   */
  async verify(token: string): Promise<AccessClaims> {
    const payload =
      this.verified.get(token) ?? setBounded(this.verified, token, this.signedPayload(token), MAX_VERIFIED);
    // jose's order and zero clock tolerance: a malformed `iat` or `nbf` makes even an expired
    // token "invalid", and `exp` equal to now is expired. A future `iat` is accepted, as there.
    const now = this.nowSeconds();
    const { iat, nbf, exp } = payload;
    if (iat !== undefined && typeof iat !== 'number') throw invalidToken();
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw invalidToken();
    if (exp !== undefined && typeof exp !== 'number') throw invalidToken();
    if (exp !== undefined && exp <= now) throw unauthenticated(TOKEN_MESSAGES.expired);

    const userId = Number(payload.sub);
    if (
      !Number.isSafeInteger(userId) ||
      typeof payload.jti !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      typeof payload.sxp !== 'number' ||
      !Number.isSafeInteger(payload.ver)
    ) {
      throw invalidToken();
    }
    return {
      userId,
      version: payload.ver as number,
      jti: payload.jti,
      issuedAt: iat,
      expiresAt: exp,
      sessionExpiresAt: payload.sxp,
    };
  }

  /** The claims of a compact JWS whose HS256 signature is ours; the payload is read only after the check. */
  private signedPayload(token: string): Record<string, unknown> {
    const parts = token.split('.');
    if (parts.length !== 3) throw invalidToken();
    const [header, payload, signature] = parts as [string, string, string];
    const { alg, crit } = decodeJsonObject(header);
    // We understand no header extension, so any `crit` is refused (RFC 7515 §4.1.11). `typ` is
    // not checked: jose did not either.
    if (alg !== 'HS256' || crit !== undefined) throw invalidToken();
    const expected = this.sign(`${header}.${payload}`);
    const given = decodeBase64url(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalidToken();
    return decodeJsonObject(payload);
  }

  private sign(signingInput: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(signingInput).digest();
  }
}

/**
 * JWT_SECRET when given (required when several processes serve one database); otherwise a
 * secret generated once into the data directory, so tokens survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
