import { modelResource, type SortField } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, idFilter, nameOrder } from '../../lib/sql-fragments';

export interface ModelRow {
  id: number;
  brand_id: number;
  brand_name: string;
  name: string;
  body_id: number | null;
  body_name: string | null;
  active: boolean;
  versions_count: number;
  created_at: string;
  updated_at: string;
}

export interface ModelFilters {
  brand_id?: number | undefined;
  body_id?: number | undefined;
  active?: boolean | undefined;
}

const versionsCount = sql`(select count(*)::int from catalog_versions v where v.model_id = m.id)`;
/** A brand match goes through the brands' own index instead of OR-ing the joined column. */
const searchable = {
  name: sql`m.name`,
  brand_name: (pattern: SQL) =>
    sql`m.brand_id in (select id from catalog_brands where vitrina_unaccent(lower(name)) like ${pattern})`,
};

export function modelSource(filters: ModelFilters = {}): ListSource<SortField<typeof modelResource>> {
  return {
    select: sql`m.id, m.brand_id, b.name as brand_name, m.name, m.body_id, bo.name as body_name, m.active,
      ${versionsCount} as versions_count,
      m.created_at, m.updated_at`,
    from: sql`catalog_models m
      join catalog_brands b on b.id = m.brand_id
      left join catalog_bodies bo on bo.id = m.body_id`,
    where: [
      idFilter(sql`m.brand_id`, filters.brand_id),
      idFilter(sql`m.body_id`, filters.body_id),
      activeFilter(sql`m.active`, filters.active),
    ],
    sortable: {
      name: nameOrder(sql`m.name`),
      brand_name: nameOrder(sql`b.name`),
      body_name: nameOrder(sql`bo.name`),
      versions_count: versionsCount,
      created_at: sql`m.created_at`,
      updated_at: sql`m.updated_at`,
    },
    defaultSort: modelResource.defaultSort,
    tiebreaker: sql`m.id`,
    search: modelResource.search.map((field) => searchable[field]),
  };
}

export async function findModel(db: Db | Tx, id: number): Promise<ModelRow | undefined> {
  const source = modelSource();
  return queryRow<ModelRow>(db, sql`select ${source.select} from ${source.from} where m.id = ${id}`);
}
