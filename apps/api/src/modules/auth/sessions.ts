import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TokenService } from '../../lib/tokens';

/** What a session is issued for: the account and the token version its tokens carry. */
export interface SessionUser {
  id: number;
  token_version: number;
}

/**
 * Issues the product's own session (the access token and its end), recorded in the audit log
 * with how the person signed in: every way in (password, provider, integration) ends here.
 */
export async function startSession(
  context: { db: Db; tokens: TokenService; config: Config },
  request: FastifyRequest,
  user: SessionUser,
  options: { remember: boolean; method?: string },
): Promise<{ data: string; expires_in: number }> {
  const { db, tokens, config } = context;
  const now = tokens.nowSeconds();
  const sessionEnd = now + (options.remember ? config.rememberTtlSeconds : config.sessionTtlSeconds);
  const issued = await tokens.issue(user.id, user.token_version, sessionEnd, now);
  await db.transaction(async (tx) => {
    await audit(tx, request, {
      action: 'login',
      entity: 'session',
      entityId: issued.jti,
      userId: user.id,
      ...(options.method ? { after: { method: options.method } } : {}),
    });
  });
  return { data: issued.token, expires_in: issued.expiresIn };
}
