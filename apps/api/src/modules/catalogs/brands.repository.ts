import { brandResource, type SortField } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, nameOrder } from '../../lib/sql-fragments';

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  logo_path: string | null;
  active: boolean;
  models_count: number;
  created_at: string;
  updated_at: string;
}

const modelsCount = sql`(select count(*)::int from catalog_models m where m.brand_id = b.id)`;
const searchable = { name: sql`b.name`, slug: sql`b.slug` };

export function brandSource(
  filters: { active?: boolean | undefined } = {},
): ListSource<SortField<typeof brandResource>> {
  return {
    select: sql`b.id, b.name, b.slug, b.logo_path, b.active, ${modelsCount} as models_count,
      b.created_at, b.updated_at`,
    from: sql`catalog_brands b`,
    where: [activeFilter(sql`b.active`, filters.active)],
    sortable: {
      name: nameOrder(sql`b.name`),
      slug: sql`b.slug`,
      models_count: modelsCount,
      created_at: sql`b.created_at`,
      updated_at: sql`b.updated_at`,
    },
    defaultSort: brandResource.defaultSort,
    tiebreaker: sql`b.id`,
    search: brandResource.search.map((field) => searchable[field]),
  };
}

export function toBrand(row: BrandRow, publicBase: string) {
  const { logo_path, ...rest } = row;
  return { ...rest, logo: imageUrls(logo_path, publicBase) };
}

export async function findBrand(db: Db | Tx, id: number): Promise<BrandRow | undefined> {
  const source = brandSource();
  return queryRow<BrandRow>(db, sql`select ${source.select} from ${source.from} where b.id = ${id}`);
}
