/**
 * Idempotent arrivals: a lead that comes with an idempotency key (the `Idempotency-Key` header,
 * else the source's own id) is created once per dealership and key; a retry answers the lead the
 * first one created. The key is recorded in `lead_ingestions` in the lead's own transaction.
 *
 * Concurrent retries take turns on a transaction-level advisory lock per (dealership, key) before
 * they look: the first creates and commits, and the others, let in only then, read its record in
 * their next statement (each statement of a READ COMMITTED transaction sees what committed before
 * it). Inserting the record first instead cannot work: it must name the lead, which does not exist
 * yet. On PGlite transactions already run one at a time; the same code holds there.
 */
import { createHash } from 'node:crypto';
import type { LeadIngestionAnswer } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { intArray, queryRows } from '../../db/query';
import { HttpError } from '../../lib/http-error';
import { createLeads, type NewLead } from '../leads/public';

export interface Arrival {
  lead: NewLead;
  /** Retries with the same key answer the same lead; null: none. */
  idempotencyKey: string | null;
  /**
   * The `Idempotency-Key` header the key came from, and the hash of what was asked under it: a
   * key kept with another hash is refused (422 naming the header). Null: the key (if any) is the
   * source's own id, which may come again with changed details.
   */
  asked: { header: string; hash: string } | null;
}

export type Ingested = LeadIngestionAnswer['data'];

/** The key's advisory lock id: 32 bits of its SHA-256 (the dealership is the lock's other half). */
const lockId = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0);

/**
 * Creates the arrivals' leads that no earlier request (or earlier arrival of this batch) created
 * under the same key, in the caller's transaction; answers each arrival's lead id, in order, and
 * whether this call created it.
 */
export async function ingest(
  tx: Tx,
  agencyId: number,
  arrivals: readonly Arrival[],
): Promise<{ id: number; created: boolean }[]> {
  const keys = [...new Set(arrivals.flatMap((arrival) => arrival.idempotencyKey ?? []))];
  const known = new Map<string, number>();
  if (keys.length > 0) {
    // Always in the same order, so two batches sharing keys cannot deadlock.
    const locks = [...new Set(keys.map(lockId))].sort((a, b) => a - b);
    await tx.execute(
      sql`select count(pg_advisory_xact_lock(${agencyId}, id)) from unnest(${intArray(locks)}) as id`,
    );
    const found = await queryRows<{ idempotency_key: string; lead_id: number; body_hash: string | null }>(
      tx,
      sql`select idempotency_key, lead_id, body_hash from lead_ingestions
           where agency_id = ${agencyId}
             and idempotency_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
    );
    for (const row of found) known.set(row.idempotency_key, row.lead_id);
    const hashes = new Map(found.map((row) => [row.idempotency_key, row.body_hash]));
    for (const arrival of arrivals) {
      const kept = hashes.get(arrival.idempotencyKey!);
      if (arrival.asked && kept && kept !== arrival.asked.hash) throw keyReused(arrival.asked.header);
    }
  }

  const fresh = new Map<string, number>();
  const creating = arrivals.filter((arrival, i) => {
    const key = arrival.idempotencyKey;
    if (key === null) return true;
    if (known.has(key) || fresh.has(key)) return false;
    fresh.set(key, i);
    return true;
  });
  const ids = await createLeads(
    tx,
    creating.map((arrival) => arrival.lead),
  );
  const createdId = new Map(creating.map((arrival, i) => [arrival, ids[i]!.id]));
  const recorded = creating.flatMap((arrival) =>
    arrival.idempotencyKey === null
      ? []
      : [{ k: arrival.idempotencyKey, l: createdId.get(arrival)!, h: arrival.asked?.hash ?? null }],
  );
  if (recorded.length > 0) {
    await tx.execute(
      sql`insert into lead_ingestions (agency_id, idempotency_key, lead_id, body_hash)
          select ${agencyId}, k, l, h
            from jsonb_to_recordset(${JSON.stringify(recorded)}::jsonb) as t(k text, l int, h text)`,
    );
  }
  return arrivals.map((arrival) => {
    const own = createdId.get(arrival);
    if (own !== undefined) return { id: own, created: true };
    const key = arrival.idempotencyKey!;
    return { id: known.get(key) ?? createdId.get(arrivals[fresh.get(key)!]!)!, created: false };
  });
}

/** The same `Idempotency-Key` with other content: a new lead needs a new key, an old one is not answered. */
const keyReused = (header: string) =>
  new HttpError(
    422,
    'lead_ingestion.idempotency_key_reused',
    { key: header },
    {
      'idempotency-key': ['lead_ingestion.idempotency_key_reused'],
    },
  );

/** The leads as the ingestion answers them: what automation decided on arrival included. */
export function ingestedLeads(tx: Tx, ids: readonly number[]): Promise<Ingested[]> {
  return queryRows(
    tx,
    sql`select id, agency_id, channel, status, assigned_user_id, duplicate_of,
               sla_due_at
          from leads where id = any(${intArray([...new Set(ids)])})`,
  );
}

/**
 * The dealership's live used vehicles an ADF file names by stock number or VIN (upper case, as the
 * inventory stores it); a sold car's VIN may be taken again, so the car still for sale wins.
 */
export async function vehiclesByStockOrVin(
  db: Db,
  agencyId: number,
  stocks: readonly string[],
  vins: readonly string[],
): Promise<{ byStock: Map<string, number>; byVin: Map<string, number> }> {
  const wanted = (values: readonly string[]) => JSON.stringify([...new Set(values.filter(Boolean))]);
  const rows =
    stocks.some(Boolean) || vins.some(Boolean)
      ? await queryRows<{ id: number; stock_number: string; vin: string }>(
          db,
          sql`select id, stock_number, vin from vehicles
               where agency_id = ${agencyId} and deleted_at is null
                 and (stock_number in (select jsonb_array_elements_text(${wanted(stocks)}::jsonb))
                      or vin in (select jsonb_array_elements_text(${wanted(vins)}::jsonb)))
               order by status = 'Vendido' desc, id`,
        )
      : [];
  // Read so that the last one set wins: the unsold, then the newest.
  return {
    byStock: new Map(rows.map((row) => [row.stock_number, row.id])),
    byVin: new Map(rows.map((row) => [row.vin, row.id])),
  };
}
