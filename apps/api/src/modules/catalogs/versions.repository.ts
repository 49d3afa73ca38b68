import { CATALOG_RESOURCES, type Fuel, type Transmission } from '@vitrina/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { catalogVersions } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, isoTime, nameOrder, sameName } from '../../lib/sql-fragments';

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
export function versionSource(modelId: number, filters: { active?: boolean | undefined } = {}): ListSource {
  return {
    select: sql`v.id, v.model_id, v.name, v.transmission, v.fuel, v.active, ${yearsCount} as years_count,
      ${isoTime(sql`v.created_at`)} as created_at, ${isoTime(sql`v.updated_at`)} as updated_at`,
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
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreaker: sql`v.id`,
    search: CATALOG_RESOURCES.versions.search.map((field) => searchable[field]),
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

/** The row as stored, locked until the transaction ends (the audit's "before"). */
export async function lockVersion(tx: Tx, modelId: number, id: number) {
  const [row] = await tx
    .select()
    .from(catalogVersions)
    .where(and(eq(catalogVersions.id, id), eq(catalogVersions.model_id, modelId)))
    .for('update');
  return row;
}

export async function versionExists(db: Db | Tx, id: number): Promise<boolean> {
  return (await queryRow(db, sql`select 1 as found from catalog_versions where id = ${id}`)) !== undefined;
}

/** Version names are unique within their model. */
export async function versionNameTaken(
  db: Db | Tx,
  modelId: number,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from catalog_versions
        where model_id = ${modelId} and ${sameName(sql`name`, name)} and id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export async function countYearsOfVersion(db: Db | Tx, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_years where version_id = ${id}`,
  );
  return row?.n ?? 0;
}

export interface VersionWrite {
  name: string;
  transmission: Transmission;
  fuel: Fuel;
  active: boolean;
}

export async function insertVersion(tx: Tx, modelId: number, input: VersionWrite) {
  const [row] = await tx
    .insert(catalogVersions)
    .values({ ...input, model_id: modelId })
    .returning();
  return row!;
}

export async function updateVersion(tx: Tx, id: number, input: VersionWrite) {
  const [row] = await tx
    .update(catalogVersions)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(catalogVersions.id, id))
    .returning();
  return row!;
}

export async function deleteVersion(tx: Tx, id: number): Promise<void> {
  await tx.delete(catalogVersions).where(eq(catalogVersions.id, id));
}
