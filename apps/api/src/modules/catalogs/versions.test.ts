import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { adminHeaders, buildCatalogYear, buildModel, buildVersion } from '../../../test/catalog-factories';
import { readCsv, readXlsx } from '../../../test/export-readers';
import { auditLog } from '../../db/schema';

const versionsOf = (modelId: number) => `/api/mi-vitrina/catalogs/models/${modelId}/versions`;

interface Version {
  id: number;
  model_id: number;
  name: string;
  transmission: string;
  fuel: string;
  active: boolean;
  years_count: number;
}
interface Page {
  data: Version[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  headers = await adminHeaders(t.context);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'es') =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

describe('versions', () => {
  it('creates, reads, edits and deletes a version of a model, auditing each write', async () => {
    const model = await buildModel(db(), { name: 'Corolla' });
    const created = await inject('POST', versionsOf(model.id), {
      name: 'LE CVT',
      transmission: 'cvt',
      fuel: 'gasoline',
    });
    expect(created.statusCode, created.body).toBe(201);
    const version = json<{ data: Version }>(created).data;
    expect(version).toMatchObject({
      model_id: model.id,
      name: 'LE CVT',
      transmission: 'cvt',
      fuel: 'gasoline',
      active: true,
      years_count: 0,
    });
    const read = await inject('GET', `${versionsOf(model.id)}/${version.id}`);
    expect(json<{ data: Version }>(read).data).toEqual(version);

    const edited = await inject('PUT', `${versionsOf(model.id)}/${version.id}`, {
      name: 'SE Híbrido',
      transmission: 'cvt',
      fuel: 'hybrid',
      active: false,
    });
    expect(json<{ data: Version }>(edited).data).toMatchObject({
      name: 'SE Híbrido',
      fuel: 'hybrid',
      active: false,
    });

    expect((await inject('DELETE', `${versionsOf(model.id)}/${version.id}`)).statusCode).toBe(200);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_version'), eq(auditLog.entity_id, String(version.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers 404 for an unknown model, and for a version of another model', async () => {
    const model = await buildModel(db());
    const other = await buildModel(db());
    const version = await buildVersion(db(), { model_id: other.id });
    const payload = { name: 'X', transmission: 'manual', fuel: 'diesel' };
    expect((await inject('GET', versionsOf(987654))).statusCode).toBe(404);
    expect((await inject('POST', versionsOf(987654), payload)).statusCode).toBe(404);
    expect((await inject('GET', `${versionsOf(987654)}/export`)).statusCode).toBe(404);
    expect((await inject('GET', `${versionsOf(model.id)}/${version.id}`)).statusCode).toBe(404);
    expect((await inject('PUT', `${versionsOf(model.id)}/${version.id}`, payload)).statusCode).toBe(404);
    expect((await inject('DELETE', `${versionsOf(model.id)}/${version.id}`)).statusCode).toBe(404);
    expect((await inject('GET', `${versionsOf(other.id)}/${version.id}`)).statusCode).toBe(200);
  });

  it('validates transmission and fuel, in both languages', async () => {
    const model = await buildModel(db());
    const es = await inject('POST', versionsOf(model.id), {
      name: 'GLI',
      transmission: 'cvt7',
      fuel: 'nuclear',
    });
    expect(json<Problem>(es).errors).toEqual({
      transmission: ['Selecciona una opción válida.'],
      fuel: ['Selecciona una opción válida.'],
    });
    const en = await inject('POST', versionsOf(model.id), { name: 'GLI' }, 'en');
    expect(json<Problem>(en).errors).toEqual({
      transmission: ['Select a valid option.'],
      fuel: ['Select a valid option.'],
    });
  });

  it('keeps names unique within a model, ignoring case and accents', async () => {
    const model = await buildModel(db());
    await buildVersion(db(), { model_id: model.id, name: 'Advance Plus' });
    const duplicate = await inject('POST', versionsOf(model.id), {
      name: 'ÁDVANCE  plus',
      transmission: 'manual',
      fuel: 'gasoline',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(json<Problem>(duplicate).errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const elsewhere = await inject('POST', versionsOf((await buildModel(db())).id), {
      name: 'Advance Plus',
      transmission: 'manual',
      fuel: 'gasoline',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses to delete a version with years, and hides a deactivated one from pickers', async () => {
    const version = await buildVersion(db());
    for (const year of [2024, 2025, 2026]) await buildCatalogYear(db(), { version_id: version.id, year });
    const refused = await inject('DELETE', `${versionsOf(version.model_id)}/${version.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json<Problem>(refused).message).toBe(
      'No se puede eliminar porque está en uso: 3 años. Desactívalo en su lugar.',
    );
    const picker = `/api/mi-vitrina/catalogs/options/versions?model_id=${version.model_id}`;
    expect(json<{ data: { id: number }[] }>(await inject('GET', picker)).data.map((o) => o.id)).toEqual([
      version.id,
    ]);
    const off = await inject('PUT', `${versionsOf(version.model_id)}/${version.id}`, {
      name: version.name,
      transmission: version.transmission,
      fuel: version.fuel,
      active: false,
    });
    expect(json<{ data: Version }>(off).data).toMatchObject({ active: false, years_count: 3 });
    expect(json<{ data: unknown[] }>(await inject('GET', picker)).data).toEqual([]);
  });
});

describe('list and export', () => {
  it('lists the versions of one model with filters, and exports the same rows', async () => {
    const model = await buildModel(db());
    await buildVersion(db(), { model_id: model.id, name: 'Sense', transmission: 'manual' });
    await buildVersion(db(), { model_id: model.id, name: 'Advance', transmission: 'cvt', fuel: 'hybrid' });
    await buildVersion(db(), { model_id: model.id, name: 'Exclusive', active: false });
    await buildVersion(db()); // another model's

    const page = json<Page>(await inject('GET', `${versionsOf(model.id)}?sort=name|asc`));
    expect(page.meta.total).toBe(3);
    expect(page.data.map((v) => v.name)).toEqual(['Advance', 'Exclusive', 'Sense']);
    const active = json<Page>(await inject('GET', `${versionsOf(model.id)}?active=true&search=ADV`));
    expect(active.data.map((v) => v.name)).toEqual(['Advance']);
    for (const field of ['transmission', 'fuel', 'years_count', 'created_at', 'updated_at']) {
      expect((await inject('GET', `${versionsOf(model.id)}?sort=${field}|asc`)).statusCode).toBe(200);
    }
    expect((await inject('GET', `${versionsOf(model.id)}?sort=model_id|asc`)).statusCode).toBe(422);

    const xlsx = await inject('GET', `${versionsOf(model.id)}/export?sort=name|asc`);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="versiones-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readXlsx(xlsx.rawPayload);
    expect(rows).toHaveLength(page.meta.total + 1);
    expect(rows.slice(1).map((row) => row.slice(1, 5))).toEqual([
      ['Advance', 'CVT', 'Híbrido', 'Sí'],
      ['Exclusive', 'Automática', 'Gasolina', 'No'],
      ['Sense', 'Manual', 'Gasolina', 'Sí'],
    ]);
    const csv = await inject('GET', `${versionsOf(model.id)}/export?format=csv&active=true`, undefined, 'en');
    const lines = readCsv(csv.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(lines[0]!.slice(0, 4)).toEqual(['ID', 'Version', 'Transmission', 'Fuel']);
    expect(lines).toHaveLength(3);
  });
});
