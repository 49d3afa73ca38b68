/**
 * Who a module function acts for, and what the audit keeps of the request it came in: the
 * signed-in principal (null on a public route or in a job), the answer's language, the client's
 * address and the request's id. A function in a `*.service.ts` takes this rather than the
 * request, so a test or a background job can call it too; `P` narrows the principal to what the
 * function reads.
 */
import type { Locale } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';

type Principal = NonNullable<FastifyRequest['principal']>;

export interface Actor<P extends { id: number } | null = Principal | null> {
  principal: P;
  locale: Locale;
  ip: string | null;
  requestId: string | null;
}

/** An actor a request made: its address and id are known. */
export type RequestActor<P extends { id: number } | null = Principal | null> = Actor<P> & {
  ip: string;
  requestId: string;
};

/** The actor of a route that needs a signed-in user (access has refused everyone else). */
export type SignedInActor = RequestActor<Principal>;

/** The one way a request becomes an Actor. */
export function actorOf(request: FastifyRequest): RequestActor {
  return { principal: request.principal, locale: request.locale, ip: request.ip, requestId: request.id };
}

/** The actor of a route whose access declaration requires a signed-in user. */
export function signedInActor(request: FastifyRequest): SignedInActor {
  const { principal } = request;
  if (!principal) throw new Error('signedInActor: the route lets in anonymous requests');
  return { ...actorOf(request), principal };
}
