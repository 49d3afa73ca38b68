import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { buildBrand } from '../../test/factories';
import { headers as headersOf } from '../../test/kits/sessions';
import { queryRows } from './query';
import { cachedRows, tablesOf } from './read-cache';
import { catalogBrands } from './schema';

/**
 * List totals and the profile are read once and kept until a write to a table they read; a
 * write made anywhere (straight in the database here) is in the very next answer.
 */
let t: TestApp;
let headers: Record<string, string>;
const BRANDS = '/api/mi-vitrina/catalogs/brands?page=1&limit=5';

beforeAll(async () => {
  t = await buildTestApp();
  headers = await headersOf(t, { role: ROLES.admin });
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const total = async () => {
  const response = await t.app.inject({ method: 'GET', url: BRANDS, headers });
  expect(response.statusCode).toBe(200);
  return json<{ meta: { total: number } }>(response).meta.total;
};

describe('read cache', () => {
  it('counts a list once, and again only after a write to a table it reads', async () => {
    await buildBrand(db());
    const first = await total();
    const reads = t.context.database.reads.reads;
    expect(await total()).toBe(first);
    expect(await total()).toBe(first);
    expect(t.context.database.reads.reads).toBe(reads);

    await buildBrand(db());
    expect(await total()).toBe(first + 1);
    await db().delete(catalogBrands).where(sql`true`);
    expect(await total()).toBe(0);
  });

  it('never serves a transaction from the cache: it sees its own writes, and they are not kept', async () => {
    const query = sql`select count(*)::int as n from catalog_brands`;
    const before = (await cachedRows<{ n: number }>(db(), query))[0]!.n;
    await db()
      .transaction(async (tx) => {
        await buildBrand(tx as never);
        expect((await cachedRows<{ n: number }>(tx, query))[0]!.n).toBe(before + 1);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await cachedRows<{ n: number }>(db(), query))[0]!.n).toBe(before);
  });

  it('does not keep a read that raced a write', async () => {
    const query = sql`select count(*)::int as n from catalog_brands where active`;
    const cache = t.context.database.reads;
    await cachedRows(db(), query);
    const inFlight = cachedRows(db(), sql`select count(*)::int as n from catalog_brands where not active`);
    cache.apply(['table:catalog_brands']);
    await inFlight;
    const reads = cache.reads;
    await cachedRows(db(), sql`select count(*)::int as n from catalog_brands where not active`);
    expect(cache.reads).toBe(reads + 1);
  });

  it('names the tables a query reads, in joins and subqueries', () => {
    expect(
      tablesOf(
        'select 1 from "agencies" a join agency_user au on au.agency_id = a.id where a.group_id in (select id from dealership_groups)',
      ).sort(),
    ).toEqual(['agencies', 'agency_user', 'dealership_groups']);
  });

  it('hears a write to every table: each one has the trigger that names it', async () => {
    const missing = await queryRows<{ table: string }>(
      db(),
      sql`select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
             and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = c.relname || '_changed')
           order by 1`,
    );
    expect(missing.map((row) => row.table)).toEqual([]);
    // And the cache knows every table by name, so no query's tables go unnoticed.
    const tables = await queryRows<{ table: string }>(
      db(),
      sql`select tablename as table from pg_tables where schemaname = 'public' order by 1`,
    );
    expect(tablesOf(tables.map((row) => row.table).join(' ')).sort()).toEqual(
      tables.map((row) => row.table).sort(),
    );
  });
});
