/** Roles of their own, a user's role, and the permissions a role holds. */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import type { Db } from '../../src/db/client';
import { permissions, rolePermissions, roles, users } from '../../src/db/schema';
import { bearer } from '../build-test-app';
import { unique } from './unique';
import { buildUser, tokenFor } from './users';

type Context = Pick<AppContext, 'tokens' | 'database'>;

/** A role of its own with exactly these permissions, so a test may edit it without touching others. */
export async function buildRole(db: Db, permissionNames: readonly string[], name = `Rol ${unique()}`) {
  const [role] = await db.insert(roles).values({ name }).returning();
  if (permissionNames.length > 0) {
    const rows = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...permissionNames]));
    await db.insert(rolePermissions).values(rows.map((p) => ({ role_id: role!.id, permission_id: p.id })));
  }
  return role!;
}

export async function setUserRole(db: Db, userId: number, roleId: number) {
  await db.update(users).set({ role_id: roleId }).where(eq(users.id, userId));
}

export async function removeRolePermission(db: Db, roleId: number, permissionName: string) {
  const [permission] = await db.select().from(permissions).where(eq(permissions.name, permissionName));
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.role_id, roleId), eq(rolePermissions.permission_id, permission!.id)));
}

export async function roleIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}

/** A new user of a role created for the test (with exactly these permissions), and their headers. */
export async function userOfNewRole(context: Context, permissionNames: readonly string[], name?: string) {
  const db = context.database.db;
  const role = await buildRole(db, permissionNames, name);
  const user = await buildUser(db);
  await setUserRole(db, user.id, role.id);
  return { role, user, headers: bearer(await tokenFor(context, user.id)) };
}
