import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { queryRow } from '../db/query';
import { termKeys } from './search-keys';

/**
 * A dealership's search finds a row only if the row's keys (vitrina_trigram_keys, written by
 * PostgreSQL) hold every key of the term (termKeys, written here): for any term, its keys must be
 * among those of the text the search compares, the term normalized as the search normalizes it.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const TERMS = [
  'versa',
  'Nissan Versa 2021',
  'JeTTa  CLÁSICO',
  'Ñandú ñoño',
  'cx-30',
  '3MZ0C4A40RM004800',
  'ESC-4800',
  'a-101/b',
  '50%_off\\now',
  'İstanbul Kelvin',
  'ab',
  '',
];

describe('termKeys', () => {
  it.each(TERMS)('writes for %j only keys the normalized term holds', async (term) => {
    const row = await queryRow<{ keys: string[] }>(
      database.db,
      sql`select vitrina_trigram_keys(7, vitrina_unaccent(lower(${term}))) as keys`,
    );
    const keys = termKeys(7, term);
    expect(row!.keys).toEqual(expect.arrayContaining(keys));
    expect(keys.every((key) => /^7:[a-z0-9]{3}$/.test(key))).toBe(true);
  });

  it('keeps every key of a plain term, and none of a term without three letters or digits together', () => {
    expect(termKeys(12, 'Versa').sort()).toEqual(['12:ers', '12:rsa', '12:ver']);
    expect(termKeys(12, 'cx-30 ab')).toEqual([]);
    expect(termKeys(12, 'Clásico').sort()).toEqual(['12:ico', '12:sic']);
  });
});
