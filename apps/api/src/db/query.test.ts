import { usedVehicleResource } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderClause, whereClause } from '../lib/list-query';
import { vehiclesSource } from '../modules/inventory/public';
import { compileSql, intArray, list } from './query';
import { vehicles } from './schema';

const dialect = new PgDialect();
/** Drizzle's text and parameters (its `typings` are for other drivers; node-postgres ignores them). */
const drizzle = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('compileSql', () => {
  it('writes the text and parameters Drizzle writes, for every shape of a list page', () => {
    const filters = [
      { agencyIds: null },
      { agencyIds: [3], year_from: 2019, year_to: 2023 },
      { agencyIds: [3, 4], status: 'Disponible' as const, published: false, min_days: 30, brand_id: 7 },
      { agencyIds: [] },
    ];
    for (const filter of filters)
      for (const sort of [undefined, ...usedVehicleResource.sortable.map((field) => `${field}|desc`)])
        for (const search of [undefined, "50%_o'k"]) {
          const source = vehiclesSource(filter);
          const query = sql`select ${source.select} from ${source.from} ${whereClause(source, search)}
            ${orderClause(source, sort)} limit ${25} offset ${0}`;
          expect(compileSql(query)).toEqual(drizzle(query));
        }
  });

  it('writes identifiers, value lists, arrays and nulls as Drizzle does', () => {
    const query = sql`select ${sql.identifier('a"b')} from t where id in ${list([1, 2])} and x = any(${intArray([3, 4])})
      and y is not distinct from ${null} and z in ${[5, 'six']} ${sql.raw('order by 1')}`;
    expect(compileSql(query)).toEqual(drizzle(query));
  });

  it("numbers the parameters of a fragment used again in another place, and keeps a constant fragment's text", () => {
    const constant = sql`v.price_cents / ${sql.raw('100')}`;
    const withValue = sql`v.year >= ${2019}`;
    for (const query of [
      sql`select ${constant} where ${withValue} and x = ${1}`,
      sql`select ${1}, ${constant} where y = ${2} and ${withValue}`,
      sql`select ${constant}, ${constant} where ${withValue} or ${withValue}`,
    ]) {
      expect(compileSql(query)).toEqual(drizzle(query));
    }
  });

  it('leaves tables, columns and inlined parameters to Drizzle', () => {
    for (const query of [
      sql`select ${vehicles.id} from ${vehicles} where ${vehicles.agency_id} = ${1}`,
      sql`select ${new Date(0)}`,
      sql`select 1 where x = ${'a'}`.inlineParams(),
    ]) {
      const { sql: text, params } = compileSql(query);
      expect({ sql: text, params }).toEqual(drizzle(query));
    }
  });
});
