import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';

/**
 * The connection as the driver sees it, on either engine (the embedded one runs in a worker
 * thread behind the same driver): what a request leaves behind must not reach the next one.
 */
let database: Database;
const pool = () => (database.db as unknown as { $client: pg.Pool }).$client;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database connections', () => {
  it('rolls back a transaction whose connection went away, and the next connection starts clean', async () => {
    const client = await pool().connect();
    await client.query('begin');
    await client.query(`insert into roles (name) values ('Rol abandonado')`);
    client.release(true);

    const next = await pool().connect();
    try {
      const status = await next.query(`select count(*)::int as n from roles where name = 'Rol abandonado'`);
      expect(status.rows[0].n).toBe(0);
      // Not inside anyone's transaction: a ROLLBACK here would warn, a SAVEPOINT would fail.
      await expect(next.query('savepoint probe')).rejects.toThrow();
    } finally {
      next.release();
    }
  });

  it('carries a statement and an answer larger than one message chunk', async () => {
    const text = 'x'.repeat(300_000);
    const result = await pool().query('select length($1::text) as n, $1::text as echo', [text]);
    expect(result.rows[0].n).toBe(300_000);
    expect(result.rows[0].echo).toBe(text);
  });

  it('answers an error and goes on serving', async () => {
    await expect(pool().query('select 1/0')).rejects.toThrow(/division by zero/);
    expect((await pool().query('select 2 as n')).rows[0].n).toBe(2);
  });
});
