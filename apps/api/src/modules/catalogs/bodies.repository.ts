import { bodyResource, type SortField } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, nameOrder } from '../../lib/sql-fragments';

export interface BodyRow {
  id: number;
  name: string;
  icon_path: string | null;
  active: boolean;
  models_count: number;
  created_at: string;
  updated_at: string;
}

const modelsCount = sql`(select count(*)::int from catalog_models m where m.body_id = bo.id)`;
const searchable = { name: sql`bo.name` };

export function bodySource(
  filters: { active?: boolean | undefined } = {},
): ListSource<SortField<typeof bodyResource>> {
  return {
    select: sql`bo.id, bo.name, bo.icon_path, bo.active, ${modelsCount} as models_count,
      bo.created_at, bo.updated_at`,
    from: sql`catalog_bodies bo`,
    where: [activeFilter(sql`bo.active`, filters.active)],
    sortable: {
      name: nameOrder(sql`bo.name`),
      models_count: modelsCount,
      created_at: sql`bo.created_at`,
      updated_at: sql`bo.updated_at`,
    },
    defaultSort: bodyResource.defaultSort,
    tiebreaker: sql`bo.id`,
    search: bodyResource.search.map((field) => searchable[field]),
  };
}

export function toBody(row: BodyRow, publicBase: string) {
  const { icon_path, ...rest } = row;
  return { ...rest, icon: imageUrls(icon_path, publicBase) };
}

export async function findBody(db: Db | Tx, id: number): Promise<BodyRow | undefined> {
  const source = bodySource();
  return queryRow<BodyRow>(db, sql`select ${source.select} from ${source.from} where bo.id = ${id}`);
}
