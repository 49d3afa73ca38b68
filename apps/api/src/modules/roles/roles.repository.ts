import { ROLE_NAMES, roleResource, type SortField } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  users_count: number;
  permissions_count: number;
  built_in: boolean;
  created_at: string;
  updated_at: string;
}

/** Users removed (soft-deleted) no longer hold a role as far as anyone can see. */
const usersCount = sql`(select count(*)::int from users u where u.role_id = r.id and u.deleted_at is null)`;
const permissionsCount = sql`(select count(*)::int from role_permissions rp where rp.role_id = r.id)`;
const builtIn = sql`(r.name in ${list(ROLE_NAMES)})`;
const searchable = { name: sql`r.name`, description: sql`r.description` };

export function roleSource(): ListSource<SortField<typeof roleResource>> {
  return {
    select: sql`r.id, r.name, r.description, ${usersCount} as users_count,
      ${permissionsCount} as permissions_count, ${builtIn} as built_in,
      r.created_at, r.updated_at`,
    from: sql`roles r`,
    sortable: {
      name: nameOrder(sql`r.name`),
      users_count: usersCount,
      permissions_count: permissionsCount,
      created_at: sql`r.created_at`,
      updated_at: sql`r.updated_at`,
    },
    defaultSort: roleResource.defaultSort,
    tiebreaker: sql`r.id`,
    search: roleResource.search.map((field) => searchable[field]),
  };
}

export async function findRole(db: Db | Tx, id: number): Promise<RoleRow | undefined> {
  const source = roleSource();
  return queryRow<RoleRow>(db, sql`select ${source.select} from ${source.from} where r.id = ${id}`);
}

export async function countUsersOfRole(db: Db | Tx, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where role_id = ${id} and deleted_at is null`,
  );
  return row?.n ?? 0;
}

export async function roleOptions(db: Db): Promise<{ label: string; value: number }[]> {
  return queryRows(
    db,
    sql`select name as label, id as value from roles order by ${nameOrder(sql`name`)}, id`,
  );
}
