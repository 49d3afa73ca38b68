import { withoutUnsafeText } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'secret']);

export function redact(value: unknown): unknown {
  // jsonb refuses NUL and lone surrogates: what was never validated (a file name) must not fail the write.
  if (typeof value === 'string') return withoutUnsafeText(value);
  if (value === null || typeof value !== 'object') return value ?? null;
  // Rows read through Drizzle carry Date objects, which have no own entries to copy.
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_FIELDS.has(key) ? '[redacted]' : redact(inner)]),
  );
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  agencyId?: number | null;
  before?: unknown;
  after?: unknown;
  /** Who acted, when it is not the signed-in principal (sign-in itself). */
  userId?: number;
}

/**
 * Who a module function acts for, and what the audit keeps of the request it came in: the
 * signed-in principal (null on a public route or in a job), the client's address and the
 * request's id. A function in a `*.service.ts` takes this rather than the request, so a test or
 * a background job can call it too; `P` narrows the principal to what the function reads.
 */
export interface Actor<P extends { id: number } | null = Principal | null> {
  principal: P;
  ip: string | null;
  requestId: string | null;
}
type Principal = NonNullable<FastifyRequest['principal']>;
/** An actor a request made: its address and id are known. */
export type RequestActor<P extends { id: number } | null = Principal | null> = Actor<P> & {
  ip: string;
  requestId: string;
};
/** The actor of a route that needs a signed-in user (access has refused everyone else). */
export type SignedInActor = RequestActor<Principal>;

/** The one way a request becomes an Actor. */
export function actorOf(request: FastifyRequest): RequestActor {
  return { principal: request.principal, ip: request.ip, requestId: request.id };
}

/** The actor of a route whose access declaration requires a signed-in user. */
export function signedInActor(request: FastifyRequest): SignedInActor {
  const { principal } = request;
  if (!principal) throw new Error('signedInActor: the route lets in anonymous requests');
  return { ...actorOf(request), principal };
}

/**
 * Records a write; call it inside the write's own transaction so both land or neither does.
 * A handler passes its request, a module function its actor.
 */
export async function audit(
  tx: Tx,
  by: FastifyRequest | Actor<{ id: number } | null>,
  entry: AuditEntry,
): Promise<void> {
  const actor = 'raw' in by ? actorOf(by) : by;
  await tx.insert(auditLog).values({
    user_id: entry.userId ?? actor.principal?.id ?? null,
    agency_id: entry.agencyId ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: actor.ip,
    request_id: actor.requestId,
  });
}
