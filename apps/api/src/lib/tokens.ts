import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TOKEN_MESSAGES } from '@vitrina/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from './http-error';

export interface AccessClaims {
  userId: number;
  jti: string;
  /** Epoch seconds. */
  issuedAt: number;
  expiresAt: number;
  /** End of the sign-in session: refreshing never goes past it. */
  sessionExpiresAt: number;
}

const ALGORITHM = 'HS256';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: number, sessionExpiresAt: number, now = Math.floor(Date.now() / 1000)) {
    const expiresAt = Math.min(now + this.ttlSeconds, sessionExpiresAt);
    const jti = crypto.randomUUID();
    const token = await new SignJWT({ sxp: sessionExpiresAt })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, jti, expiresAt, expiresIn: expiresAt - now };
  }

  /** Verifies signature, algorithm and expiry; throws the 401 of spec §8 that fits. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM] });
      const userId = Number(payload.sub);
      if (
        !Number.isSafeInteger(userId) ||
        typeof payload.jti !== 'string' ||
        typeof payload.iat !== 'number' ||
        typeof payload.exp !== 'number' ||
        typeof payload.sxp !== 'number'
      ) {
        throw unauthenticated(TOKEN_MESSAGES.invalid);
      }
      return {
        userId,
        jti: payload.jti,
        issuedAt: payload.iat,
        expiresAt: payload.exp,
        sessionExpiresAt: payload.sxp,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated(TOKEN_MESSAGES.expired);
      if (error instanceof errors.JOSEError) throw unauthenticated(TOKEN_MESSAGES.invalid);
      throw error;
    }
  }
}

/**
 * Ending every session of a user ("tokens issued before this instant are refused") with
 * whole-second `iat` claims: the request check refuses `iat < floor(tokens_valid_after)`, so a
 * cut-off of "now" would let a token issued earlier in the same second through. The cut-off is
 * therefore the next whole second, and a token issued before that second has begun must carry
 * an `iat` no earlier than it (see `issuedAtAfter` and `untilSecond`).
 */
export function revocationCutoff(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + 1;
}

/** Resolves once the clock has reached the epoch second `second` (at once if it has). */
export async function untilSecond(second: number): Promise<void> {
  // Timers may fire a little early against Date.now(), hence the loop.
  for (let waitMs = second * 1000 - Date.now(); waitMs > 0; waitMs = second * 1000 - Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** The `iat` of a new token for a user whose tokens before `tokensValidAfter` are refused. */
export function issuedAtAfter(
  tokensValidAfter: Date | string | null | undefined,
  now = Math.floor(Date.now() / 1000),
): number {
  if (!tokensValidAfter) return now;
  return Math.max(now, Math.floor(new Date(tokensValidAfter).getTime() / 1000));
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
