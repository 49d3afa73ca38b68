import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { isoTime } from '../lib/sql-fragments';
import type { Database } from './client';
import { preparedRows, queryRow, queryRows } from './query';
import { isoInstant } from './rows';

/**
 * Repositories read rows through queryRows and preparedRows (rows.ts builds them from arrays);
 * they must get what Drizzle's own `execute` gave: the same keys in the same order and the same
 * values of every type, on both engines, also inside a transaction; but a timestamptz, which
 * arrives as the ISO instant `isoTime` writes in SQL.
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const EVERY_TYPE = sql`select 1::int as int4, 9007199254740993::bigint as int8, 2.50::numeric as numeric,
  1.5::float8 as float8, true as bool, 'año'::text as text, null::text as nothing,
  '{"a":[1,{"b":null}]}'::jsonb as jsonb, '[1,2]'::json as json,
  '2026-11-28 17:40:44.123456+00'::timestamptz as timestamptz, '2026-11-28 17:40:44'::timestamp as timestamp,
  '2026-11-28'::date as date, '1 day 02:00:00'::interval as interval,
  array[1, 2]::int[] as ints, array['a', null]::text[] as texts, array['2026-01-01']::date[] as dates,
  array[1.5]::numeric[] as numerics, '\\x0102'::bytea as bytes, 'a' as repeated, 'b' as repeated,
  'own' as "__proto__", 'last' as "constructor"`;

const drizzleRows = async (query = EVERY_TYPE) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('rows read by the repositories', () => {
  it('have the keys, order and values Drizzle gave, for every column type', async () => {
    const [given] = await drizzleRows();
    const [formatted] = await drizzleRows(
      sql`select ${isoTime(sql`'2026-11-28 17:40:44.123456+00'::timestamptz`)} as timestamptz`,
    );
    const expected = [{ ...given, timestamptz: formatted!.timestamptz }];
    expect(expected[0]!.timestamptz).toBe('2026-11-28T17:40:44.123Z');
    for (const rows of [
      await queryRows(database.db, EVERY_TYPE),
      await preparedRows(database.db, EVERY_TYPE),
    ]) {
      expect(rows).toHaveLength(1);
      const [row] = rows as Record<string, unknown>[];
      expect(Object.keys(row!)).toEqual(Object.keys(expected[0]!));
      expect(row).toEqual(expected[0]);
    }
  });

  it('read a timestamptz as the text isoTime writes, whatever its fraction, and the other date types as sent', async () => {
    const instants = [
      '2026-11-28 17:40:44.999999+00',
      '2026-11-28 17:40:44.5+00',
      '2026-11-28 17:40:44.05+00',
      '2026-11-28 17:40:44.000001+00',
      '2026-11-28 17:40:44+00',
      '2026-11-28 23:59:59.9995-06',
      '0001-01-01 00:00:00+00',
      '12345-06-07 08:09:10.11+00',
    ];
    for (const instant of instants) {
      const [row] = await queryRows<{ read: string; formatted: string }>(
        database.db,
        sql`select ${instant}::timestamptz as read, ${isoTime(sql`${instant}::timestamptz`)} as formatted`,
      );
      expect(row!.read, instant).toBe(row!.formatted);
    }
    expect(isoInstant('infinity')).toBe('infinity');
    const [days] = await queryRows<{ date: string; timestamp: string }>(
      database.db,
      sql`select '2026-02-03'::date as date, '2026-02-03 04:05:06.7'::timestamp as timestamp`,
    );
    expect(days).toEqual({ date: '2026-02-03', timestamp: '2026-02-03 04:05:06.7' });
  });

  it('keep a column called __proto__ as an own value, not the prototype', async () => {
    const row = (await queryRow<Record<string, unknown>>(database.db, EVERY_TYPE))!;
    expect(Object.hasOwn(row, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row.repeated).toBe('b');
    expect(row.constructor).toBe('last');
  });

  it('read many rows, none, and inside a transaction what it wrote', async () => {
    const many = sql`select g as n, 'r' || g as label from generate_series(1, 500) g`;
    expect(await queryRows(database.db, many)).toEqual(await drizzleRows(many));
    expect(await queryRows(database.db, sql`select 1 as n where false`)).toEqual([]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table rows_probe (id int) on commit drop`);
      expect(await queryRows(tx, sql`insert into rows_probe values (1), (2) returning id`)).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
      expect(await preparedRows(tx, sql`select count(*)::int as n from rows_probe`)).toEqual([{ n: 2 }]);
    });
  });

  it("send a transaction's queries one after another, even when asked at once", async () => {
    await database.db.transaction(async (tx) => {
      type Query = (...args: unknown[]) => Promise<unknown>;
      const client = (tx as unknown as { _: { session: { client: { query: Query } } } })._.session.client;
      // How many queries the connection had been given and not yet answered, at the most.
      let running = 0;
      let most = 0;
      const query = client.query;
      client.query = (...args) => {
        most = Math.max(most, ++running);
        return query.apply(client, args).finally(() => running--);
      };
      try {
        const asked = [1, 2, 3].map(async (n) => {
          const [row] = await queryRows<{ n: number }>(
            tx,
            sql`select ${n}::int as n, pg_sleep(0.01)::text as slept`,
          );
          return row!.n;
        });
        expect(await Promise.all(asked)).toEqual([1, 2, 3]);
        expect(most).toBe(1);
      } finally {
        client.query = query;
      }
    });
  });

  it('plan a page marked planOnce once per connection on PostgreSQL, and every other query at each run', async () => {
    // The marker is split in the lookup so that the lookup does not find itself.
    const page = sql`select g /* plan-once probe */ from generate_series(1, 100) g where g > ${10} order by g limit 3`;
    const plans = async (planOnce: boolean) =>
      (
        await preparedRows<{ generic: number; custom: number }>(
          database.db,
          sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
               where statement like ${'%plan-once'} || ' probe%'`,
          { planOnce },
        )
      )[0];
    for (const planOnce of [true, false]) {
      // One after another: each pool lends the connection it was given back.
      for (let run = 0; run < 3; run++) {
        expect(await preparedRows(database.db, page, { planOnce })).toEqual([
          { g: 11 },
          { g: 12 },
          { g: 13 },
        ]);
      }
      const counted = await plans(planOnce);
      // Runs of the one plan made for the statement (generic), runs each planned anew (custom).
      if (database.driver === 'postgres' && planOnce) expect(counted).toEqual({ generic: 3, custom: 0 });
      else expect(counted).toMatchObject({ generic: 0, custom: planOnce ? 3 : expect.any(Number) });
    }
    // A transaction plans every query, planOnce or not: it keeps its own connection.
    await database.db.transaction(async (tx) => {
      expect(await preparedRows(tx, page, { planOnce: true })).toEqual([{ g: 11 }, { g: 12 }, { g: 13 }]);
    });
  });
});
