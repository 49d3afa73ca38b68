import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@vitrina/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { openTestDatabase } from '../../../test/test-database';
import { matchingAgency, matchingAlertIds } from '../../modules/buyer-alerts/public';
import { queryRow, queryRows } from '../query';
import { agencies, permissions, rolePermissions, roles, users } from '../schema';
import { seed } from '.';
import { DEMO_PASSWORD } from './demo';

const count = async (db: TestApp['context']['database']['db'], table: string) =>
  Number(
    (await queryRow<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))!.n,
  );

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.context.database.db, { seedDemo: true, admin: undefined });
  });
  afterAll(() => t.close());

  it('creates the documented accounts, dealerships and packages', async () => {
    const db = t.context.database.db;
    // The six demo accounts and two registrations awaiting their dealership.
    expect(await count(db, 'users')).toBe(8);
    expect(await count(db, 'mail_outbox')).toBe(4);
    expect(await count(db, 'agencies')).toBe(4);
    expect(await count(db, 'packages')).toBe(3);
    expect(await count(db, 'permissions')).toBe(PERMISSIONS.length);
    const statuses = (await db.select({ status: agencies.membership_status }).from(agencies)).map(
      (a) => a.status,
    );
    expect(statuses).toContain('Suspendido');
  });

  it('is idempotent', async () => {
    const db = t.context.database.db;
    await seed(db, { seedDemo: true, admin: undefined });
    expect(await count(db, 'users')).toBe(8);
    expect(await count(db, 'mail_outbox')).toBe(4);
    expect(await count(db, 'agencies')).toBe(4);
    expect(await count(db, 'buyer_alerts')).toBe(10);
    expect(await count(db, 'role_permissions')).toBe(
      Object.values(DEFAULT_ROLE_PERMISSIONS).reduce((sum, names) => sum + names.length, 0),
    );
  });

  it('leaves buyer alerts the lots match, and two that no lot does', async () => {
    const db = t.context.database.db;
    const matched = new Set<number>();
    for (const { id } of await db.select({ id: agencies.id }).from(agencies)) {
      const agency = (await matchingAgency(db, id))!;
      for (const alert of (await matchingAlertIds(db, agency, { offset: 0, limit: 25 })).ids)
        matched.add(alert);
    }
    const cheap = await queryRows<{ id: number }>(
      db,
      sql`select id from buyer_alerts where external_id in ('demo-9', 'demo-10')`,
    );
    expect(matched.size).toBeGreaterThanOrEqual(5);
    expect(cheap.filter((row) => matched.has(row.id))).toEqual([]);
  });

  it('leaves a permission an administrator removed from a role removed', async () => {
    const db = t.context.database.db;
    const [role] = await db.select().from(roles).where(eq(roles.name, 'Gerente'));
    const [permission] = await db.select().from(permissions).where(eq(permissions.name, 'read users'));
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, role!.id), eq(rolePermissions.permission_id, permission!.id)));
    await seed(db, { seedDemo: true, admin: undefined });
    const still = await db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role_id, role!.id), eq(rolePermissions.permission_id, permission!.id)));
    expect(still).toHaveLength(0);
  });

  it('lets the demo manager sign in and see both dealerships and the bell', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      payload: { email: 'gerente@vitrina.mx', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/mi-vitrina/auth/profile',
      headers: { authorization: `Bearer ${json<{ data: string }>(login).data}` },
    });
    const data = json<{
      data: { agencies: { name: string; waba_id: string | null }[]; fb_lead_notifications: unknown[] };
    }>(profile).data;
    expect(data.agencies.map((a) => a.name)).toEqual(['Del Valle Polanco', 'Del Valle Satélite Seminuevos']);
    expect(data.agencies.some((a) => a.waba_id)).toBe(true);
    expect(data.fb_lead_notifications).toHaveLength(2);
  });

  it('refuses the disabled demo account', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      payload: { email: 'inactivo@vitrina.mx', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
  });
});

describe('production seed', () => {
  it('creates no demo accounts and the first Superadmin from ADMIN_EMAIL once', async () => {
    const database = await openTestDatabase();
    try {
      const db = database.db;
      await seed(db, {
        seedDemo: false,
        admin: { email: 'dueno@example.mx', password: 'Una-Clave-Larga-1' },
      });
      await seed(db, {
        seedDemo: false,
        admin: { email: 'otro@example.mx', password: 'Otra-Clave-Larga-2' },
      });
      const rows = await db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'dueno@example.mx' }]);
      expect(await count(db, 'agencies')).toBe(0);
      expect(await count(db, 'roles')).toBe(4);
    } finally {
      await database.close();
    }
  });
});

describe('demo seed: blog and tutorials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.context.database.db, { seedDemo: true, admin: undefined });
    await seed(t.context.database.db, { seedDemo: true, admin: undefined });
  });
  afterAll(() => t.close());

  it('publishes some posts, schedules one, keeps a draft, and has tutorials of both audiences, once', async () => {
    const db = t.context.database.db;
    const statuses = await queryRows(
      db,
      sql`select status, count(*)::int as n from blog_posts group by 1 order by 1`,
    );
    expect(statuses).toEqual([
      { status: 'draft', n: 1 },
      { status: 'published', n: 2 },
      { status: 'scheduled', n: 1 },
    ]);
    const audiences = await queryRows(
      db,
      sql`select audience, count(*)::int as n from tutorials group by 1 order by 1`,
    );
    expect(audiences).toEqual([
      { audience: 'dealers', n: 4 },
      { audience: 'internal', n: 3 },
    ]);
    const site = await t.app.inject({ method: 'GET', url: '/api/public/v1/blog/posts' });
    expect(site.json().meta.total).toBe(2);
  });
});
