import { PACKAGE_PERMISSIONS, ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildUser, tokenFor } from '../../../test/factories';
import { buildPackage } from '../../../test/organisation-factories';
import { agencies, auditLog, packages } from '../../db/schema';

const PACKAGES = '/api/mi-vitrina/packages';

interface Pkg {
  id: number;
  name: string;
  description: string;
  monthly_price: number;
  used_vehicle_limit: number;
  new_vehicle_limit: number;
  permissions: string[];
  agencies_count: number;
  created_at: string;
  updated_at: string;
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;
const db = () => t.context.database.db;

/** Routes guarded by a package permission, registered for this test only (no module has one yet). */
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
      async (request) => ({ scope: request.agencyScope }),
    );
  });
  const admin = await buildUser(db(), { role: ROLES.admin });
  headers = bearer(await tokenFor(t.context, admin.id));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, extra = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paquete Plata',
  description: 'Para agencias medianas',
  monthly_price: 4999.5,
  used_vehicle_limit: 60,
  new_vehicle_limit: 0,
  permissions: ['view used vehicles', 'view auctions', 'view used vehicles'],
  ...overrides,
});

const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'package'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

describe('packages', () => {
  it('creates a package: price in pesos stored as centavos, permissions sorted without repeats, audited', async () => {
    const response = await send('POST', PACKAGES, valid());
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Pkg }>(response).data;
    expect(created).toMatchObject({
      name: 'Paquete Plata',
      monthly_price: 4999.5,
      used_vehicle_limit: 60,
      new_vehicle_limit: 0,
      permissions: ['view auctions', 'view used vehicles'],
      agencies_count: 0,
    });
    const [stored] = await db().select().from(packages).where(eq(packages.id, created.id));
    expect(stored!.monthly_price_cents).toBe(499_950);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry!.after).toMatchObject({
      monthly_price_cents: 499_950,
      permissions: ['view auctions', 'view used vehicles'],
    });
  });

  it('says what is wrong with each field, in Spanish and English', async () => {
    const bad = valid({
      name: '',
      monthly_price: 10.555,
      used_vehicle_limit: -1,
      new_vehicle_limit: 2.5,
      permissions: ['view auctions', 'fly to the moon'],
    });
    const spanish = await send('POST', PACKAGES, bad);
    expect(spanish.statusCode).toBe(422);
    expect(json<Problem>(spanish).errors).toEqual({
      name: ['Este campo es obligatorio.'],
      monthly_price: ['Usa como máximo dos decimales.'],
      used_vehicle_limit: ['Debe ser mayor o igual a 0.'],
      new_vehicle_limit: ['Debe ser un número entero.'],
      permissions: ['Hay permisos de paquete que no existen. Elige solo de la lista.'],
    });
    const english = await send('POST', PACKAGES, bad, { 'accept-language': 'en' });
    expect(json<Problem>(english).errors).toMatchObject({
      monthly_price: ['Use at most two decimals.'],
      permissions: ['Some package permissions do not exist. Choose only from the list.'],
    });
    const tooDear = await send('POST', PACKAGES, valid({ name: 'Caro', monthly_price: 1_000_000.01 }));
    expect(json<Problem>(tooDear).errors).toEqual({ monthly_price: ['Debe ser menor o igual a 1000000.'] });
  });

  it('refuses a name already used, ignoring case and accents', async () => {
    const spanish = await send('POST', PACKAGES, valid({ name: 'basico' }));
    expect(spanish.statusCode).toBe(422);
    expect(json<Problem>(spanish).errors).toEqual({ name: ['Ya existe un paquete con ese nombre.'] });
    const english = await send('POST', PACKAGES, valid({ name: 'PREMIUM' }), { 'accept-language': 'en' });
    expect(json<Problem>(english).errors).toEqual({ name: ['A package with that name already exists.'] });
  });

  it('edits a package and audits before and after', async () => {
    const pkg = await buildPackage(db(), { name: 'Paquete Bronce', permissions: ['view tutorials'] });
    const response = await send(
      'PUT',
      `${PACKAGES}/${pkg.id}`,
      valid({ name: 'Paquete Bronce', monthly_price: 1200, permissions: ['view meta catalogs'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Pkg }>(response).data).toMatchObject({
      monthly_price: 1200,
      permissions: ['view meta catalogs'],
    });
    const read = await send('GET', `${PACKAGES}/${pkg.id}`);
    expect(read.statusCode).toBe(200);
    expect(json<{ data: Pkg }>(read).data).toMatchObject({ name: 'Paquete Bronce', monthly_price: 1200 });
    const [entry] = await auditOf(pkg.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.before).toMatchObject({ monthly_price_cents: 100_000, permissions: ['view tutorials'] });
    expect(entry!.after).toMatchObject({ monthly_price_cents: 120_000, permissions: ['view meta catalogs'] });
  });

  it('refuses to delete a package agencies have, saying how many; deletes it once they have another', async () => {
    const pkg = await buildPackage(db(), { name: 'Paquete Ocupado' });
    const [one, two] = [await buildAgency(db()), await buildAgency(db())];
    await db().update(agencies).set({ package_id: pkg.id }).where(eq(agencies.id, one.id));
    await db().update(agencies).set({ package_id: pkg.id }).where(eq(agencies.id, two.id));

    const refused = await send('DELETE', `${PACKAGES}/${pkg.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json<Problem>(refused).message).toBe(
      'No se puede eliminar el paquete porque 2 agencias lo tienen contratado. Asígnales otro paquete primero.',
    );
    await db().update(agencies).set({ package_id: null }).where(eq(agencies.id, two.id));
    const english = await send('DELETE', `${PACKAGES}/${pkg.id}`, undefined, { 'accept-language': 'en' });
    expect(json<Problem>(english).message).toBe(
      'The package cannot be deleted because 1 dealership has it. Give it another package first.',
    );

    await db().update(agencies).set({ package_id: null }).where(eq(agencies.id, one.id));
    const deleted = await send('DELETE', `${PACKAGES}/${pkg.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toEqual({ message: 'Paquete eliminado.' });
    expect((await auditOf(pkg.id)).map((entry) => entry.action)).toEqual(['delete']);
  });

  it('answers 404 for unknown ids', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await send(
        method,
        `${PACKAGES}/987654`,
        method === 'PUT' ? valid({ name: 'Nada' }) : undefined,
      );
      expect(missing.statusCode, `${method} ${missing.body}`).toBe(404);
    }
  });

  it('lists with prices in pesos and agency counts; sorts by price; exports', async () => {
    const page = json<{ data: Pkg[]; meta: { total: number } }>(
      await send('GET', `${PACKAGES}?sort=monthly_price|desc&search=i`),
    );
    const names = page.data.map((row) => row.name);
    expect(names.indexOf('Premium')).toBeLessThan(names.indexOf('Profesional'));
    expect(names.indexOf('Profesional')).toBeLessThan(names.indexOf('Básico'));
    expect(page.data.find((row) => row.name === 'Premium')).toMatchObject({
      monthly_price: 17_999,
      permissions: [...PACKAGE_PERMISSIONS].sort(),
    });
    for (const sort of ['name|asc', 'agencies_count|desc']) {
      expect((await send('GET', `${PACKAGES}?sort=${encodeURIComponent(sort)}`)).statusCode).toBe(200);
    }

    const csv = await send('GET', `${PACKAGES}/export?format=csv&search=b%C3%A1sico`);
    const rows = readCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Nombre', 'Descripción', 'Precio mensual (MXN)']);
    expect(rows[1]!.slice(1, 2)).toEqual(['Básico']);
    expect(rows[1]![3]).toBe('3499');
  });

  it('GET /packages/options answers { data: [{ label, value }] } to any signed-in user', async () => {
    const agency = await buildAgency(db());
    const advisor = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const response = await t.app.inject({
      method: 'GET',
      url: `${PACKAGES}/options`,
      headers: bearer(await tokenFor(t.context, advisor.id)),
    });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { label: string; value: number }[] }>(response);
    expect(data.slice(0, 3).map((option) => option.label)).toEqual([
      'Básico',
      'Paquete Bronce',
      'Paquete Plata',
    ]);
    for (const option of data) expect(Object.keys(option).sort()).toEqual(['label', 'value']);
  });
});

describe('a package change reaches its agencies at once', () => {
  it("changes a linked user's next profile and what package-guarded routes allow", async () => {
    const pkg = await buildPackage(db(), { name: 'Paquete Subastas', permissions: ['view auctions'] });
    const agency = await buildAgency(db(), { packageName: null });
    await db().update(agencies).set({ package_id: pkg.id }).where(eq(agencies.id, agency.id));
    const manager = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    const token = bearer(await tokenFor(t.context, manager.id));
    const profile = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/mi-vitrina/auth/profile',
        headers: token,
      });
      const agencies = json<{ data: { agencies: { id: number; permissions_for_package: string[] }[] } }>(
        response,
      ).data.agencies;
      return agencies.find((entry) => entry.id === agency.id)!.permissions_for_package;
    };
    const auctions = () =>
      t.app.inject({ method: 'GET', url: `/api/test/auctions?agency=${agency.id}`, headers: token });

    expect(await profile()).toEqual(['view auctions']);
    expect((await auctions()).statusCode).toBe(200);

    const removed = await send('PUT', `${PACKAGES}/${pkg.id}`, {
      name: 'Paquete Subastas',
      monthly_price: 1000,
      used_vehicle_limit: 10,
      new_vehicle_limit: 5,
      permissions: ['view tutorials'],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<{ data: Pkg }>(removed).data.agencies_count).toBe(1);
    expect(await profile()).toEqual(['view tutorials']);
    const refused = await auctions();
    expect(refused.statusCode).toBe(403);
    expect(json<Problem>(refused).message).toBe('El paquete de la agencia no incluye este módulo.');

    await send('PUT', `${PACKAGES}/${pkg.id}`, {
      name: 'Paquete Subastas',
      monthly_price: 1000,
      used_vehicle_limit: 10,
      new_vehicle_limit: 5,
      permissions: ['view tutorials', 'view auctions'],
    });
    expect(await profile()).toEqual(['view auctions', 'view tutorials']);
    expect((await auctions()).statusCode).toBe(200);
  });
});
