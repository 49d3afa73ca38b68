import { ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyPayload, superadminHeaders } from '../../../test/agency-factories';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildUser, tokenFor } from '../../../test/factories';
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

interface ProfileAgency {
  id: number;
  permissions_for_package: string[];
}

describe('changing the package of an agency', () => {
  it('changes what its users may reach on their next request', async () => {
    const db = t.context.database.db;
    const agency = await buildAgency(db, { packageName: 'Premium' });
    const advisor = await buildUser(db, { role: ROLES.advisor, agencyIds: [agency.id] });
    const headers = bearer(await tokenFor(t.context, advisor.id));
    const admin = await superadminHeaders(t.context);
    const packageId = async (name: string) =>
      (await db.select().from(packages).where(eq(packages.name, name)))[0]!.id;
    const guarded = () =>
      t.app.inject({ method: 'GET', url: `/api/test/auctions?agency=${agency.id}`, headers });
    const packageOf = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/mi-vitrina/auth/profile', headers });
      expect(response.statusCode, response.body).toBe(200);
      const agencies = json<{ data: { agencies: ProfileAgency[] } }>(response).data.agencies;
      return agencies.find((entry) => entry.id === agency.id)!.permissions_for_package;
    };

    expect((await guarded()).statusCode).toBe(200);
    expect(await packageOf()).toContain('view auctions');

    const setPackage = async (name: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/mi-vitrina/agencies/${agency.id}`,
        headers: admin,
        payload: agencyPayload({ name: agency.name, package_id: name ? await packageId(name) : null }),
      });

    const toBasic = await setPackage('Básico');
    expect(toBasic.statusCode, toBasic.body).toBe(200);
    const basic = json<{ data: { permissions_for_package: string[] } }>(toBasic).data.permissions_for_package;
    expect(basic).toContain('view used vehicles');
    expect(basic).not.toContain('view auctions');
    const refused = await guarded();
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: 'El paquete de la agencia no incluye este módulo.' });
    expect(await packageOf()).toEqual(basic);

    expect((await setPackage(null)).statusCode).toBe(200);
    expect(await packageOf()).toEqual([]);

    expect((await setPackage('Premium')).statusCode).toBe(200);
    expect((await guarded()).statusCode).toBe(200);
    expect(await packageOf()).toContain('view auctions');
  });
});
