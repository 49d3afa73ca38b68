/**
 * One way to run a write: a transaction (its audit entry included), with the database's own
 * refusals turned into the same answers the checks before them give.
 */
import type { ErrorKey } from '@vitrina/shared';
import type { Db, Tx } from '../db/client';
import { type HttpError, invalid } from './http-error';

/** The PostgreSQL error code and constraint behind a driver error, wherever it is wrapped. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (typeof code === 'string') return { code, constraint };
  }
  return {};
}

/**
 * Whether `error` is a unique index's refusal (23505): of `index` when one is named. A write that
 * lost a race past its check meets it; `writeTransaction`'s `unique` rules answer it as the check
 * does, and a caller that answers something else (not a 422) asks here.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const { code, constraint } = databaseError(error);
  return code === '23505' && (index === undefined || constraint === index);
}

export interface WriteRules {
  /** Unique index → the field error it means (two requests raced past the check). */
  unique?: Readonly<Record<string, readonly [field: string, key: ErrorKey]>>;
  /** What a foreign-key refusal means here: a parent gone (writes), or rows using it (deletes). */
  foreignKey?: (constraint: string | undefined) => HttpError;
}

export async function writeTransaction<T>(
  db: Db,
  rules: WriteRules,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const { code, constraint } = databaseError(error);
    const unique = code === '23505' && constraint ? rules.unique?.[constraint] : undefined;
    if (unique) throw invalid({ [unique[0]]: [unique[1]] });
    // 23503 foreign_key_violation; 23001 restrict_violation (ON DELETE RESTRICT keys).
    if ((code === '23503' || code === '23001') && rules.foreignKey) throw rules.foreignKey(constraint);
    throw error;
  }
}
