import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { buildBrand } from '../../test/factories';
import { headers as headersOf } from '../../test/kits/sessions';
import { queryRows } from './query';
import { cachedRows, idLookup, lookupByIds, tablesOf } from './read-cache';
import { catalogBrands } from './schema';

const brandNames = idLookup<{ id: number; name: string }>(
  (ids) => sql`select id, name from catalog_brands where id = any(${ids})`,
);
const names = (found: ReadonlyMap<number, { name: string } | null>, ids: number[]) =>
  ids.map((id) => found.get(id)?.name ?? null);

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

  it('looks names up by id: an id seen on any page is read once, until its table is written', async () => {
    const [a, b, c] = [await buildBrand(db()), await buildBrand(db()), await buildBrand(db())];
    const cache = t.context.database.reads;
    expect(brandNames.tables).toEqual(['catalog_brands']);
    const first = cache.reads;
    expect(names(await lookupByIds(db(), brandNames, [a.id, b.id, a.id]), [a.id, b.id])).toEqual([
      a.name,
      b.name,
    ]);
    expect(cache.reads).toBe(first + 1);
    // Another page with ids already seen reads nothing; one with a new id reads only that one.
    expect(names(await lookupByIds(db(), brandNames, [b.id]), [b.id])).toEqual([b.name]);
    expect(cache.reads).toBe(first + 1);
    expect(names(await lookupByIds(db(), brandNames, [c.id, a.id]), [c.id, a.id])).toEqual([c.name, a.name]);
    expect(cache.reads).toBe(first + 2);
    // An id with no row is null, and is not read again either.
    expect((await lookupByIds(db(), brandNames, [0])).get(0)).toBeNull();
    await lookupByIds(db(), brandNames, [0, a.id]);
    expect(cache.reads).toBe(first + 3);

    await db().update(catalogBrands).set({ name: 'Marca renombrada' }).where(sql`id = ${a.id}`);
    expect(names(await lookupByIds(db(), brandNames, [a.id, b.id]), [a.id, b.id])).toEqual([
      'Marca renombrada',
      b.name,
    ]);
    expect(cache.reads).toBe(first + 4);
  });

  it('keeps an unchanging lookup whatever is written to its table', async () => {
    const slugs = idLookup<{ id: number; slug: string }>(
      (ids) => sql`select id, slug from catalog_brands where id = any(${ids})`,
      { unchanging: true },
    );
    expect(slugs.tables).toEqual([]);
    const brand = await buildBrand(db());
    const cache = t.context.database.reads;
    await lookupByIds(db(), slugs, [brand.id]);
    const reads = cache.reads;
    await db().update(catalogBrands).set({ name: 'Otra marca' }).where(sql`id = ${brand.id}`);
    expect((await lookupByIds(db(), slugs, [brand.id])).get(brand.id)?.slug).toBe(brand.slug);
    expect(cache.reads).toBe(reads);
  });

  it('looks up by id in a transaction from the transaction, and keeps nothing of it', async () => {
    const brand = await buildBrand(db());
    await lookupByIds(db(), brandNames, [brand.id]);
    await db()
      .transaction(async (tx) => {
        await tx.update(catalogBrands).set({ name: 'Solo en la transacción' }).where(sql`id = ${brand.id}`);
        expect((await lookupByIds(tx, brandNames, [brand.id])).get(brand.id)?.name).toBe(
          'Solo en la transacción',
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await lookupByIds(db(), brandNames, [brand.id])).get(brand.id)?.name).toBe(brand.name);
  });

  it('does not keep a lookup that raced a write', async () => {
    const brand = await buildBrand(db());
    const cache = t.context.database.reads;
    const inFlight = lookupByIds(db(), brandNames, [brand.id]);
    cache.apply(['table:catalog_brands']);
    await inFlight;
    const reads = cache.reads;
    await lookupByIds(db(), brandNames, [brand.id]);
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
