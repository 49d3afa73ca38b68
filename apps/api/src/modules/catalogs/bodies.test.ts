import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { adminHeaders, buildBody, buildModel } from '../../../test/catalog-factories';
import { readCsv, readXlsx } from '../../../test/export-readers';
import { auditLog, catalogBodies } from '../../db/schema';

const BODIES = '/api/mi-vitrina/catalogs/bodies';

interface Body {
  id: number;
  name: string;
  active: boolean;
  icon: { thumb: string; card: string; full: string } | null;
  models_count: number;
  updated_at: string;
}
interface Page {
  data: Body[];
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

describe('bodies', () => {
  it('creates, reads, renames, deactivates and deletes a body type, auditing each write', async () => {
    const created = await inject('POST', BODIES, { name: 'Sedán' });
    expect(created.statusCode, created.body).toBe(201);
    const body = json<{ data: Body }>(created).data;
    expect(body).toMatchObject({ name: 'Sedán', active: true, icon: null, models_count: 0 });

    const read = await inject('GET', `${BODIES}/${body.id}`);
    expect(json<{ data: Body }>(read).data).toEqual(body);

    const renamed = await inject('PUT', `${BODIES}/${body.id}`, { name: 'Sedán compacto', active: false });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<{ data: Body }>(renamed).data).toMatchObject({ name: 'Sedán compacto', active: false });
    const kept = await inject('PUT', `${BODIES}/${body.id}`, { name: 'Sedán' });
    expect(json<{ data: Body }>(kept).data.active).toBe(false);

    const deleted = await inject('DELETE', `${BODIES}/${body.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ message: 'Registro eliminado.' });
    expect((await inject('GET', `${BODIES}/${body.id}`)).statusCode).toBe(404);

    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_body'), eq(auditLog.entity_id, String(body.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('answers the icon as its variants’ URLs', async () => {
    const body = await buildBody(db(), { name: 'Convertible' });
    await db()
      .update(catalogBodies)
      .set({ icon_path: 'catalogs/bodies/abc' })
      .where(eq(catalogBodies.id, body.id));
    const response = await inject('GET', `${BODIES}/${body.id}`);
    expect(json<{ data: Body }>(response).data.icon).toEqual({
      thumb: '/uploads/catalogs/bodies/abc-thumb.webp',
      card: '/uploads/catalogs/bodies/abc-card.webp',
      full: '/uploads/catalogs/bodies/abc-full.webp',
    });
  });

  it('validates in Spanish and English and refuses a name differing only in case or accents', async () => {
    const es = await inject('POST', BODIES, { name: 'x'.repeat(81) });
    expect(json<Problem>(es).errors).toEqual({ name: ['Debe tener como máximo 80 caracteres.'] });
    const en = await inject('POST', BODIES, {}, 'en');
    expect(json<Problem>(en)).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['This field is required.'] },
    });
    await buildBody(db(), { name: 'Camioneta Pickup' });
    const duplicate = await inject('POST', BODIES, { name: 'CAMIONETA  pickup' });
    expect(duplicate.statusCode).toBe(422);
    expect(json<Problem>(duplicate).errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const other = await buildBody(db(), { name: 'Hatchback' });
    const rename = await inject('PUT', `${BODIES}/${other.id}`, { name: 'camioneta pickup' }, 'en');
    expect(json<Problem>(rename).errors).toEqual({ name: ['A record with that name already exists.'] });
  });

  it('refuses to delete a body type models use, says how many, and hides it from pickers when deactivated', async () => {
    const body = await buildBody(db(), { name: 'SUV' });
    await buildModel(db(), { body_id: body.id });
    await buildModel(db(), { body_id: body.id });
    const refused = await inject('DELETE', `${BODIES}/${body.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json<Problem>(refused).message).toBe(
      'No se puede eliminar porque está en uso: 2 modelos. Desactívalo en su lugar.',
    );
    const listed = await inject('GET', `${BODIES}?search=suv`);
    expect(json<Page>(listed).data[0]).toMatchObject({ name: 'SUV', models_count: 2 });

    const options = async () =>
      json<{ data: { id: number }[] }>(
        await inject('GET', '/api/mi-vitrina/catalogs/options/bodies'),
      ).data.map((o) => o.id);
    expect(await options()).toContain(body.id);
    expect((await inject('PUT', `${BODIES}/${body.id}`, { name: 'SUV', active: false })).statusCode).toBe(
      200,
    );
    expect(await options()).not.toContain(body.id);
  });

  it('lists with the active filter, search and sort', async () => {
    await buildBody(db(), { name: 'Van de pasajeros', active: false });
    const inactive = json<Page>(await inject('GET', `${BODIES}?active=false&sort=name|asc`));
    expect(inactive.data.every((b) => !b.active)).toBe(true);
    expect(inactive.data.map((b) => b.name)).toContain('Van de pasajeros');
    const active = json<Page>(await inject('GET', `${BODIES}?active=true`));
    expect(active.data.every((b) => b.active)).toBe(true);
    const sorted = json<Page>(await inject('GET', `${BODIES}?sort=models_count|desc`));
    const counts = sorted.data.map((b) => b.models_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('export of a list longer than one chunk', () => {
  beforeAll(async () => {
    await db().execute(
      sql`insert into catalog_bodies (name, active) select 'Lote ' || g, g % 7 <> 0 from generate_series(1, 2345) g`,
    );
  });

  it('streams every row the list counts, in the list’s order, as XLSX', async () => {
    const listed = json<Page>(
      await inject('GET', `${BODIES}?search=lote&active=true&sort=name|desc&limit=100`),
    );
    expect(listed.meta.total).toBe(2345 - Math.floor(2345 / 7));
    const response = await inject('GET', `${BODIES}/export?search=lote&active=true&sort=name|desc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="carrocerias-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readXlsx(response.rawPayload);
    expect(rows).toHaveLength(listed.meta.total + 1);
    expect(rows.slice(1, 101).map((row) => row[0])).toEqual(listed.data.map((b) => b.id));
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(listed.meta.total);
  });

  it('streams the same rows as CSV, sorted by a column full of ties', async () => {
    const listed = json<Page>(await inject('GET', `${BODIES}?search=lote`));
    const response = await inject('GET', `${BODIES}/export?format=csv&search=lote&sort=models_count|asc`);
    const rows = readCsv(response.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Activo', 'Modelos', 'Creado', 'Actualizado']);
    expect(rows).toHaveLength(listed.meta.total + 1);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(listed.meta.total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows[1]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
