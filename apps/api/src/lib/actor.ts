/**
 * Who does a module's write, as its service functions (`*.service.ts`) take them: the signed-in
 * user, the language of the answer, and what the audit trail records of where it came from. A
 * request is an actor as it is; a background job builds one for the user it acts for.
 */
import type { Locale } from '@vitrina/shared';
import type { Principal } from '../modules/auth/public';
import type { AuditSource } from './audit';

export interface Actor extends AuditSource {
  principal: Principal;
  locale: Locale;
}

/** The request's actor, once its route's access declaration has signed the user in. */
export function requestActor(request: AuditSource & { principal: Principal | null; locale: Locale }): Actor {
  if (!request.principal) throw new Error('A write acts for a signed-in user');
  return request as Actor;
}
