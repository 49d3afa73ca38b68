/**
 * What the catalog routes share: paths, access declarations, the id and error schemas, the name
 * rule of the unique indexes, and one way to run a write (transaction, and the database's own
 * refusals turned into the same answers the checks before them give).
 */
import { CATALOG_RESOURCES, type ErrorKey, EXPORT_FORMATS, type Locale, nameKey } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { HttpError, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';

export const CATALOGS = '/api/mi-vitrina/catalogs';

/** Ids are int4: a larger number is a validation error, never a database error. */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
/** A parent id the query string must carry (`?brand_id=4`); missing, it is "required". */
export const requiredId = z
  .string()
  .trim()
  .min(1)
  .pipe(z.coerce.number<string>().int().positive().max(2_147_483_647));
export const idParams = z.object({ id: recordId });

export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export const errorAnswers = { 404: errorAnswer, 409: errorAnswer, 422: errorAnswer } as const;

/** `?format=xlsx|csv` of the export routes, added to the list's filters. */
export const exportFormat = { format: z.enum(EXPORT_FORMATS).default('xlsx') };

type CatalogResource = keyof typeof CATALOG_RESOURCES;
type Action = keyof (typeof CATALOG_RESOURCES)[CatalogResource]['permissions'];

/** Catalogs belong to the platform, not to a dealership: only the permission decides. */
export function catalogAccess(resource: CatalogResource, action: Action) {
  return {
    access: { permission: CATALOG_RESOURCES[resource].permissions[action], scope: 'platform' },
  } as const;
}

/** ISO 8601 in UTC, the same text from both database drivers. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The key of the unique name indexes (migration 0002); names sort by it too, so "Áudi" sits with "Audi". */
export const nameOrder = (column: SQL) => sql`vitrina_unaccent(lower(${column}))`;

/** The unique indexes' rule, matched through them: case, accents and repeated spaces ignored. */
export const sameName = (column: SQL, name: string) =>
  sql`vitrina_unaccent(lower(${column})) = vitrina_unaccent(lower(${nameKey(name)}))`;

export const activeFilter = (column: SQL, active: boolean | undefined) =>
  active === undefined ? undefined : sql`${column} = ${active}`;

/** An id from the query string, compared as bigint so an out-of-range id matches nothing. */
export const idFilter = (column: SQL, id: number | undefined) =>
  id === undefined ? undefined : sql`${column} = ${id}::bigint`;

/** Export headers every catalog shares. */
export const HEADERS = {
  id: { es: 'ID', en: 'ID' },
  name: { es: 'Nombre', en: 'Name' },
  active: { es: 'Activo', en: 'Active' },
  created_at: { es: 'Creado', en: 'Created' },
  updated_at: { es: 'Actualizado', en: 'Updated' },
} as const satisfies Record<string, Record<Locale, string>>;

type Children = 'models' | 'versions' | 'years';

/** 409 "está en uso: 3 modelos" — or, when another module's rows hold it, a general reason. */
export function inUse(locale: Locale, children?: Children, count = 0): HttpError {
  const reason = children
    ? translate(locale, `catalogs.${children}_${count === 1 ? 'one' : 'other'}` as const, { count })
    : translate(locale, 'catalogs.used_elsewhere');
  return new HttpError(409, 'errors.in_use', { reason });
}

function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (typeof code === 'string') return { code, constraint };
  }
  return {};
}

export interface WriteRules {
  /** Unique index → the field error it means (two requests raced past the check). */
  unique?: Readonly<Record<string, readonly [field: string, key: ErrorKey]>>;
  /** What a foreign-key refusal means here: a parent gone (writes), or rows using it (deletes). */
  foreignKey?: (constraint: string | undefined) => HttpError;
}

/** Runs a catalog write in one transaction (its audit entry included). */
export async function writeCatalog<T>(db: Db, rules: WriteRules, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const { code, constraint } = databaseError(error);
    const unique = code === '23505' && constraint ? rules.unique?.[constraint] : undefined;
    if (unique) throw invalid({ [unique[0]]: [unique[1]] });
    // 23503 foreign_key_violation; 23001 restrict_violation (the catalog keys are ON DELETE RESTRICT).
    if ((code === '23503' || code === '23001') && rules.foreignKey) throw rules.foreignKey(constraint);
    throw error;
  }
}
