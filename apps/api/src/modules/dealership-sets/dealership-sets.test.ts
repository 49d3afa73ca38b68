import { familyResource, groupResource, ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import {
  agencyRow,
  auditOf,
  buildAgency,
  buildFamily,
  buildGroup,
  placeAgencies,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { agencies } from '../../db/schema';

const BASE = '/api/mi-vitrina/dealership';
type Options = { data: { label: string; value: number }[] };

let t: TestApp;
let manager: Client;
let managerAgencyId: number;
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  const agency = await buildAgency(db());
  managerAgencyId = agency.id;
  manager = as(t, { role: ROLES.manager, agencies: [agency.id] });
});
afterAll(() => t.close());

/** An administrator's calls, in Spanish (`.en`: in English). */
const groups = () => as(t).on(groupResource);
const families = () => as(t).on(familyResource);

describe('groups', () => {
  it('creates a group with members, moving an agency out of its previous group, and audits it', async () => {
    const previous = await buildGroup(db(), 'Grupo Anterior');
    const polanco = await buildAgency(db(), { name: 'Zeta Polanco' });
    const satelite = await buildAgency(db(), { name: 'Alfa Satélite' });
    await placeAgencies(db(), [polanco.id], { group_id: previous.id });

    const response = await groups().create({
      name: '  Grupo   Norte ',
      description: 'Agencias del norte',
      agency_ids: [polanco.id, satelite.id, polanco.id],
    });
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({
      name: 'Grupo Norte',
      description: 'Agencias del norte',
      agencies_count: 2,
      agencies: ['Alfa Satélite', 'Zeta Polanco'],
      agency_ids: [satelite.id, polanco.id],
    });
    expect((await agencyRow(db(), polanco.id)).group_id).toBe(created.id);

    const previousNow = (await groups().one(previous.id)).body.data;
    expect(previousNow).toMatchObject({ agencies_count: 0, agency_ids: [], agencies: [] });

    const [entry] = await auditOf(db(), 'dealership_group', created.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry!.after).toMatchObject({
      name: 'Grupo Norte',
      agency_ids: [polanco.id, satelite.id],
      moved: [
        { agency_id: polanco.id, from: previous.id },
        { agency_id: satelite.id, from: null },
      ].sort((a, b) => a.agency_id - b.agency_id),
    });
  });

  it('refuses a name already used, ignoring case and accents, in Spanish and English', async () => {
    await buildGroup(db(), 'Grupo Pérez');
    const spanish = await groups().create({ name: 'grupo perez' });
    expect(spanish.status).toBe(422);
    expect(spanish.problem).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { name: ['Ya existe un grupo con ese nombre.'] },
    });
    const english = await as(t).en.on(groupResource).create({ name: 'GRUPO PÉREZ' });
    expect(english.problem.errors).toEqual({ name: ['A group with that name already exists.'] });
  });

  it('says what is wrong with each field', async () => {
    const empty = await groups().create({ name: '   ', agency_ids: [0] });
    expect(empty.status).toBe(422);
    expect(empty.problem.errors).toEqual({
      name: ['Este campo es obligatorio.'],
      'agency_ids.0': ['Debe ser mayor que 0.'],
    });
    const long = await as(t)
      .en.on(groupResource)
      .create({ name: 'x'.repeat(121) });
    expect(long.problem.errors).toEqual({ name: ['Must be at most 120 characters.'] });

    const gone = await buildAgency(db());
    await db().update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));
    const unknown = await groups().create({ name: 'Grupo Fantasma', agency_ids: [gone.id, 987654] });
    expect(unknown.problem.errors).toEqual({
      agency_ids: ['Una o más de las agencias elegidas no existen o fueron eliminadas.'],
    });
  });

  it('edits a group: the new list is the membership; agencies left out have no group', async () => {
    const group = await buildGroup(db(), 'Grupo Sur');
    const [a, b, c] = [await buildAgency(db()), await buildAgency(db()), await buildAgency(db())];
    await placeAgencies(db(), [a.id, b.id], { group_id: group.id });

    const response = await groups().update(group.id, {
      name: 'Grupo Sur Pacífico',
      description: '',
      agency_ids: [b.id, c.id],
    });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Grupo Sur Pacífico', agencies_count: 2 });
    expect((await agencyRow(db(), a.id)).group_id).toBeNull();
    expect((await agencyRow(db(), b.id)).group_id).toBe(group.id);
    expect((await agencyRow(db(), c.id)).group_id).toBe(group.id);

    const [entry] = await auditOf(db(), 'dealership_group', group.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.before).toMatchObject({ name: 'Grupo Sur', agency_ids: [a.id, b.id] });
    expect(entry!.after).toMatchObject({
      name: 'Grupo Sur Pacífico',
      agency_ids: [b.id, c.id],
      moved: [{ agency_id: c.id, from: null }],
      released: [a.id],
    });

    // Its own name, with other case, is not "taken".
    const same = await groups().update(group.id, { name: 'GRUPO SUR PACÍFICO', agency_ids: [] });
    expect(same.status, same.raw.body).toBe(200);
    expect((await agencyRow(db(), b.id)).group_id).toBeNull();
  });

  it('deletes a group: its agencies stay, without group, and the answer says how many', async () => {
    const group = await buildGroup(db(), 'Grupo Efímero');
    const [a, b] = [await buildAgency(db()), await buildAgency(db())];
    await placeAgencies(db(), [a.id, b.id], { group_id: group.id });
    const response = await groups().remove(group.id);
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toEqual({
      message: 'Grupo eliminado. 2 agencias quedaron sin grupo.',
      released: 2,
    });
    expect((await agencyRow(db(), a.id)).group_id).toBeNull();
    expect((await agencyRow(db(), a.id)).deleted_at).toBeNull();
    const [entry] = await auditOf(db(), 'dealership_group', group.id);
    expect(entry).toMatchObject({ action: 'delete', after: { released: 2 } });
    expect(entry!.before).toMatchObject({ name: 'Grupo Efímero', agency_ids: [a.id, b.id] });

    const lonely = await buildGroup(db());
    const english = await as(t).en.on(groupResource).remove(lonely.id);
    expect(english.body).toEqual({ message: 'Group deleted. No dealership belonged to it.', released: 0 });
  });

  it('answers 404 for unknown ids and 422 for ids that are not ids', async () => {
    const missing = {
      GET: await groups().one(987654),
      PUT: await groups().update(987654, { name: 'Nada' }),
      DELETE: await groups().remove(987654),
    };
    for (const [method, answer] of Object.entries(missing)) {
      expect(answer.status, `${method} ${answer.raw.body}`).toBe(404);
    }
    expect((await groups().one('abc')).status).toBe(422);
  });

  // Paging, sizes, the sort whitelist (description is not in it), search, the export's headers: listContract below.
  it('lists with counts and the first three member names; sorts, searches and exports every member', async () => {
    const big = await buildGroup(db(), 'Listado Grande');
    const members = await Promise.all(
      ['Delta', 'Alfa', 'Charlie', 'Bravo'].map((n) => buildAgency(db(), { name: n })),
    );
    await placeAgencies(
      db(),
      members.map((m) => m.id),
      { group_id: big.id },
    );
    await buildGroup(db(), 'Listado Chico');

    const page = (await groups().list({ search: 'listado', sort: 'agencies_count|desc' })).body;
    expect(page.meta.total).toBe(2);
    expect(page.data.map((row) => row.name)).toEqual(['Listado Grande', 'Listado Chico']);
    expect(page.data[0]).toMatchObject({ agencies_count: 4, agencies: ['Alfa', 'Bravo', 'Charlie'] });

    const byName = (await groups().list({ search: 'listado', sort: 'name|asc' })).body;
    expect(byName.data.map((row) => row.name)).toEqual(['Listado Chico', 'Listado Grande']);

    const csv = await as(t).en.on(groupResource).export({ format: 'csv', search: 'listado grande' });
    expect(csv.status).toBe(200);
    const rows = await exportRows(csv.raw);
    expect(rows[1]!.slice(1, 5)).toEqual(['Listado Grande', '', '4', 'Alfa, Bravo, Charlie, Delta']);
  });

  it('GET /dealership/group answers { data: [{ label, value }] } by name to any signed-in user', async () => {
    const own = await manager.get<Options>(`${BASE}/group`);
    expect(own.status).toBe(200);
    const response = await as(t).get<Options>(`${BASE}/group`);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(Object.keys(response.body)).toEqual(['data']);
    expect(data.length).toBeGreaterThan(0);
    for (const option of data) expect(Object.keys(option).sort()).toEqual(['label', 'value']);
    const labels = data.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect((await as(t, 'anonymous').get(`${BASE}/group`)).status).toBe(401);
  });

  it('keeps the CRUD to holders of the permissions (a manager holds none)', async () => {
    expect((await manager.on(groupResource).list()).status).toBe(403);
    expect((await manager.on(groupResource).create({ name: 'Grupo del Gerente' })).status).toBe(403);
  });
});

describe('families (the same implementation, another definition)', () => {
  it('creates, edits and deletes a family through agencies.family_id, leaving group_id alone', async () => {
    const group = await buildGroup(db());
    const agency = await buildAgency(db(), { name: 'Nissan Centro' });
    await placeAgencies(db(), [agency.id], { group_id: group.id });
    const other = await buildFamily(db(), 'Familia Vieja');
    await placeAgencies(db(), [agency.id], { family_id: other.id });

    const created = await families().create({ name: 'Red Nissan', agency_ids: [agency.id] });
    expect(created.status, created.raw.body).toBe(201);
    const family = created.body.data;
    expect(family).toMatchObject({
      name: 'Red Nissan',
      agency_ids: [agency.id],
      agencies: ['Nissan Centro'],
    });
    const row = await agencyRow(db(), agency.id);
    expect(row).toMatchObject({ family_id: family.id, group_id: group.id });
    expect((await auditOf(db(), 'dealership_family', family.id))[0]!.after).toMatchObject({
      moved: [{ agency_id: agency.id, from: other.id }],
    });

    const taken = await as(t).en.on(familyResource).create({ name: 'red nissán' });
    expect(taken.problem.errors).toEqual({ name: ['A family with that name already exists.'] });

    const removed = await families().remove(family.id);
    expect(removed.body).toEqual({
      message: 'Familia eliminada. 1 agencia quedó sin familia.',
      released: 1,
    });
    expect(await agencyRow(db(), agency.id)).toMatchObject({ family_id: null, group_id: group.id });
  });

  it('GET /dealership/family answers the same picker shape', async () => {
    const family = await buildFamily(db(), 'Aaa Familia Primera');
    await placeAgencies(db(), [managerAgencyId], { family_id: family.id });
    const response = await manager.get<Options>(`${BASE}/family`);
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({ label: 'Aaa Familia Primera', value: expect.any(Number) });
  });

  it('pickers show a Gerente only the sets of their own dealerships, and administrators every set', async () => {
    const own = await buildGroup(db(), 'Grupo Propio del Gerente');
    const foreign = await buildGroup(db(), 'Grupo de Otro Cliente');
    const foreignFamily = await buildFamily(db(), 'Familia de Otro Cliente');
    const elsewhere = await buildAgency(db(), { name: 'Agencia de Otro Cliente' });
    await placeAgencies(db(), [managerAgencyId], { group_id: own.id });
    await placeAgencies(db(), [elsewhere.id], { group_id: foreign.id, family_id: foreignFamily.id });
    const labels = async (path: string, who: Client) => {
      const response = await who.get<Options>(`${BASE}/${path}`);
      expect(response.status).toBe(200);
      return response.body.data.map((option) => option.label);
    };
    expect(await labels('group', manager)).toEqual(['Grupo Propio del Gerente']);
    expect(await labels('family', manager)).not.toContain('Familia de Otro Cliente');
    expect(await labels('group', as(t))).toEqual(
      expect.arrayContaining(['Grupo Propio del Gerente', 'Grupo de Otro Cliente']),
    );
    expect(await labels('family', as(t))).toContain('Familia de Otro Cliente');
  });

  it('lists families with their own count and export name', async () => {
    const page = await as(t).en.on(familyResource).list({ limit: 100 });
    expect(page.status).toBe(200);
    const xlsx = await as(t).en.on(familyResource).export();
    expect(xlsx.headers['content-disposition']).toMatch(/families-\d{4}-\d{2}-\d{2}\.xlsx/);
  });
});

/** Rows of the contract: every other one with members, so the count sorts something. */
const contractSets = (build: typeof buildGroup, column: 'group_id' | 'family_id') =>
  async function create(app: TestApp, { i, text }: { i: number; text: string }) {
    const set = await build(app.context.database.db, text);
    if (i % 2 === 1) {
      const agency = await buildAgency(app.context.database.db);
      await placeAgencies(app.context.database.db, [agency.id], { [column]: set.id });
    }
  };
const headers = {
  es: ['ID', 'Nombre', 'Descripción', 'Agencias', 'Miembros', 'Creado'],
  en: ['ID', 'Name', 'Description', 'Dealerships', 'Members', 'Created'],
};

listContract(groupResource, {
  app: () => t,
  create: contractSets(buildGroup, 'group_id'),
  exported: { file: { es: 'grupos', en: 'groups' }, headers },
});
listContract(familyResource, {
  app: () => t,
  create: contractSets(buildFamily, 'family_id'),
  exported: { file: { es: 'familias', en: 'families' }, headers },
});
