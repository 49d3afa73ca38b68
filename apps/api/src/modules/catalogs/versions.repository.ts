import { type Fuel, type SortField, type Transmission, versionResource } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, nameOrder } from '../../lib/sql-fragments';

export interface VersionRow {
  id: number;
  model_id: number;
  name: string;
  transmission: Transmission;
  fuel: Fuel;
  active: boolean;
  years_count: number;
  created_at: string;
  updated_at: string;
}

const yearsCount = sql`(select count(*)::int from catalog_years y where y.version_id = v.id)`;
const searchable = { name: sql`v.name` };

/** The versions of one model. */
export function versionSource(
  modelId: number,
  filters: { active?: boolean | undefined } = {},
): ListSource<SortField<typeof versionResource>> {
  return {
    select: sql`v.id, v.model_id, v.name, v.transmission, v.fuel, v.active, ${yearsCount} as years_count,
      v.created_at, v.updated_at`,
    from: sql`catalog_versions v`,
    where: [sql`v.model_id = ${modelId}`, activeFilter(sql`v.active`, filters.active)],
    sortable: {
      name: nameOrder(sql`v.name`),
      transmission: sql`v.transmission`,
      fuel: sql`v.fuel`,
      years_count: yearsCount,
      created_at: sql`v.created_at`,
      updated_at: sql`v.updated_at`,
    },
    defaultSort: versionResource.defaultSort,
    tiebreaker: sql`v.id`,
    search: versionResource.search.map((field) => searchable[field]),
  };
}

/** A version of that model; one of another model is not found. */
export async function findVersion(db: Db | Tx, modelId: number, id: number): Promise<VersionRow | undefined> {
  const source = versionSource(modelId);
  return queryRow<VersionRow>(
    db,
    sql`select ${source.select} from ${source.from} where v.model_id = ${modelId} and v.id = ${id}`,
  );
}
