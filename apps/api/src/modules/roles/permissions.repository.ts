import { isCodePermission, permissionResource, type SortField } from '@vitrina/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { permissions, rolePermissions } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';

export interface PermissionRow {
  id: number;
  name: string;
  module: string;
  description: string;
  roles_count: number;
  created_at: string;
  updated_at: string;
}

const rolesCount = sql`(select count(*)::int from role_permissions rp where rp.permission_id = p.id)`;
const searchable = { name: sql`p.name`, module: sql`p.module`, description: sql`p.description` };

export function permissionSource(
  filters: { module?: string | undefined } = {},
): ListSource<SortField<typeof permissionResource>> {
  return {
    select: sql`p.id, p.name, p.module, p.description, ${rolesCount} as roles_count,
      p.created_at, p.updated_at`,
    from: sql`permissions p`,
    where: [filters.module ? sql`p.module = ${filters.module}` : undefined],
    sortable: {
      name: sql`p.name`,
      module: sql`p.module`,
      roles_count: rolesCount,
      created_at: sql`p.created_at`,
      updated_at: sql`p.updated_at`,
    },
    // Ties within a module fall to the id: the catalogue's own order (read, create, update, delete).
    defaultSort: permissionResource.defaultSort,
    tiebreaker: sql`p.id`,
    search: permissionResource.search.map((field) => searchable[field]),
  };
}

export function toPermission(row: PermissionRow) {
  return { ...row, built_in: isCodePermission(row.name) };
}

export async function findPermission(db: Db | Tx, id: number): Promise<PermissionRow | undefined> {
  const source = permissionSource();
  return queryRow<PermissionRow>(db, sql`select ${source.select} from ${source.from} where p.id = ${id}`);
}

export async function permissionModules(db: Db): Promise<{ module: string; count: number }[]> {
  return queryRows(db, sql`select module, count(*)::int as count from permissions group by module`);
}

// A role's grants -----------------------------------------------------------------------------
export interface GrantRow {
  id: number;
  name: string;
  module: string;
  description: string;
  granted: boolean;
}

/** Every permission, marked with whether the role holds it, in the catalogue's order. */
export async function permissionsWithGrants(db: Db | Tx, roleId: number): Promise<GrantRow[]> {
  return queryRows<GrantRow>(
    db,
    sql`select p.id, p.name, p.module, p.description,
               exists (select 1 from role_permissions rp
                        where rp.role_id = ${roleId} and rp.permission_id = p.id) as granted
          from permissions p
         order by p.id`,
  );
}

export async function permissionsByName(db: Db | Tx, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
}

/** Makes `ids` exactly the role's grants: removes the others, adds the missing ones. */
export async function replaceGrants(tx: Tx, roleId: number, ids: readonly number[]): Promise<void> {
  await tx
    .delete(rolePermissions)
    .where(
      ids.length > 0
        ? and(eq(rolePermissions.role_id, roleId), notInArray(rolePermissions.permission_id, [...ids]))
        : eq(rolePermissions.role_id, roleId),
    );
  if (ids.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(ids.map((permission_id) => ({ role_id: roleId, permission_id })))
      .onConflictDoNothing();
  }
}

/** The names a role holds, sorted the same on every database (what the audit log records). */
export async function grantNames(db: Db | Tx, roleId: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
         where rp.role_id = ${roleId}`,
  );
  return rows.map((row) => row.name).sort();
}
