/**
 * What the principals need to stay who they are, read once and put back after every successful
 * write: a fuzzed request may take grants from the Superadmin role, change a principal's role or
 * deactivate the Gerente, which would blind every route tested after it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { FuzzWorld } from './world';

type Rows<T> = { rows: T[] };

export interface Powers {
  users: { id: number; role_id: number }[];
  grants: { role_id: number; permission_id: number }[];
}

export async function readPowers(db: Db, world: FuzzWorld): Promise<Powers> {
  const ids = sql.join(
    Object.values(world.users).map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as Rows<T>).rows;
  const users = await rows<{ id: number; role_id: number }>(
    sql`select id, role_id from users where id in (${ids})`,
  );
  const roleIds = sql.join(
    users.map((u) => sql`${u.role_id}`),
    sql`, `,
  );
  return {
    users,
    grants: await rows(
      sql`select role_id, permission_id from role_permissions where role_id in (${roleIds})`,
    ),
  };
}

/**
 * Puts the principals back: active, in their role, with their role's grants, the Gerente linked
 * to A, A active. Run after every successful write, as one statement (its parts see the same
 * snapshot and touch different rows): a transaction of four took six round trips to the embedded
 * engine, a tenth of the fuzz test's database time.
 */
export async function restorePowers(db: Db, world: FuzzWorld, powers: Powers): Promise<void> {
  const json = (rows: object[]) => sql`${JSON.stringify(rows)}::json`;
  await db.execute(sql`
    with restored_users as (
      update users u set status = 1, deleted_at = null, role_id = v.role_id
        from json_to_recordset(${json(powers.users)}) as v(id int, role_id int) where u.id = v.id
      returning 1),
    restored_grants as (
      insert into role_permissions (role_id, permission_id)
      select role_id, permission_id from json_to_recordset(${json(powers.grants)})
          as v(role_id int, permission_id int) on conflict do nothing
      returning 1),
    restored_agency as (
      update agencies set deleted_at = null, membership_status = 'Activo' where id = ${world.agencyA}
      returning 1),
    restored_link as (
      insert into agency_user (agency_id, user_id) values (${world.agencyA}, ${world.users.gerenteA})
      on conflict do nothing
      returning 1)
    select 1`);
}
