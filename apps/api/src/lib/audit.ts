import { withoutUnsafeText } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { type Actor, actorOf } from './actor';

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
 * Records a write; call it inside the write's own transaction so both land or neither does.
 * A handler passes its request, a module function its actor (lib/actor.ts).
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
