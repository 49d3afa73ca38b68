import { FUELS, TRANSMISSIONS, versionResource } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildCatalogYear, buildModel, buildVersion } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** The version calls of an administrator under one model, in Spanish (`en`: in English). */
const versionsOf = (modelId: number) => as(t).on(versionResource, { model_id: modelId });
const versionsEn = (modelId: number) => as(t).en.on(versionResource, { model_id: modelId });

describe('versions', () => {
  it('creates, reads, edits and deletes a version of a model, auditing each write', async () => {
    const model = await buildModel(db(), { name: 'Corolla' });
    const versions = versionsOf(model.id);
    const created = await versions.create({ name: 'LE CVT', transmission: 'cvt', fuel: 'gasoline' });
    expect(created.status, created.raw.body).toBe(201);
    const version = created.body.data;
    expect(version).toMatchObject({
      model_id: model.id,
      name: 'LE CVT',
      transmission: 'cvt',
      fuel: 'gasoline',
      active: true,
      years_count: 0,
    });
    expect((await versions.one(version.id)).body.data).toEqual(version);

    const edited = await versions.update(version.id, {
      name: 'SE Híbrido',
      transmission: 'cvt',
      fuel: 'hybrid',
      active: false,
    });
    expect(edited.body.data).toMatchObject({ name: 'SE Híbrido', fuel: 'hybrid', active: false });

    expect((await versions.remove(version.id)).status).toBe(200);
    const actions = await auditOf(db(), 'catalog_version', version.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers 404 for an unknown model, and for a version of another model', async () => {
    const model = await buildModel(db());
    const other = await buildModel(db());
    const version = await buildVersion(db(), { model_id: other.id });
    const payload = { name: 'X', transmission: 'manual', fuel: 'diesel' };
    // The list and the export under an unknown model: listContract.
    expect((await versionsOf(987654).create(payload)).status).toBe(404);
    expect((await versionsOf(model.id).one(version.id)).status).toBe(404);
    expect((await versionsOf(model.id).update(version.id, payload)).status).toBe(404);
    expect((await versionsOf(model.id).remove(version.id)).status).toBe(404);
    expect((await versionsOf(other.id).one(version.id)).status).toBe(200);
  });

  it('validates transmission and fuel, in both languages', async () => {
    const model = await buildModel(db());
    const es = await versionsOf(model.id).create({ name: 'GLI', transmission: 'cvt7', fuel: 'nuclear' });
    expect(es.problem.errors).toEqual({
      transmission: ['Selecciona una opción válida.'],
      fuel: ['Selecciona una opción válida.'],
    });
    const en = await versionsEn(model.id).create({ name: 'GLI' });
    expect(en.problem.errors).toEqual({
      transmission: ['Select a valid option.'],
      fuel: ['Select a valid option.'],
    });
  });

  it('keeps names unique within a model, ignoring case and accents', async () => {
    const model = await buildModel(db());
    await buildVersion(db(), { model_id: model.id, name: 'Advance Plus' });
    const duplicate = await versionsOf(model.id).create({
      name: 'ÁDVANCE  plus',
      transmission: 'manual',
      fuel: 'gasoline',
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.problem.errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const elsewhere = await versionsOf((await buildModel(db())).id).create({
      name: 'Advance Plus',
      transmission: 'manual',
      fuel: 'gasoline',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses to delete a version with years, and hides a deactivated one from pickers', async () => {
    const version = await buildVersion(db());
    for (const year of [2024, 2025, 2026]) await buildCatalogYear(db(), { version_id: version.id, year });
    const versions = versionsOf(version.model_id);
    const refused = await versions.remove(version.id);
    expect(refused.status).toBe(409);
    expect(refused.problem.message).toBe(
      'No se puede eliminar porque está en uso: 3 años. Desactívalo en su lugar.',
    );
    const picker = async () =>
      (
        await as(t).get<{ data: { id: number }[] }>(
          `/api/mi-vitrina/catalogs/options/versions?model_id=${version.model_id}`,
        )
      ).body.data.map((o) => o.id);
    expect(await picker()).toEqual([version.id]);
    const off = await versions.update(version.id, {
      name: version.name,
      transmission: version.transmission,
      fuel: version.fuel,
      active: false,
    });
    expect(off.body.data).toMatchObject({ active: false, years_count: 3 });
    expect(await picker()).toEqual([]);
  });
});

describe('list and export', () => {
  it('lists one model’s versions, searched with a filter, and exports transmission and fuel by name', async () => {
    const model = await buildModel(db());
    await buildVersion(db(), { model_id: model.id, name: 'Sense', transmission: 'manual' });
    await buildVersion(db(), { model_id: model.id, name: 'Advance', transmission: 'cvt', fuel: 'hybrid' });
    await buildVersion(db(), { model_id: model.id, name: 'Exclusive', active: false });
    await buildVersion(db()); // another model's

    const page = await versionsOf(model.id).list({ sort: 'name|asc' });
    expect(page.body.meta.total).toBe(3);
    expect(page.body.data.map((v) => v.name)).toEqual(['Advance', 'Exclusive', 'Sense']);
    const active = await versionsOf(model.id).list({ active: 'true', search: 'ADV' });
    expect(active.body.data.map((v) => v.name)).toEqual(['Advance']);

    const rows = await exportRows((await versionsOf(model.id).export({ sort: 'name|asc' })).raw);
    expect(rows.slice(1).map((row) => row.slice(1, 5))).toEqual([
      ['Advance', 'CVT', 'Híbrido', 'Sí'],
      ['Exclusive', 'Automática', 'Gasolina', 'No'],
      ['Sense', 'Manual', 'Gasolina', 'Sí'],
    ]);
  });
});

// Paging, sizes, sorts, search, the state filter, the unknown model and the export's contract.
listContract(versionResource, {
  app: () => t,
  parent: async (app) => ({ model_id: (await buildModel(app.context.database.db)).id }),
  create: async (app, { i, text, params }) => {
    const db = app.context.database.db;
    const version = await buildVersion(db, {
      model_id: Number(params.model_id),
      name: text,
      transmission: TRANSMISSIONS[i % 4],
      fuel: FUELS[(i * 3) % 5],
      active: i % 3 !== 2,
    });
    if (i % 2 === 0) await buildCatalogYear(db, { version_id: version.id });
  },
  exported: {
    file: { es: 'versiones', en: 'versions' },
    headers: {
      es: ['ID', 'Versión', 'Transmisión', 'Combustible', 'Activo', 'Años', 'Creado', 'Actualizado'],
      en: ['ID', 'Version', 'Transmission', 'Fuel', 'Active', 'Years', 'Created', 'Updated'],
    },
  },
});
