import { ROLES, SUSPENDED } from '@vitrina/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildAgency,
  buildRole,
  buildUser,
  disableUser,
  grantUserPermission,
  removeRolePermission,
  setUserRole,
  tokenFor,
} from '../../../test/factories';
import { agencies, agencyUser, packagePermissions, users } from '../../db/schema';

/**
 * The principal cache through the real app: a signed-in user's requests are authorised from one
 * read, and every kind of write to what authorises them — made straight in the database, as
 * another tool or a migration would — takes effect on the very next request.
 */
let t: TestApp;
const PROFILE = '/api/mi-vitrina/auth/profile';
const GATED = '/api/test/gated';
const PACKAGED = '/api/test/packaged';

beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get(GATED, { config: { access: { permission: 'list inventory', scope: 'platform' } } }, async () => ({
      ok: true,
    }));
    app.get(
      PACKAGED,
      {
        config: {
          access: {
            permission: null,
            packagePermission: 'view auctions',
            membership: true,
            scope: { agency: 'query' },
          },
        },
      },
      async () => ({ ok: true }),
    );
  });
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const reads = () => t.app.principals.reads.principals;

/** A fresh user and token whose principal is already cached (a second request read nothing). */
async function cachedUser(role: string[] = ['list inventory'], agencyIds: number[] = []) {
  const roleRow = await buildRole(db(), role);
  const user = await buildUser(db(), { agencyIds });
  await setUserRole(db(), user.id, roleRow.id);
  const token = await tokenFor(t.context, user.id);
  expect((await get(GATED, token)).statusCode).toBe(role.includes('list inventory') ? 200 : 403);
  const before = reads();
  await get(GATED, token);
  expect(reads()).toBe(before);
  return { user, role: roleRow, token };
}

describe('principal cache', () => {
  it('authorises a signed-in user from one read until something changes', async () => {
    const { token } = await cachedUser();
    const before = reads();
    for (let i = 0; i < 5; i++) expect((await get(PROFILE, token)).statusCode).toBe(200);
    expect(reads()).toBe(before);
  });

  it("takes a role's removed permission away on the next request", async () => {
    const { role, token } = await cachedUser();
    await removeRolePermission(db(), role.id, 'list inventory');
    expect((await get(GATED, token)).statusCode).toBe(403);
  });

  it('gives a permission granted to the user on the next request', async () => {
    const { user, token } = await cachedUser([]);
    await grantUserPermission(db(), user.id, 'list inventory');
    expect((await get(GATED, token)).statusCode).toBe(200);
  });

  it("applies a user's new role on the next request", async () => {
    const { user, token } = await cachedUser();
    const empty = await buildRole(db(), []);
    await setUserRole(db(), user.id, empty.id);
    expect((await get(GATED, token)).statusCode).toBe(403);
  });

  it('refuses a deactivated user, a deleted one and a raised token version on the next request', async () => {
    const disabled = await cachedUser();
    await disableUser(db(), disabled.user.id);
    expect((await get(GATED, disabled.token)).statusCode).toBe(401);

    const deleted = await cachedUser();
    await db().update(users).set({ deleted_at: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await get(GATED, deleted.token)).statusCode).toBe(401);

    const versioned = await cachedUser();
    await db()
      .update(users)
      .set({ token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, versioned.user.id));
    expect((await get(GATED, versioned.token)).statusCode).toBe(401);
  });

  it('refuses a token signed out through the API on the next request', async () => {
    const { token } = await cachedUser();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await get(PROFILE, token)).statusCode).toBe(401);
  });

  it("follows a user's dealerships, their membership and their package on the next request", async () => {
    const agency = await buildAgency(db());
    const { user, token } = await cachedUser([], [agency.id]);
    const packaged = `${PACKAGED}?agency=${agency.id}`;
    expect((await get(packaged, token)).statusCode).toBe(200);
    const before = t.app.principals.reads.agencies;
    expect((await get(packaged, token)).statusCode).toBe(200);
    expect(t.app.principals.reads.agencies).toBe(before);

    await db().update(agencies).set({ membership_status: SUSPENDED }).where(eq(agencies.id, agency.id));
    expect((await get(packaged, token)).statusCode).toBe(403);
    await db().update(agencies).set({ membership_status: 'Activo' }).where(eq(agencies.id, agency.id));
    expect((await get(packaged, token)).statusCode).toBe(200);

    const [row] = await db()
      .select({ package_id: agencies.package_id })
      .from(agencies)
      .where(eq(agencies.id, agency.id));
    await db()
      .delete(packagePermissions)
      .where(
        and(
          eq(packagePermissions.package_id, row!.package_id!),
          eq(packagePermissions.permission, 'view auctions'),
        ),
      );
    expect((await get(packaged, token)).statusCode).toBe(403);

    await db().delete(agencyUser).where(eq(agencyUser.user_id, user.id));
    expect((await get(packaged, token)).statusCode).toBe(403);
  });

  it('keeps nothing read while a change came in, and reads again after it', async () => {
    const { user, token } = await cachedUser();
    const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
    t.app.principals.apply([`principal:user:${user.id}`]);
    const before = reads();
    const inFlight = t.app.principals.principalRow(user.id, jti);
    t.app.principals.apply([`principal:user:${user.id}`]);
    await inFlight;
    await t.app.principals.principalRow(user.id, jti);
    expect(reads()).toBe(before + 2);
  });

  it('reads the database on every request while it is not trusted', async () => {
    const { token } = await cachedUser();
    t.app.principals.trust(false);
    try {
      const before = reads();
      await get(GATED, token);
      await get(GATED, token);
      expect(reads()).toBe(before + 2);
    } finally {
      t.app.principals.trust(true);
    }
  });
});

describe('the admin of roles', () => {
  it('is not affected by a change to someone else', async () => {
    const admin = await buildUser(db(), { role: ROLES.superadmin });
    const token = await tokenFor(t.context, admin.id);
    await get(PROFILE, token);
    const before = reads();
    const other = await buildUser(db());
    await disableUser(db(), other.id);
    await get(PROFILE, token);
    expect(reads()).toBe(before);
  });
});
