import { packageResource, type SortField } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { packagePermissions, packages } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';
import { insertRow, lockRow, updateRow } from '../../lib/table-writes';

export interface PackageRow {
  id: number;
  name: string;
  description: string;
  monthly_price_cents: number;
  used_vehicle_limit: number;
  new_vehicle_limit: number;
  permissions: string[];
  agencies_count: number;
  created_at: string;
  updated_at: string;
}

const agenciesCount = sql`(select count(*)::int from agencies a where a.package_id = p.id and a.deleted_at is null)`;
const searchable = { name: sql`p.name`, description: sql`p.description` };

export function packageSource(): ListSource<SortField<typeof packageResource>> {
  return {
    select: sql`p.id, p.name, p.description, p.monthly_price_cents, p.used_vehicle_limit, p.new_vehicle_limit,
      array(select pp.permission from package_permissions pp where pp.package_id = p.id
             order by pp.permission) as permissions,
      ${agenciesCount} as agencies_count,
      p.created_at, p.updated_at`,
    from: sql`packages p`,
    sortable: {
      name: nameOrder(sql`p.name`),
      monthly_price: sql`p.monthly_price_cents`,
      used_vehicle_limit: sql`p.used_vehicle_limit`,
      new_vehicle_limit: sql`p.new_vehicle_limit`,
      agencies_count: agenciesCount,
      created_at: sql`p.created_at`,
    },
    defaultSort: packageResource.defaultSort,
    tiebreaker: sql`p.id`,
    search: packageResource.search.map((field) => searchable[field]),
  };
}

/** Pesos at the edge, centavos in the database. */
export function toPackage(row: PackageRow) {
  const { monthly_price_cents, ...rest } = row;
  return { ...rest, monthly_price: monthly_price_cents / 100 };
}

export async function findPackage(db: Db | Tx, id: number): Promise<PackageRow | undefined> {
  const source = packageSource();
  return queryRow<PackageRow>(db, sql`select ${source.select} from ${source.from} where p.id = ${id}`);
}

/** The stored row and its permissions, locked until the transaction ends (the audit's "before"). */
export async function lockPackage(tx: Tx, id: number) {
  const row = await lockRow(tx, packages, id);
  if (!row) return undefined;
  return { ...row, permissions: await permissionsOf(tx, id) };
}

async function permissionsOf(tx: Tx, id: number): Promise<string[]> {
  const rows = await tx
    .select({ permission: packagePermissions.permission })
    .from(packagePermissions)
    .where(eq(packagePermissions.package_id, id))
    .orderBy(packagePermissions.permission);
  return rows.map((row) => row.permission);
}

export interface PackageWrite {
  name: string;
  description: string;
  monthly_price_cents: number;
  used_vehicle_limit: number;
  new_vehicle_limit: number;
  permissions: string[];
}

/** Writes the row and replaces its permissions: every agency of the package follows on its next request. */
export async function savePackage(tx: Tx, id: number | undefined, input: PackageWrite) {
  const { permissions, ...values } = input;
  const row = id ? await updateRow(tx, packages, id, values) : await insertRow(tx, packages, values);
  await tx.delete(packagePermissions).where(eq(packagePermissions.package_id, row.id));
  if (permissions.length > 0) {
    await tx
      .insert(packagePermissions)
      .values(permissions.map((permission) => ({ package_id: row.id, permission })));
  }
  return { ...row, permissions };
}

/** Agencies (not deleted) that have the package. */
export async function countAgenciesOfPackage(db: Db | Tx, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from agencies where package_id = ${id} and deleted_at is null`,
  );
  return row?.n ?? 0;
}

export async function packageOptions(db: Db | Tx) {
  return queryRows<{ label: string; value: number }>(
    db,
    sql`select name as label, id as value from packages p order by ${nameOrder(sql`p.name`)}, p.id`,
  );
}
