import { PACKAGE_PERMISSIONS, packageResource, ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildAgency, buildPackage } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { agencies, packages } from '../../db/schema';

let t: TestApp;
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
});
afterAll(() => t.close());

/** An administrator's package calls, in Spanish (`.en`: in English). */
const calls = () => as(t).on(packageResource);

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paquete Plata',
  description: 'Para agencias medianas',
  monthly_price: 4999.5,
  used_vehicle_limit: 60,
  new_vehicle_limit: 0,
  permissions: ['view used vehicles', 'view auctions', 'view used vehicles'],
  ...overrides,
});

const packageAudit = (id: number) => auditOf(db(), 'package', id);

describe('packages', () => {
  it('creates a package: price in pesos stored as centavos, permissions sorted without repeats, audited', async () => {
    const response = await calls().create(valid());
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
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
    const [entry] = await packageAudit(created.id);
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
    const spanish = await calls().create(bad);
    expect(spanish.status).toBe(422);
    expect(spanish.problem.errors).toEqual({
      name: ['Este campo es obligatorio.'],
      monthly_price: ['Usa como máximo dos decimales.'],
      used_vehicle_limit: ['Debe ser mayor o igual a 0.'],
      new_vehicle_limit: ['Debe ser un número entero.'],
      permissions: ['Hay permisos de paquete que no existen. Elige solo de la lista.'],
    });
    const english = await as(t).en.on(packageResource).create(bad);
    expect(english.problem.errors).toMatchObject({
      monthly_price: ['Use at most two decimals.'],
      permissions: ['Some package permissions do not exist. Choose only from the list.'],
    });
    const tooDear = await calls().create(valid({ name: 'Caro', monthly_price: 1_000_000.01 }));
    expect(tooDear.problem.errors).toEqual({ monthly_price: ['Debe ser menor o igual a 1000000.'] });
  });

  it('refuses a name already used, ignoring case and accents', async () => {
    const spanish = await calls().create(valid({ name: 'basico' }));
    expect(spanish.status).toBe(422);
    expect(spanish.problem.errors).toEqual({ name: ['Ya existe un paquete con ese nombre.'] });
    const english = await as(t)
      .en.on(packageResource)
      .create(valid({ name: 'PREMIUM' }));
    expect(english.problem.errors).toEqual({ name: ['A package with that name already exists.'] });
  });

  it('edits a package and audits before and after', async () => {
    const pkg = await buildPackage(db(), { name: 'Paquete Bronce', permissions: ['view tutorials'] });
    const response = await calls().update(
      pkg.id,
      valid({ name: 'Paquete Bronce', monthly_price: 1200, permissions: ['view meta catalogs'] }),
    );
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      monthly_price: 1200,
      permissions: ['view meta catalogs'],
    });
    const read = await calls().one(pkg.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ name: 'Paquete Bronce', monthly_price: 1200 });
    const [entry] = await packageAudit(pkg.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.before).toMatchObject({ monthly_price_cents: 100_000, permissions: ['view tutorials'] });
    expect(entry!.after).toMatchObject({ monthly_price_cents: 120_000, permissions: ['view meta catalogs'] });
  });

  it('refuses to delete a package agencies have, saying how many; deletes it once they have another', async () => {
    const pkg = await buildPackage(db(), { name: 'Paquete Ocupado' });
    const [one, two] = [await buildAgency(db()), await buildAgency(db())];
    await db().update(agencies).set({ package_id: pkg.id }).where(eq(agencies.id, one.id));
    await db().update(agencies).set({ package_id: pkg.id }).where(eq(agencies.id, two.id));

    const refused = await calls().remove(pkg.id);
    expect(refused.status).toBe(409);
    expect(refused.problem.message).toBe(
      'No se puede eliminar el paquete porque 2 agencias lo tienen contratado. Asígnales otro paquete primero.',
    );
    await db().update(agencies).set({ package_id: null }).where(eq(agencies.id, two.id));
    const english = await as(t).en.on(packageResource).remove(pkg.id);
    expect(english.problem.message).toBe(
      'The package cannot be deleted because 1 dealership has it. Give it another package first.',
    );

    await db().update(agencies).set({ package_id: null }).where(eq(agencies.id, one.id));
    const deleted = await calls().remove(pkg.id);
    expect(deleted.status, deleted.raw.body).toBe(200);
    expect(deleted.body).toEqual({ message: 'Paquete eliminado.' });
    expect((await packageAudit(pkg.id)).map((entry) => entry.action)).toEqual(['delete']);
  });

  it('answers 404 for unknown ids', async () => {
    const missing = {
      GET: await calls().one(987654),
      PUT: await calls().update(987654, valid({ name: 'Nada' })),
      DELETE: await calls().remove(987654),
    };
    for (const [method, answer] of Object.entries(missing)) {
      expect(answer.status, `${method} ${answer.raw.body}`).toBe(404);
    }
  });

  it('lists with prices in pesos and agency counts; sorts by price; exports', async () => {
    const page = (await calls().list({ sort: 'monthly_price|desc', search: 'i' })).body;
    const names = page.data.map((row) => row.name);
    expect(names.indexOf('Premium')).toBeLessThan(names.indexOf('Profesional'));
    expect(names.indexOf('Profesional')).toBeLessThan(names.indexOf('Básico'));
    expect(page.data.find((row) => row.name === 'Premium')).toMatchObject({
      monthly_price: 17_999,
      permissions: [...PACKAGE_PERMISSIONS].sort(),
    });
    for (const sort of ['name|asc', 'agencies_count|desc']) {
      expect((await calls().list({ sort })).status).toBe(200);
    }

    const rows = await exportRows((await calls().export({ format: 'csv', search: 'básico' })).raw);
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Nombre', 'Descripción', 'Precio mensual (MXN)']);
    expect(rows[1]!.slice(1, 2)).toEqual(['Básico']);
    expect(rows[1]![3]).toBe('3499');
  });

  it('GET /packages/options answers { data: [{ label, value }] } to any signed-in user', async () => {
    const agency = await buildAgency(db());
    const advisor = as(t, { role: ROLES.advisor, agencies: [agency.id] });
    const response = await advisor.get<{ data: { label: string; value: number }[] }>(calls().url('options'));
    expect(response.status).toBe(200);
    const { data } = response.body;
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
    const manager = as(t, { role: ROLES.manager, agencies: [agency.id] });
    const profile = async () => {
      const response = await manager.get<{
        data: { agencies: { id: number; permissions_for_package: string[] }[] };
      }>('/api/mi-vitrina/auth/profile');
      return response.body.data.agencies.find((entry) => entry.id === agency.id)!.permissions_for_package;
    };
    const auctions = () => manager.get('/api/test/auctions', { agency: agency.id });

    expect(await profile()).toEqual(['view auctions']);
    expect((await auctions()).status).toBe(200);

    const removed = await calls().update(pkg.id, {
      name: 'Paquete Subastas',
      monthly_price: 1000,
      used_vehicle_limit: 10,
      new_vehicle_limit: 5,
      permissions: ['view tutorials'],
    });
    expect(removed.status, removed.raw.body).toBe(200);
    expect(removed.body.data.agencies_count).toBe(1);
    expect(await profile()).toEqual(['view tutorials']);
    const refused = await auctions();
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('El paquete de la agencia no incluye este módulo.');

    await calls().update(pkg.id, {
      name: 'Paquete Subastas',
      monthly_price: 1000,
      used_vehicle_limit: 10,
      new_vehicle_limit: 5,
      permissions: ['view tutorials', 'view auctions'],
    });
    expect(await profile()).toEqual(['view auctions', 'view tutorials']);
    expect((await auctions()).status).toBe(200);
  });
});

// Paging, sizes, the sort whitelist, search and the export's contract. Last: its rows would
// come first in the package picker above.
listContract(packageResource, {
  app: () => t,
  create: (app, { i, text }) =>
    buildPackage(app.context.database.db, {
      name: text,
      monthly_price_cents: ((i * 3) % 7) * 50_000,
      permissions: i % 2 === 1 ? ['view auctions'] : [],
    }),
  exported: {
    file: { es: 'paquetes', en: 'packages' },
    // The package export has no date column.
    dated: false,
    headers: {
      es: [
        'ID',
        'Nombre',
        'Descripción',
        'Precio mensual (MXN)',
        'Límite seminuevos',
        'Límite nuevos',
        'Agencias',
        'Permisos',
      ],
      en: [
        'ID',
        'Name',
        'Description',
        'Monthly price (MXN)',
        'Used vehicle limit',
        'New vehicle limit',
        'Dealerships',
        'Permissions',
      ],
    },
  },
});
