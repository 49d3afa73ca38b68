import { agencyResource, type profileAnswer, ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { agencyPayload, buildAgency } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { packages } from '../../db/schema';

/**
 * PRODUCT.md: changing an agency's package changes its permissions_for_package at once — the
 * menu (the profile) and the server's package checks follow on the very next request.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get(
      '/api/test/auctions',
      {
        config: {
          access: {
            permission: 'read active-auctions',
            packagePermission: 'view auctions',
            scope: { agency: 'query' },
          },
        },
      },
      async () => ({ ok: true }),
    );
  });
});
afterAll(() => t.close());

describe('changing the package of an agency', () => {
  it('changes what its users may reach on their next request', async () => {
    const db = t.context.database.db;
    const agency = await buildAgency(db, { packageName: 'Premium' });
    const advisor = as(t, { role: ROLES.advisor, agencies: [agency.id] });
    const admin = as(t, 'superadmin').on(agencyResource);
    const packageId = async (name: string) =>
      (await db.select().from(packages).where(eq(packages.name, name)))[0]!.id;
    const guarded = () => advisor.get('/api/test/auctions', { agency: agency.id });
    const packageOf = async () => {
      const response = await advisor.get<typeof profileAnswer>('/api/mi-vitrina/auth/profile');
      expect(response.status, response.raw.body).toBe(200);
      const agencies = response.body.data.agencies;
      return agencies.find((entry) => entry.id === agency.id)!.permissions_for_package;
    };

    expect((await guarded()).status).toBe(200);
    expect(await packageOf()).toContain('view auctions');

    const setPackage = async (name: string | null) =>
      admin.update(
        agency.id,
        agencyPayload({ name: agency.name, package_id: name ? await packageId(name) : null }),
      );

    const toBasic = await setPackage('Básico');
    expect(toBasic.status, toBasic.raw.body).toBe(200);
    const basic = toBasic.body.data.permissions_for_package;
    expect(basic).toContain('view used vehicles');
    expect(basic).not.toContain('view auctions');
    const refused = await guarded();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'El paquete de la agencia no incluye este módulo.' });
    expect(await packageOf()).toEqual(basic);

    expect((await setPackage(null)).status).toBe(200);
    expect(await packageOf()).toEqual([]);

    expect((await setPackage('Premium')).status).toBe(200);
    expect((await guarded()).status).toBe(200);
    expect(await packageOf()).toContain('view auctions');
  });
});
