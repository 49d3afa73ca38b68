/**
 * The buyer alerts of `npm run seed:scale -- --alerts N` (scale-seed.ts): N saved searches as the
 * marketplace sends them, over the catalog's brands and models, set-based like the vehicles (one
 * `insert … select … from generate_series(…)` per batch, every column derived from the row number
 * by multiplicative hashes). Of them: a fifth name only the brand; most give a span of two to five
 * model years; two thirds a budget (some a floor too); one in ten a body type; three in ten a state
 * (the scale dealerships have none, so those never match them); one in twenty is closed.
 * Additive: run again with the same figure it adds nothing; with a larger one, what is missing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRow } from '../query';
import type { ScaleProgress } from './scale-progress';

export const SCALE_ALERT_PREFIX = 'scale-';

export interface ScaleAlertsOptions {
  alerts: number;
  batch: number;
  onProgress?: (progress: ScaleProgress) => void;
}

function batchInsert(first: number, last: number) {
  return sql`
    with m as (
      select (row_number() over (order by id) - 1)::int as k, id, brand_id, body_id
        from catalog_models where active
    ),
    base as (
      select n, (n * 2654435761) % 4294967296 as h from generate_series(${first}::bigint, ${last}::bigint) as n
    ),
    planned as (
      select b.n, b.h, m.brand_id, m.id as model_id, m.body_id,
             (2015 + (b.h >> 5) % 10)::int as year_from,
             (1 + (b.h >> 9) % 4)::int as span,
             (150000 + ((b.h >> 12) % 135) * 10000)::bigint * 100 as budget
        from base b join m on m.k = b.h % (select count(*) from m)
    )
    insert into buyer_alerts (external_id, name, email, phone, locale, brand_id, model_id, year_from, year_to,
                              price_from_cents, price_to_cents, body_id, state_code, active, created_at, updated_at)
    select ${SCALE_ALERT_PREFIX} || n, 'Comprador ' || n, 'comprador' || n || '@example.com',
           '+5255' || lpad((n % 100000000)::text, 8, '0'), case when n % 10 = 0 then 'en' else 'es' end,
           brand_id,
           case when (h >> 3) % 5 = 0 then null else model_id end,
           case when (h >> 16) % 8 = 0 then null else year_from end,
           case when (h >> 16) % 8 = 0 then null else least(year_from + span, 2026) end,
           case when (h >> 18) % 6 = 0 then budget / 2 end,
           case when (h >> 18) % 3 = 0 then null else budget end,
           case when (h >> 20) % 10 = 0 then body_id end,
           case when (h >> 22) % 10 < 3 then lpad((1 + (h >> 24) % 32)::text, 2, '0') end,
           (h >> 26) % 20 <> 0,
           now() - make_interval(mins => (n % 86400)::int), now() - make_interval(mins => (n % 86400)::int)
      from planned
    on conflict (external_id) do nothing`;
}

/** Adds the scale alerts that are missing, `batch` per statement. */
export async function seedScaleAlerts(
  db: Db,
  options: ScaleAlertsOptions,
): Promise<{ alertsInserted: number; alerts: number }> {
  const counts = await queryRow<{ n: number; last: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(substr(external_id, ${SCALE_ALERT_PREFIX.length + 1})::bigint), 0)::float8 as last
          from buyer_alerts where external_id like ${`${SCALE_ALERT_PREFIX}%`}`,
  );
  let done = counts?.n ?? 0;
  let next = (counts?.last ?? 0) + 1;
  const missing = Math.max(0, options.alerts - done);
  let inserted = 0;
  const started = performance.now();
  while (inserted < missing) {
    const size = Math.min(options.batch, missing - inserted);
    const result = (await db.execute(batchInsert(next, next + size - 1))) as unknown as {
      rowCount: number | null;
    };
    next += size;
    inserted += size;
    done += result.rowCount ?? size;
    options.onProgress?.({
      table: 'alerts',
      done,
      total: options.alerts,
      inserted,
      rowsPerSecond: inserted / ((performance.now() - started) / 1000),
    });
  }
  if (inserted > 0) await db.execute(sql`vacuum (analyze) buyer_alerts`);
  return { alertsInserted: inserted, alerts: done };
}
