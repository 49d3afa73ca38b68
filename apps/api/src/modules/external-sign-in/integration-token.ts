/**
 * The token a trusted integration hands over at `/integration-data-patform` (format in this
 * module's README.md): an HS256 JWT signed with the shared secret, short-lived and single-use.
 * Each way it can be wrong has its own message.
 */
import type { ErrorKey } from '@vitrina/shared';
import { errors, jwtVerify } from 'jose';
import type { IntegrationConfig } from '../../config';
import { HttpError } from '../../lib/http-error';

/** Clocks of two machines disagree a little: this much, in seconds, is forgiven. */
export const CLOCK_TOLERANCE_SECONDS = 30;

export interface IntegrationClaims {
  jti: string;
  exp: number;
  /** Who signs in: the e-mail when given, else the Vitrina user id in `sub`. */
  email: string | null;
  userId: number | null;
}

const refused = (key: ErrorKey) => new HttpError(422, key);

/** `now`: epoch seconds on the sessions' clock (`tokens.nowSeconds()`), which jose reads too. */
export async function verifyIntegrationToken(
  token: string,
  config: IntegrationConfig,
  now: number,
): Promise<IntegrationClaims> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(config.secret), {
      algorithms: ['HS256'],
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ['exp', 'iat', 'jti'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(now * 1000),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refused('integration.expired');
    if (error instanceof errors.JWTClaimValidationFailed) {
      if (error.claim === 'iss') throw refused('integration.issuer');
      if (error.claim === 'aud') throw refused('integration.audience');
      throw refused('integration.claims');
    }
    // Malformed, another algorithm, or a signature that is not the shared secret's.
    throw refused('integration.invalid');
  }
  const { exp, iat, jti, sub, email } = payload as typeof payload & { email?: unknown };
  if (typeof jti !== 'string' || jti === '' || jti.length > 200) throw refused('integration.claims');
  if (typeof iat !== 'number' || iat > now + CLOCK_TOLERANCE_SECONDS) throw refused('integration.invalid');
  // Short-lived means both: issued for at most maxSeconds, and not valid further ahead than that.
  if (exp! - iat > config.maxSeconds || exp! > now + config.maxSeconds + CLOCK_TOLERANCE_SECONDS) {
    throw new HttpError(422, 'integration.lifetime', { seconds: config.maxSeconds });
  }
  const mail = typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
  const userId = typeof sub === 'string' && /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : null;
  if (!mail && userId === null) throw refused('integration.claims');
  return { jti, exp: exp!, email: mail, userId };
}
