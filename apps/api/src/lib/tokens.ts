import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TOKEN_MESSAGES } from '@vitrina/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
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

const ALGORITHM = 'HS256';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(
    userId: number,
    version: number,
    sessionExpiresAt: number,
    now = Math.floor(Date.now() / 1000),
  ) {
    const expiresAt = Math.min(now + this.ttlSeconds, sessionExpiresAt);
    const jti = crypto.randomUUID();
    const token = await new SignJWT({ sxp: sessionExpiresAt, ver: version })
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
        typeof payload.sxp !== 'number' ||
        !Number.isSafeInteger(payload.ver)
      ) {
        throw unauthenticated(TOKEN_MESSAGES.invalid);
      }
      return {
        userId,
        version: payload.ver as number,
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
