import { bodyResource } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildBody, buildModel } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { catalogBodies } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** The body type calls of an administrator, in Spanish (`en()`: in English). */
const bodies = () => as(t).on(bodyResource);
const en = () => as(t).en.on(bodyResource);
const list = async (query: Record<string, string | number>) => {
  const answer = await bodies().list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};

describe('bodies', () => {
  it('creates, reads, renames, deactivates and deletes a body type, auditing each write', async () => {
    const created = await bodies().create({ name: 'Sedán' });
    expect(created.status, created.raw.body).toBe(201);
    const body = created.body.data;
    expect(body).toMatchObject({ name: 'Sedán', active: true, icon: null, models_count: 0 });
    expect((await bodies().one(body.id)).body.data).toEqual(body);

    const renamed = await bodies().update(body.id, { name: 'Sedán compacto', active: false });
    expect(renamed.status, renamed.raw.body).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Sedán compacto', active: false });
    expect((await bodies().update(body.id, { name: 'Sedán' })).body.data.active).toBe(false);

    const deleted = await bodies().remove(body.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Registro eliminado.' });
    expect((await bodies().one(body.id)).status).toBe(404);
    const actions = await auditOf(db(), 'catalog_body', body.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('answers the icon as its variants’ URLs', async () => {
    const body = await buildBody(db(), { name: 'Convertible' });
    await db()
      .update(catalogBodies)
      .set({ icon_path: 'catalogs/bodies/abc' })
      .where(eq(catalogBodies.id, body.id));
    expect((await bodies().one(body.id)).body.data.icon).toEqual({
      thumb: '/uploads/catalogs/bodies/abc-thumb.webp',
      card: '/uploads/catalogs/bodies/abc-card.webp',
      full: '/uploads/catalogs/bodies/abc-full.webp',
    });
  });

  it('validates in Spanish and English and refuses a name differing only in case or accents', async () => {
    const es = await bodies().create({ name: 'x'.repeat(81) });
    expect(es.problem.errors).toEqual({ name: ['Debe tener como máximo 80 caracteres.'] });
    expect((await en().create({})).problem).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['This field is required.'] },
    });
    await buildBody(db(), { name: 'Camioneta Pickup' });
    const duplicate = await bodies().create({ name: 'CAMIONETA  pickup' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.problem.errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const other = await buildBody(db(), { name: 'Hatchback' });
    const rename = await en().update(other.id, { name: 'camioneta pickup' });
    expect(rename.problem.errors).toEqual({ name: ['A record with that name already exists.'] });
  });

  it('refuses to delete a body type models use, says how many, and hides it from pickers when deactivated', async () => {
    const body = await buildBody(db(), { name: 'SUV' });
    await buildModel(db(), { body_id: body.id });
    await buildModel(db(), { body_id: body.id });
    const refused = await bodies().remove(body.id);
    expect(refused.status).toBe(409);
    expect(refused.problem.message).toBe(
      'No se puede eliminar porque está en uso: 2 modelos. Desactívalo en su lugar.',
    );
    expect((await list({ search: 'suv' })).data[0]).toMatchObject({ name: 'SUV', models_count: 2 });

    const options = async () =>
      (await as(t).get<{ data: { id: number }[] }>('/api/mi-vitrina/catalogs/options/bodies')).body.data.map(
        (o) => o.id,
      );
    expect(await options()).toContain(body.id);
    expect((await bodies().update(body.id, { name: 'SUV', active: false })).status).toBe(200);
    expect(await options()).not.toContain(body.id);
  });
});

describe('export of a list longer than one chunk', () => {
  beforeAll(async () => {
    await db().execute(
      sql`insert into catalog_bodies (name, active) select 'Lote ' || g, g % 7 <> 0 from generate_series(1, 2345) g`,
    );
  });

  it('streams every row the list counts, in the list’s order, as XLSX', async () => {
    const query = { search: 'lote', active: 'true', sort: 'name|desc' };
    const listed = await list({ ...query, limit: 100 });
    expect(listed.meta.total).toBe(2345 - Math.floor(2345 / 7));
    const response = await bodies().export(query);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="carrocerias-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await exportRows(response.raw);
    expect(rows).toHaveLength(listed.meta.total + 1);
    expect(rows.slice(1, 101).map((row) => row[0])).toEqual(listed.data.map((b) => b.id));
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(listed.meta.total);
  });

  it('streams the same rows as CSV, sorted by a column full of ties', async () => {
    const listed = await list({ search: 'lote' });
    const response = await bodies().export({ format: 'csv', search: 'lote', sort: 'models_count|asc' });
    const rows = await exportRows(response.raw);
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Activo', 'Modelos', 'Creado', 'Actualizado']);
    expect(rows).toHaveLength(listed.meta.total + 1);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(listed.meta.total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows[1]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

// Paging, sizes, sorts, search, the active filter and the export's contract.
listContract(bodyResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const body = await buildBody(app.context.database.db, { name: text, active: i % 3 !== 2 });
    if (i % 2 === 1) await buildModel(app.context.database.db, { body_id: body.id });
  },
  exported: {
    file: { es: 'carrocerias', en: 'body-types' },
    headers: {
      es: ['ID', 'Nombre', 'Activo', 'Modelos', 'Creado', 'Actualizado'],
      en: ['ID', 'Name', 'Active', 'Models', 'Created', 'Updated'],
    },
  },
});
