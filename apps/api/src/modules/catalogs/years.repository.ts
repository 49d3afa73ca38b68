import { type SortField, yearResource } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { activeFilter } from '../../lib/sql-fragments';

export interface YearRow {
  id: number;
  version_id: number;
  year: number;
  /** Pesos: the table keeps centavos. */
  list_price: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** Pesos on the wire, centavos in the table (ARCHITECTURE.md "Money"). */

/** The model years of one version; newest first unless asked otherwise. */
export function yearSource(
  versionId: number,
  filters: { active?: boolean | undefined } = {},
): ListSource<SortField<typeof yearResource>> {
  return {
    select: sql`y.id, y.version_id, y.year::int as year, (y.list_price_cents::float8 / 100) as list_price, y.active,
      y.created_at, y.updated_at`,
    from: sql`catalog_years y`,
    where: [sql`y.version_id = ${versionId}`, activeFilter(sql`y.active`, filters.active)],
    sortable: {
      year: sql`y.year`,
      list_price: sql`y.list_price_cents`,
      created_at: sql`y.created_at`,
      updated_at: sql`y.updated_at`,
    },
    defaultSort: yearResource.defaultSort,
    tiebreaker: sql`y.id`,
    // A year has no text to search (yearResource.search is empty).
    search: [],
  };
}

/** A year of that version; one of another version is not found. */
export async function findYear(db: Db | Tx, versionId: number, id: number): Promise<YearRow | undefined> {
  const source = yearSource(versionId);
  return queryRow<YearRow>(
    db,
    sql`select ${source.select} from ${source.from} where y.version_id = ${versionId} and y.id = ${id}`,
  );
}
