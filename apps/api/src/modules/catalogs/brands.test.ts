import { brandResource, slugify } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildBrand, buildModel } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { catalogBrands } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** The brands calls of an administrator, in Spanish (`.en`: in English). */
const brands = () => as(t).on(brandResource);
const brandsIn = (locale: string) => as(t).lang(locale).on(brandResource);
const list = async (query: Record<string, string | number>) => {
  const answer = await brands().list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};

describe('create, read, update, delete', () => {
  it('creates a brand with a slug made from its name, and audits it', async () => {
    const response = await brands().create({ name: '  Alfa   Romeo ' });
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({
      name: 'Alfa Romeo',
      slug: 'alfa-romeo',
      active: true,
      logo: null,
      models_count: 0,
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const entries = await auditOf(db(), 'catalog_brand', created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', before: null });
    expect(entries[0]!.after).toMatchObject({ name: 'Alfa Romeo', slug: 'alfa-romeo' });
  });

  it('keeps a slug given explicitly, lower-cased', async () => {
    const response = await brands().create({ name: 'Mercedes-Benz', slug: 'Mercedes-Benz' });
    expect(response.status, response.raw.body).toBe(201);
    expect(response.body.data.slug).toBe('mercedes-benz');
  });

  it('reads one brand with its model count, and answers 404 for unknown ids', async () => {
    const brand = await buildBrand(db(), { name: 'Kia' });
    await buildModel(db(), { brand_id: brand.id, name: 'Rio' });
    await buildModel(db(), { brand_id: brand.id, name: 'Sportage' });
    const response = await brands().one(brand.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Kia', models_count: 2 });

    const missing = {
      GET: await brands().one(987654),
      PUT: await brands().update(987654, { name: 'Nada' }),
      DELETE: await brands().remove(987654),
    };
    for (const [method, answer] of Object.entries(missing)) {
      expect(answer.status, `${method} ${answer.raw.body}`).toBe(404);
      expect(answer.problem.message).toBe('No encontramos lo que buscas.');
    }
    expect((await brands().one('99999999999')).status).toBe(422);
  });

  it('updates name, slug and state; updated_at moves; an omitted slug and state are kept', async () => {
    const built = await buildBrand(db(), { name: 'Datsun', slug: 'datsun' });
    // Made a minute ago: a create and an update in the same millisecond would look unmoved.
    const [brand] = await db()
      .update(catalogBrands)
      .set({ updated_at: new Date(Date.now() - 60_000) })
      .where(eq(catalogBrands.id, built.id))
      .returning();
    if (!brand) throw new Error('no brand');
    const renamed = await brands().update(brand.id, { name: 'Datsun Go', active: false });
    expect(renamed.status, renamed.raw.body).toBe(200);
    const data = renamed.body.data;
    expect(data).toMatchObject({ name: 'Datsun Go', slug: 'datsun', active: false });
    expect(new Date(data.updated_at).getTime()).toBeGreaterThan(brand.updated_at.getTime());

    const again = await brands().update(brand.id, { name: 'Datsun', slug: 'datsun-mx' });
    expect(again.body.data).toMatchObject({ name: 'Datsun', slug: 'datsun-mx', active: false });
    const audit = (await auditOf(db(), 'catalog_brand', brand.id)).find((entry) => entry.action === 'update');
    expect(audit!.before).toMatchObject({ name: 'Datsun' });
    expect(audit!.after).toMatchObject({ name: 'Datsun Go', active: false });
  });

  it('deletes a brand without models, and says so in the request language', async () => {
    const brand = await buildBrand(db());
    const response = await as(t).en.on(brandResource).remove(brand.id);
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toEqual({ message: 'Record deleted.' });
    expect(await db().select().from(catalogBrands).where(eq(catalogBrands.id, brand.id))).toEqual([]);
    const [entry] = await auditOf(db(), 'catalog_brand', brand.id);
    expect(entry).toMatchObject({ action: 'delete', after: null });
  });
});

describe('validation and conflicts', () => {
  it('answers field errors in Spanish and in English', async () => {
    const es = await brands().create({ name: '', slug: 'No Vale!' });
    expect(es.status).toBe(422);
    expect(es.problem).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        name: ['Este campo es obligatorio.'],
        slug: ['Usa solo minúsculas, números y guiones.'],
      },
    });
    const english = await brandsIn('en-US,en;q=0.9').create({ active: 'yes' });
    expect(english.status).toBe(422);
    expect(english.problem).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['This field is required.'], active: ['The value is invalid.'] },
    });
  });

  it('refuses a name that differs only in case or accents ("Citroën" / "citroen")', async () => {
    expect((await brands().create({ name: 'Citroën' })).status).toBe(201);
    const duplicate = await brands().create({ name: 'citroen', slug: 'citroen-2' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.problem.errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const english = await brandsIn('en').create({ name: ' CITROËN ', slug: 'citroen-3' });
    expect(english.problem.errors).toEqual({ name: ['A record with that name already exists.'] });
  });

  it('refuses a taken slug, a renamed brand onto another one, and a name that leaves no slug', async () => {
    await buildBrand(db(), { name: 'Seat', slug: 'seat' });
    const slugTaken = await brands().create({ name: 'SEAT León', slug: 'seat' });
    expect(slugTaken.status).toBe(422);
    expect(slugTaken.problem.errors).toEqual({ slug: ['Ya existe una marca con ese slug.'] });

    const other = await buildBrand(db(), { name: 'Cupra', slug: 'cupra' });
    const both = await brands().update(other.id, { name: 'SEAT', slug: 'seat' });
    expect(both.problem.errors).toEqual({
      name: ['Ya existe un registro con ese nombre.'],
      slug: ['Ya existe una marca con ese slug.'],
    });
    const itself = await brands().update(other.id, { name: 'cupra', slug: 'cupra' });
    expect(itself.status, itself.raw.body).toBe(200);

    const noSlug = await brands().create({ name: '!!!' });
    expect(noSlug.status).toBe(422);
    expect(noSlug.problem.errors).toEqual({
      slug: ['No se pudo formar un slug con el nombre; escribe uno.'],
    });
  });

  it('gives the same 422 when concurrent requests race past the check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => brands().create({ name: 'Lynk & Co', slug: `lynk-${i}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.problem.errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    }
  });
});

describe('in use, deactivation', () => {
  it('refuses to delete a brand with models, with the reason, and lets it be deactivated', async () => {
    const brand = await buildBrand(db(), { name: 'Chirey' });
    for (const name of ['Tiggo 2', 'Tiggo 4', 'Tiggo 7'])
      await buildModel(db(), { brand_id: brand.id, name });
    const refused = await brands().remove(brand.id);
    expect(refused.status).toBe(409);
    expect(refused.problem.message).toBe(
      'No se puede eliminar porque está en uso: 3 modelos. Desactívalo en su lugar.',
    );
    const english = await brandsIn('en').remove(brand.id);
    expect(english.problem.message).toBe(
      'It cannot be deleted because it is in use: 3 models. Deactivate it instead.',
    );

    const single = await buildBrand(db());
    await buildModel(db(), { brand_id: single.id });
    expect((await brands().remove(single.id)).problem.message).toContain('en uso: 1 modelo.');

    expect((await brands().update(brand.id, { name: 'Chirey', active: false })).status).toBe(200);
    const options = await as(t).get<{ data: { id: number }[] }>('/api/mi-vitrina/catalogs/options/brands');
    expect(options.body.data.map((o) => o.id)).not.toContain(brand.id);
    const inactive = await list({ active: 'false', limit: 100 });
    expect(inactive.data.map((b) => b.id)).toContain(brand.id);
    expect(inactive.data.every((b) => !b.active)).toBe(true);
  });
});

// Paging, sizes, the sort whitelist, validation, filters and the export's contract: listContract below.
describe('search and order of names', () => {
  beforeAll(async () => {
    // Its own letters so the other tests' brands stay out of the searches.
    for (const name of [
      'Qubo Ácido',
      'Qubo Beta',
      'qubo gamma',
      'Qubo 100% Eléctrico',
      'Qubo_Test',
      'QuboXTest',
    ])
      await buildBrand(db(), { name, slug: slugify(name) });
  });

  it('orders names ignoring case and accents', async () => {
    const first = await list({ search: 'qubo', limit: 25, sort: 'name|asc' });
    expect(first.meta).toEqual({ total: 6, page: 1, limit: 25, total_capped: false });
    expect(first.data.map((b) => b.name)).toEqual([
      'Qubo 100% Eléctrico',
      'Qubo Ácido',
      'Qubo Beta',
      'qubo gamma',
      'Qubo_Test',
      'QuboXTest',
    ]);
    expect((await list({ search: 'qubo', sort: 'name|desc' })).data[0]!.name).toBe('QuboXTest');
  });

  it('searches ignoring case and accents, by name and slug, taking % and _ literally', async () => {
    expect((await list({ search: 'ACIDO' })).data.map((b) => b.name)).toEqual(['Qubo Ácido']);
    expect((await list({ search: 'eléctrico' })).data.map((b) => b.name)).toEqual(['Qubo 100% Eléctrico']);
    expect((await list({ search: 'qubo-beta' })).data.map((b) => b.name)).toEqual(['Qubo Beta']);
    expect((await list({ search: '100%' })).data.map((b) => b.name)).toEqual(['Qubo 100% Eléctrico']);
    expect((await list({ search: '%' })).meta.total).toBe(1);
    expect((await list({ search: 'o_T' })).data.map((b) => b.name)).toEqual(['Qubo_Test']);
  });
});

describe('export cells', () => {
  it('neutralises formulas, translates the state and keeps dates as dates', async () => {
    await buildBrand(db(), { name: '=HYPERLINK("http://evil.example","Zeta")', slug: 'zeta-formula' });
    await buildBrand(db(), { name: 'Zeta Inactiva', slug: 'zeta-inactiva', active: false });
    const query = { search: 'zeta', sort: 'name|asc', active: 'true' };
    const listed = await list(query);
    const xlsx = await brands().export({ ...query, format: 'xlsx', page: 3, limit: 25 });
    expect(xlsx.status, xlsx.raw.body).toBe(200);
    const rows = await exportRows(xlsx.raw);
    expect(rows).toHaveLength(listed.meta.total + 1);
    const formula = `'=HYPERLINK("http://evil.example","Zeta")`;
    expect(rows[1]!.slice(0, 5)).toEqual([listed.data[0]!.id, formula, 'zeta-formula', 'Sí', 0]);
    expect(rows[1]![5]).toBeInstanceOf(Date);
    const csv = await exportRows((await brandsIn('en').export({ format: 'csv' })).raw);
    expect(csv.find((row) => row[2] === 'zeta-formula')?.[1]).toBe(formula);
  });
});

listContract(brandResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const brand = await buildBrand(app.context.database.db, {
      name: text,
      slug: slugify(text),
      active: i % 3 !== 2,
    });
    // Some brands with models, so the count sorts something.
    if (i % 2 === 1) await buildModel(app.context.database.db, { brand_id: brand.id });
  },
  exported: {
    file: { es: 'marcas', en: 'brands' },
    headers: {
      es: ['ID', 'Nombre', 'Slug', 'Activo', 'Modelos', 'Creado', 'Actualizado'],
      en: ['ID', 'Name', 'Slug', 'Active', 'Models', 'Created', 'Updated'],
    },
  },
});
