/**
 * A dealership's API keys for the public ingestion API. A key is shown once, when it is created:
 * only its SHA-256 is stored, and `prefix` (its first characters) tells keys apart in the list.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LEAD_API_KEY_PREFIX, type LeadApiKey, leadApiKeyResource, type SortField } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { leadApiKeys } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';
import { insertRow, lockRow } from '../../lib/table-writes';
import type { ObjectAgency } from '../../plugins/access';

/** 32 random bytes: 43 base64url characters after the prefix. */
const KEY_PATTERN = new RegExp(`^${LEAD_API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
/** What the list shows of a key: the prefix and its first eight random characters. */
const SHOWN = LEAD_API_KEY_PREFIX.length + 8;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a text could be one of our keys at all: anything else is refused without a query. */
export const isApiKeyShaped = (key: string) => KEY_PATTERN.test(key);

const columns = sql`k.id, k.agency_id, k.name, k.prefix, k.created_at,
  (select u.name from users u where u.id = k.created_by) as created_by_name,
  k.last_used_at, k.revoked_at`;

/** One dealership's keys, revoked ones included: never the key or its hash. */
export function apiKeySource(agencyId: number): ListSource<SortField<typeof leadApiKeyResource>> {
  return {
    select: columns,
    from: sql`lead_api_keys k`,
    where: [sql`k.agency_id = ${agencyId}`],
    sortable: { created_at: sql`k.created_at`, name: nameOrder(sql`k.name`) },
    defaultSort: leadApiKeyResource.defaultSort,
    tiebreaker: sql`k.id`,
    search: [sql`k.name`],
  };
}

export function findApiKey(db: Db | Tx, id: number): Promise<LeadApiKey | undefined> {
  return queryRow<LeadApiKey>(db, sql`select ${columns} from lead_api_keys k where k.id = ${id}`);
}

/** A new key of the dealership: the stored row, and the key itself (never stored). */
export async function insertApiKey(
  tx: Tx,
  values: { agencyId: number; name: string; createdBy: number | null },
): Promise<{ row: typeof leadApiKeys.$inferSelect; key: string }> {
  const key = `${LEAD_API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertRow(tx, leadApiKeys, {
    agency_id: values.agencyId,
    name: values.name,
    prefix: key.slice(0, SHOWN),
    key_hash: hashApiKey(key),
    created_by: values.createdBy,
  });
  return { row, key };
}

export const lockApiKey = (tx: Tx, id: number) => lockRow(tx, leadApiKeys, id);

/** Revoked keys stay listed; revoking one again keeps when it was first revoked. */
export async function revokeApiKey(tx: Tx, id: number) {
  const [row] = await tx
    .update(leadApiKeys)
    .set({ revoked_at: sql`coalesce(${leadApiKeys.revoked_at}, now())` })
    .where(sql`${leadApiKeys.id} = ${id}`)
    .returning();
  return row!;
}

/** The object scope of `…/api-keys/:id`: the key's dealership, or undefined (404). */
export function apiKeyAgency(db: Db): ObjectAgency {
  return async (request) => {
    const { id } = request.params as { id: number };
    const row = await queryRow<{ agency_id: number }>(
      db,
      sql`select agency_id from lead_api_keys where id = ${id}`,
    );
    return row?.agency_id;
  };
}

/** What the audit keeps of a key: never its hash. */
export const auditedKey = ({ key_hash: _, ...row }: typeof leadApiKeys.$inferSelect) => row;
