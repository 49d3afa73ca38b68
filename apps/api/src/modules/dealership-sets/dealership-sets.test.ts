import { ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildGroup, buildUser, tokenFor } from '../../../test/factories';
import { agencyRow, buildFamily, placeAgencies } from '../../../test/organisation-factories';
import { agencies, auditLog } from '../../db/schema';

const BASE = '/api/mi-vitrina/dealership';
const GROUPS = `${BASE}/groups`;
const FAMILIES = `${BASE}/families`;

interface SetRow {
  id: number;
  name: string;
  description: string;
  agencies_count: number;
  agencies: string[];
  created_at: string;
  updated_at: string;
}
interface Detail extends SetRow {
  agency_ids: number[];
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;
let managerHeaders: Record<string, string>;
let managerAgencyId: number;
const en = () => ({ ...headers, 'accept-language': 'en' });
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildUser(db(), { role: ROLES.admin });
  headers = bearer(await tokenFor(t.context, admin.id));
  const agency = await buildAgency(db());
  managerAgencyId = agency.id;
  const manager = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
  managerHeaders = bearer(await tokenFor(t.context, manager.id));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, extra = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });

const auditOf = (entity: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

describe('groups', () => {
  it('creates a group with members, moving an agency out of its previous group, and audits it', async () => {
    const previous = await buildGroup(db(), 'Grupo Anterior');
    const polanco = await buildAgency(db(), { name: 'Zeta Polanco' });
    const satelite = await buildAgency(db(), { name: 'Alfa Satélite' });
    await placeAgencies(db(), [polanco.id], { group_id: previous.id });

    const response = await send('POST', GROUPS, {
      name: '  Grupo   Norte ',
      description: 'Agencias del norte',
      agency_ids: [polanco.id, satelite.id, polanco.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Detail }>(response).data;
    expect(created).toMatchObject({
      name: 'Grupo Norte',
      description: 'Agencias del norte',
      agencies_count: 2,
      agencies: ['Alfa Satélite', 'Zeta Polanco'],
      agency_ids: [satelite.id, polanco.id],
    });
    expect((await agencyRow(db(), polanco.id)).group_id).toBe(created.id);

    const previousNow = json<{ data: Detail }>(await send('GET', `${GROUPS}/${previous.id}`)).data;
    expect(previousNow).toMatchObject({ agencies_count: 0, agency_ids: [], agencies: [] });

    const [entry] = await auditOf('dealership_group', created.id);
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
    const spanish = await send('POST', GROUPS, { name: 'grupo perez' });
    expect(spanish.statusCode).toBe(422);
    expect(json<Problem>(spanish)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { name: ['Ya existe un grupo con ese nombre.'] },
    });
    const english = await send('POST', GROUPS, { name: 'GRUPO PÉREZ' }, { 'accept-language': 'en' });
    expect(json<Problem>(english).errors).toEqual({ name: ['A group with that name already exists.'] });
  });

  it('says what is wrong with each field', async () => {
    const empty = await send('POST', GROUPS, { name: '   ', agency_ids: [0] });
    expect(empty.statusCode).toBe(422);
    expect(json<Problem>(empty).errors).toEqual({
      name: ['Este campo es obligatorio.'],
      'agency_ids.0': ['Debe ser mayor que 0.'],
    });
    const long = await send('POST', GROUPS, { name: 'x'.repeat(121) }, { 'accept-language': 'en' });
    expect(json<Problem>(long).errors).toEqual({ name: ['Must be at most 120 characters.'] });

    const gone = await buildAgency(db());
    await db().update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));
    const unknown = await send('POST', GROUPS, { name: 'Grupo Fantasma', agency_ids: [gone.id, 987654] });
    expect(json<Problem>(unknown).errors).toEqual({
      agency_ids: ['Una o más de las agencias elegidas no existen o fueron eliminadas.'],
    });
  });

  it('edits a group: the new list is the membership; agencies left out have no group', async () => {
    const group = await buildGroup(db(), 'Grupo Sur');
    const [a, b, c] = [await buildAgency(db()), await buildAgency(db()), await buildAgency(db())];
    await placeAgencies(db(), [a.id, b.id], { group_id: group.id });

    const response = await send('PUT', `${GROUPS}/${group.id}`, {
      name: 'Grupo Sur Pacífico',
      description: '',
      agency_ids: [b.id, c.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Detail }>(response).data).toMatchObject({
      name: 'Grupo Sur Pacífico',
      agencies_count: 2,
    });
    expect((await agencyRow(db(), a.id)).group_id).toBeNull();
    expect((await agencyRow(db(), b.id)).group_id).toBe(group.id);
    expect((await agencyRow(db(), c.id)).group_id).toBe(group.id);

    const [entry] = await auditOf('dealership_group', group.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.before).toMatchObject({ name: 'Grupo Sur', agency_ids: [a.id, b.id] });
    expect(entry!.after).toMatchObject({
      name: 'Grupo Sur Pacífico',
      agency_ids: [b.id, c.id],
      moved: [{ agency_id: c.id, from: null }],
      released: [a.id],
    });

    // Its own name, with other case, is not "taken".
    const same = await send('PUT', `${GROUPS}/${group.id}`, { name: 'GRUPO SUR PACÍFICO', agency_ids: [] });
    expect(same.statusCode, same.body).toBe(200);
    expect((await agencyRow(db(), b.id)).group_id).toBeNull();
  });

  it('deletes a group: its agencies stay, without group, and the answer says how many', async () => {
    const group = await buildGroup(db(), 'Grupo Efímero');
    const [a, b] = [await buildAgency(db()), await buildAgency(db())];
    await placeAgencies(db(), [a.id, b.id], { group_id: group.id });
    const response = await send('DELETE', `${GROUPS}/${group.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      message: 'Grupo eliminado. 2 agencias quedaron sin grupo.',
      released: 2,
    });
    expect((await agencyRow(db(), a.id)).group_id).toBeNull();
    expect((await agencyRow(db(), a.id)).deleted_at).toBeNull();
    const [entry] = await auditOf('dealership_group', group.id);
    expect(entry).toMatchObject({ action: 'delete', after: { released: 2 } });
    expect(entry!.before).toMatchObject({ name: 'Grupo Efímero', agency_ids: [a.id, b.id] });

    const lonely = await buildGroup(db());
    const english = await send('DELETE', `${GROUPS}/${lonely.id}`, undefined, { 'accept-language': 'en' });
    expect(json(english)).toEqual({ message: 'Group deleted. No dealership belonged to it.', released: 0 });
  });

  it('answers 404 for unknown ids and 422 for ids that are not ids', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await send(method, `${GROUPS}/987654`, method === 'PUT' ? { name: 'Nada' } : undefined);
      expect(missing.statusCode, `${method} ${missing.body}`).toBe(404);
    }
    expect((await send('GET', `${GROUPS}/abc`)).statusCode).toBe(422);
  });

  it('lists with counts and the first three member names; sorts, searches and exports', async () => {
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

    const page = json<{ data: SetRow[]; meta: { total: number } }>(
      await send('GET', `${GROUPS}?search=listado&sort=agencies_count|desc`),
    );
    expect(page.meta.total).toBe(2);
    expect(page.data.map((row) => row.name)).toEqual(['Listado Grande', 'Listado Chico']);
    expect(page.data[0]).toMatchObject({ agencies_count: 4, agencies: ['Alfa', 'Bravo', 'Charlie'] });

    const byName = json<{ data: SetRow[] }>(await send('GET', `${GROUPS}?search=listado&sort=name|asc`));
    expect(byName.data.map((row) => row.name)).toEqual(['Listado Chico', 'Listado Grande']);
    const badSort = await send('GET', `${GROUPS}?sort=description|asc`);
    expect(json<Problem>(badSort).errors).toEqual({ sort: ['No se puede ordenar por ese campo.'] });

    const csv = await send('GET', `${GROUPS}/export?format=csv&search=listado%20grande`, undefined, {
      'accept-language': 'en',
    });
    expect(csv.statusCode).toBe(200);
    const rows = readCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['ID', 'Name', 'Description', 'Dealerships', 'Members', 'Created']);
    expect(rows[1]!.slice(1, 5)).toEqual(['Listado Grande', '', '4', 'Alfa, Bravo, Charlie, Delta']);
  });

  it('GET /dealership/group answers { data: [{ label, value }] } by name to any signed-in user', async () => {
    const own = await t.app.inject({ method: 'GET', url: `${BASE}/group`, headers: managerHeaders });
    expect(own.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/group`, headers });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { label: string; value: number }[] }>(response);
    expect(Object.keys(json(response))).toEqual(['data']);
    expect(data.length).toBeGreaterThan(0);
    for (const option of data) expect(Object.keys(option).sort()).toEqual(['label', 'value']);
    const labels = data.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/group` })).statusCode).toBe(401);
  });

  it('keeps the CRUD to holders of the permissions (a manager holds none)', async () => {
    const list = await t.app.inject({ method: 'GET', url: GROUPS, headers: managerHeaders });
    expect(list.statusCode).toBe(403);
    const create = await t.app.inject({
      method: 'POST',
      url: GROUPS,
      headers: managerHeaders,
      payload: { name: 'Grupo del Gerente' },
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('families (the same implementation, another definition)', () => {
  it('creates, edits and deletes a family through agencies.family_id, leaving group_id alone', async () => {
    const group = await buildGroup(db());
    const agency = await buildAgency(db(), { name: 'Nissan Centro' });
    await placeAgencies(db(), [agency.id], { group_id: group.id });
    const other = await buildFamily(db(), 'Familia Vieja');
    await placeAgencies(db(), [agency.id], { family_id: other.id });

    const created = await send('POST', FAMILIES, { name: 'Red Nissan', agency_ids: [agency.id] });
    expect(created.statusCode, created.body).toBe(201);
    const family = json<{ data: Detail }>(created).data;
    expect(family).toMatchObject({
      name: 'Red Nissan',
      agency_ids: [agency.id],
      agencies: ['Nissan Centro'],
    });
    const row = await agencyRow(db(), agency.id);
    expect(row).toMatchObject({ family_id: family.id, group_id: group.id });
    expect((await auditOf('dealership_family', family.id))[0]!.after).toMatchObject({
      moved: [{ agency_id: agency.id, from: other.id }],
    });

    const taken = await send('POST', FAMILIES, { name: 'red nissán' }, { 'accept-language': 'en' });
    expect(json<Problem>(taken).errors).toEqual({ name: ['A family with that name already exists.'] });

    const removed = await send('DELETE', `${FAMILIES}/${family.id}`);
    expect(json(removed)).toEqual({
      message: 'Familia eliminada. 1 agencia quedó sin familia.',
      released: 1,
    });
    expect(await agencyRow(db(), agency.id)).toMatchObject({ family_id: null, group_id: group.id });
  });

  it('GET /dealership/family answers the same picker shape', async () => {
    const family = await buildFamily(db(), 'Aaa Familia Primera');
    await placeAgencies(db(), [managerAgencyId], { family_id: family.id });
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/family`, headers: managerHeaders });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { label: string; value: number }[] }>(response);
    expect(data[0]).toEqual({ label: 'Aaa Familia Primera', value: expect.any(Number) });
  });

  it('pickers show a Gerente only the sets of their own dealerships, and administrators every set', async () => {
    const own = await buildGroup(db(), 'Grupo Propio del Gerente');
    const foreign = await buildGroup(db(), 'Grupo de Otro Cliente');
    const foreignFamily = await buildFamily(db(), 'Familia de Otro Cliente');
    const elsewhere = await buildAgency(db(), { name: 'Agencia de Otro Cliente' });
    await placeAgencies(db(), [managerAgencyId], { group_id: own.id });
    await placeAgencies(db(), [elsewhere.id], { group_id: foreign.id, family_id: foreignFamily.id });
    const labels = async (path: string, who: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: who });
      expect(response.statusCode).toBe(200);
      return json<{ data: { label: string }[] }>(response).data.map((option) => option.label);
    };
    expect(await labels('group', managerHeaders)).toEqual(['Grupo Propio del Gerente']);
    expect(await labels('family', managerHeaders)).not.toContain('Familia de Otro Cliente');
    expect(await labels('group', headers)).toEqual(
      expect.arrayContaining(['Grupo Propio del Gerente', 'Grupo de Otro Cliente']),
    );
    expect(await labels('family', headers)).toContain('Familia de Otro Cliente');
  });

  it('lists families with their own count and export name', async () => {
    const page = await send('GET', `${FAMILIES}?limit=100`, undefined, en());
    expect(page.statusCode).toBe(200);
    const xlsx = await send('GET', `${FAMILIES}/export`, undefined, { 'accept-language': 'en' });
    expect(xlsx.headers['content-disposition']).toMatch(/families-\d{4}-\d{2}-\d{2}\.xlsx/);
  });
});
