import { ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_ADMIN_PERMISSIONS,
  agencyPayload,
  buildFamily,
  buildFullAgency,
  buildSettlement,
  headersFor,
  superadminHeaders,
} from '../../../test/agency-factories';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildBody } from '../../../test/catalog-factories';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildGroup, buildUser } from '../../../test/factories';
import { agencyRow, placeAgencies } from '../../../test/organisation-factories';
import { agencies, auditLog, packages } from '../../db/schema';

const AGENCIES = '/api/mi-vitrina/agencies';

interface Row {
  id: number;
  name: string;
  group: { id: number; name: string } | null;
  package: { id: number; name: string } | null;
  membership_status: string;
  users_count: number;
  [key: string]: unknown;
}
interface Page {
  data: Row[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}
type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
const db = () => t.context.database.db;
/** What a new agency is entitled to by default: all a non-administrator may send. */
const entitlementDefaults = {
  is_premium: false,
  is_preowened: true,
  membership_status: 'Activo',
  waba_id: null,
};
const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await superadminHeaders(t.context);
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = admin) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (query: string, headers: Headers = admin) => {
  const response = await get(`${AGENCIES}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};
const packageId = async (name: string) =>
  (await db().select().from(packages).where(eq(packages.name, name)))[0]!.id;
const auditOf = (id: number, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'agency'), eq(auditLog.entity_id, String(id)), eq(auditLog.action, action)),
    );

describe('list (spec §7 GET agencies?page&limit&sort&search)', () => {
  it('answers rows of the exact shape, with the settlement’s city and state and the user count', async () => {
    const group = await buildGroup(db(), 'Grupo Lista Exacta');
    const family = await buildFamily(db(), 'Red Lista Exacta');
    const polanco = await buildSettlement(db(), { postal_code: '11560', settlement: 'Polanco V Sección' });
    const agency = await buildFullAgency(db(), {
      name: 'Exacta Polanco',
      group_id: group.id,
      family_id: family.id,
      postal_code: '11560',
      sepomex_id: polanco.id,
    });
    await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });

    const page = await list(`page=1&limit=25&search=${encodeURIComponent('exacta polanco')}`);
    expect(page.meta).toEqual({ total: 1, page: 1, limit: 25, total_capped: false });
    expect(page.data[0]).toEqual({
      id: agency.id,
      name: 'Exacta Polanco',
      legal_name: 'Automotriz Del Valle, S.A. de C.V.',
      rfc: 'ADV180312AB1',
      group: { id: group.id, name: 'Grupo Lista Exacta' },
      family: { id: family.id, name: 'Red Lista Exacta' },
      package: { id: await packageId('Premium'), name: 'Premium' },
      membership_status: 'Activo',
      is_premium: true,
      is_preowened: true,
      waba_id: null,
      logo: null,
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      users_count: 2,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('searches names ignoring case and accents, sorts by every whitelisted field and refuses others', async () => {
    const tag = 'Ordenada';
    const basico = await packageId('Básico');
    const a = await buildAgency(db(), { name: `${tag} Álamo`, membership_status: 'Prueba' });
    const b = await buildAgency(db(), { name: `${tag} Baja`, packageName: 'Básico' });
    const c = await buildAgency(db(), { name: `${tag} cedro`, membership_status: 'Suspendido' });
    const ids = (page: Page) => page.data.map((row) => row.id);

    expect(ids(await list(`search=${encodeURIComponent('ORDENADA ALAMO')}`))).toEqual([a.id]);
    expect(ids(await list(`search=${tag}`))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(`search=${tag}&sort=name|desc`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`search=${tag}&sort=membership_status|asc`))).toEqual([b.id, a.id, c.id]);
    expect(ids(await list(`search=${tag}&sort=package_name|asc`))).toEqual([b.id, a.id, c.id]);
    expect(ids(await list(`search=${tag}&sort=created_at|desc`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`search=${tag}&sort=group_name|asc`))).toHaveLength(3);
    expect((await list(`search=${tag}&package_id=${basico}`)).data.map((row) => row.name)).toEqual([
      `${tag} Baja`,
    ]);
    expect(ids(await list(`search=${tag}&membership_status=Suspendido`))).toEqual([c.id]);
    expect(ids(await list(`search=${tag}&limit=1&page=2`))).toEqual([b.id]);

    const bad = await get(`${AGENCIES}?sort=rfc|asc`);
    expect(bad.statusCode).toBe(422);
    expect(json<Problem>(bad).errors).toEqual({ sort: ['No se puede ordenar por ese campo.'] });
    const status = await get(`${AGENCIES}?membership_status=Borrada`, en(admin));
    expect(json<Problem>(status).errors).toEqual({ membership_status: ['Select a valid option.'] });
  });

  it('filters by group, family and the new / used flags', async () => {
    const group = await buildGroup(db());
    const family = await buildFamily(db());
    const inGroup = await buildFullAgency(db(), { group_id: group.id });
    const inFamily = await buildFullAgency(db(), { family_id: family.id });
    await db().update(agencies).set({ is_premium: false }).where(eq(agencies.id, inFamily.id));
    expect((await list(`group_id=${group.id}`)).data.map((row) => row.id)).toEqual([inGroup.id]);
    expect((await list(`family_id=${family.id}`)).data.map((row) => row.id)).toEqual([inFamily.id]);
    expect((await list(`family_id=${family.id}&is_premium=true`)).data).toEqual([]);
    expect((await list(`family_id=${family.id}&is_preowened=true`)).data).toHaveLength(1);
  });

  it('shows a Gerente only their linked agencies, whatever agency they ask for', async () => {
    const mine = await buildAgency(db(), { name: 'Alcance Propia' });
    const other = await buildAgency(db(), { name: 'Alcance Ajena' });
    const { headers } = await headersFor(t.context, ROLES.manager, [mine.id], ['list agencies']);
    const page = await list('search=alcance', headers);
    expect(page.data.map((row) => row.id)).toEqual([mine.id]);
    expect(page.meta.total).toBe(1);
    const foreign = await get(`${AGENCIES}?agency=${other.id}`, headers);
    expect(foreign.statusCode).toBe(403);
    expect((await list('search=alcance')).data).toHaveLength(2);

    const advisor = await headersFor(t.context, ROLES.advisor, [mine.id]);
    expect((await get(AGENCIES, advisor.headers)).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV', async () => {
    const group = await buildGroup(db(), 'Grupo Exportado');
    await buildFullAgency(db(), { name: 'Exportada Norte', group_id: group.id });
    await buildFullAgency(db(), { name: 'Exportada Sur', group_id: group.id });
    const response = await get(`${AGENCIES}/export?format=csv&group_id=${group.id}&sort=name|desc`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = readCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Razón social',
      'RFC',
      'Grupo',
      'Familia',
      'Paquete',
      'Membresía',
      'Nuevos',
      'Seminuevos',
      'Ciudad',
      'Estado',
      'Usuarios',
      'Creada',
      'Actualizada',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[4], row[6], row[8]])).toEqual([
      ['Exportada Sur', 'Grupo Exportado', 'Premium', 'Sí'],
      ['Exportada Norte', 'Grupo Exportado', 'Premium', 'Sí'],
    ]);
  });
});

describe('detail (spec §7 GET agencies/{id})', () => {
  it('answers every field, the postal code’s settlements, the full address and the people', async () => {
    const satelite = await buildSettlement(db(), {
      postal_code: '53100',
      settlement: 'Ciudad Satélite',
      settlement_type: 'Fraccionamiento',
      municipality: 'Naucalpan de Juárez',
      city: 'Naucalpan de Juárez',
      state: 'México',
    });
    const other = await buildSettlement(db(), {
      postal_code: '53100',
      settlement: 'Bulevares',
      municipality: 'Naucalpan de Juárez',
      city: 'Naucalpan de Juárez',
      state: 'México',
    });
    const agency = await buildFullAgency(db(), {
      name: 'Detalle Satélite',
      postal_code: '53100',
      sepomex_id: satelite.id,
    });
    const advisor = await buildUser(db(), {
      role: ROLES.advisor,
      name: 'Ana Asesora',
      email: 'ana.asesora@example.mx',
      agencyIds: [agency.id],
    });
    const inactive = await buildUser(db(), {
      role: ROLES.advisor,
      name: 'Beto Inactivo',
      email: 'beto@example.mx',
      status: -1,
      agencyIds: [agency.id],
    });
    const manager = await buildUser(db(), {
      role: ROLES.manager,
      name: 'Gabriela Gerente',
      email: 'gaby@example.mx',
      agencyIds: [agency.id],
    });

    const response = await get(`${AGENCIES}/${agency.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: Record<string, unknown> }>(response);
    expect(data).toMatchObject({
      id: agency.id,
      name: 'Detalle Satélite',
      address: 'Av. Presidente Masaryk 111',
      postal_code: '53100',
      sepomex_id: satelite.id,
      sepomex: [
        {
          id: other.id,
          location: 'Bulevares',
          type: 'Colonia',
          municipality: 'Naucalpan de Juárez',
          city: 'Naucalpan de Juárez',
          state: 'México',
        },
        {
          id: satelite.id,
          location: 'Ciudad Satélite',
          type: 'Fraccionamiento',
          municipality: 'Naucalpan de Juárez',
          city: 'Naucalpan de Juárez',
          state: 'México',
        },
      ],
      full_address: 'Av. Presidente Masaryk 111, CP 53100, Ciudad Satélite, México',
      phone: '5552801234',
      whatsapp: '5512345678',
      email: 'contacto@delvalle.mx',
      website: 'https://delvalle.mx',
      group_id: null,
      family_id: null,
      package_id: await packageId('Premium'),
      city: 'Naucalpan de Juárez',
      state: 'México',
      users_count: 3,
      advisors: [
        { id: advisor.id, name: 'Ana Asesora', email: 'ana.asesora@example.mx', status: 1 },
        { id: inactive.id, name: 'Beto Inactivo', email: 'beto@example.mx', status: -1 },
      ],
      managers: [{ id: manager.id, name: 'Gabriela Gerente', email: 'gaby@example.mx', status: 1 }],
    });
    expect(data.permissions_for_package).toContain('view auctions');
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'name',
        'legal_name',
        'rfc',
        'group',
        'family',
        'package',
        'membership_status',
        'is_premium',
        'is_preowened',
        'waba_id',
        'logo',
        'city',
        'state',
        'users_count',
        'created_at',
        'updated_at',
        'group_id',
        'family_id',
        'package_id',
        'address',
        'postal_code',
        'sepomex_id',
        'sepomex',
        'full_address',
        'phone',
        'whatsapp',
        'email',
        'website',
        'advisors',
        'managers',
        'permissions_for_package',
      ].sort(),
    );
  });

  it('answers 404 for unknown ids and 422 for ids out of range', async () => {
    const missing = await get(`${AGENCIES}/987654`);
    expect(missing.statusCode).toBe(404);
    expect(json<Problem>(missing).message).toBe('No encontramos lo que buscas.');
    expect((await get(`${AGENCIES}/99999999999`)).statusCode).toBe(422);
  });
});

describe('create and update', () => {
  it('creates an agency with normalized fields, answers the detail, and audits it', async () => {
    const family = await buildFamily(db());
    const settlement = await buildSettlement(db(), {
      postal_code: '64000',
      settlement: 'Monterrey Centro',
      municipality: 'Monterrey',
      city: 'Monterrey',
      state: 'Nuevo León',
    });
    const response = await send(
      'POST',
      AGENCIES,
      agencyPayload({
        name: '  Motormex   Cumbres ',
        rfc: 'mmc-180312-ab1',
        phone: '(81) 8123-4567',
        whatsapp: '+52 81 8765 4321',
        email: ' Ventas@Motormex.MX ',
        website: 'motormex.mx',
        family_id: family.id,
        package_id: await packageId('Profesional'),
        postal_code: '64000',
        sepomex_id: settlement.id,
        waba_id: '109238475610293',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = json<{ data: Record<string, unknown> & { id: number } }>(response);
    expect(data).toMatchObject({
      name: 'Motormex Cumbres',
      rfc: 'MMC180312AB1',
      phone: '8181234567',
      whatsapp: '8187654321',
      email: 'ventas@motormex.mx',
      website: 'https://motormex.mx',
      family: { id: family.id, name: family.name },
      package: { name: 'Profesional' },
      full_address: 'Av. Constitución 400 Pte., CP 64000, Monterrey Centro, Nuevo León',
      waba_id: '109238475610293',
      users_count: 0,
      advisors: [],
    });
    const [entry] = await auditOf(data.id, 'create');
    expect(entry).toMatchObject({ agency_id: data.id, before: null });
    expect(entry!.after).toMatchObject({ name: 'Motormex Cumbres', rfc: 'MMC180312AB1' });
  });

  it('answers every field error at once, in Spanish and in English', async () => {
    const body = agencyPayload({
      name: '',
      rfc: 'GAV181312AB1',
      phone: '55 1234',
      whatsapp: 'abc',
      email: 'no-es-correo',
      website: 'javascript:alert(1)',
      postal_code: '123',
      membership_status: 'Borrada',
      waba_id: 'waba-123',
      is_premium: 'sí',
    });
    const es = await send('POST', AGENCIES, body);
    expect(es.statusCode).toBe(422);
    expect(json<Problem>(es)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        name: ['Este campo es obligatorio.'],
        rfc: [
          'El RFC no es válido: 3 letras (empresa) o 4 (persona), la fecha AAMMDD y 3 caracteres de homoclave.',
        ],
        phone: ['Escribe un número de 10 dígitos.'],
        whatsapp: ['Escribe un número de 10 dígitos.'],
        email: ['Dirección de correo electrónico inválida'],
        website: ['URL inválida'],
        postal_code: ['El código postal tiene 5 dígitos.'],
        membership_status: ['Selecciona una opción válida.'],
        waba_id: ['El ID de la cuenta de WhatsApp Business son solo dígitos (de 5 a 30).'],
        is_premium: ['El valor no es válido.'],
      },
    });
    const english = await send('POST', AGENCIES, body, en(admin));
    expect(json<Problem>(english).errors).toMatchObject({
      name: ['This field is required.'],
      rfc: [
        'The RFC is not valid: 3 letters (company) or 4 (person), the date YYMMDD and a 3-character check code.',
      ],
      phone: ['Enter a 10-digit number.'],
      email: ['Invalid email address'],
      website: ['Invalid URL'],
      postal_code: ['The postal code has 5 digits.'],
    });
    const long = await send('POST', AGENCIES, agencyPayload({ name: 'x'.repeat(121) }));
    expect(json<Problem>(long).errors).toEqual({ name: ['Debe tener como máximo 120 caracteres.'] });
  });

  it('accepts person and company RFCs with valid dates only (29 February of a leap year)', async () => {
    const ok = await send('POST', AGENCIES, agencyPayload({ rfc: 'LOAM000229H3A' }));
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await send('POST', AGENCIES, agencyPayload({ rfc: 'LOA010229H3A' }));
    expect(json<Problem>(bad).errors).toHaveProperty('rfc');
  });

  it('refuses a name taken by a live agency ignoring case and accents; a deleted agency’s name is free', async () => {
    await send('POST', AGENCIES, agencyPayload({ name: 'Autos Querétaro' }));
    const taken = await send('POST', AGENCIES, agencyPayload({ name: 'AUTOS  QUERETARO' }));
    expect(taken.statusCode).toBe(422);
    expect(json<Problem>(taken).errors).toEqual({ name: ['Ya existe una agencia con ese nombre.'] });
    const english = await send('POST', AGENCIES, agencyPayload({ name: 'autos querétaro' }), en(admin));
    expect(json<Problem>(english).errors).toEqual({ name: ['A dealership with that name already exists.'] });

    const gone = await buildAgency(db(), { name: 'Autos Retirados' });
    await db().update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));
    expect((await send('POST', AGENCIES, agencyPayload({ name: 'Autos Retirados' }))).statusCode).toBe(201);
  });

  it('gives one 201 and the same 422 to concurrent creations of one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', AGENCIES, agencyPayload({ name: 'Carrera Simultánea' }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
  });

  it('refuses a missing group, family or package and a settlement of another postal code, on their fields', async () => {
    const elsewhere = await buildSettlement(db(), { postal_code: '44100', settlement: 'Guadalajara Centro' });
    await buildSettlement(db(), { postal_code: '06700', settlement: 'Roma Norte' });
    const response = await send(
      'POST',
      AGENCIES,
      agencyPayload({
        group_id: 987654,
        family_id: 987654,
        package_id: 987654,
        postal_code: '06700',
        sepomex_id: elsewhere.id,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({
      group_id: ['El grupo elegido no existe.'],
      family_id: ['La familia elegida no existe.'],
      package_id: ['El paquete elegido no existe.'],
      sepomex_id: ['La colonia no corresponde al código postal.'],
    });
    const unchosen = await send('POST', AGENCIES, agencyPayload({ postal_code: '06700' }));
    expect(json<Problem>(unchosen).errors).toEqual({ sepomex_id: ['Elige la colonia del código postal.'] });
    const withoutCode = await send('POST', AGENCIES, agencyPayload({ sepomex_id: elsewhere.id }));
    expect(json<Problem>(withoutCode).errors).toEqual({
      sepomex_id: ['La colonia no corresponde al código postal.'],
    });
    // A postal code SEPOMEX does not know (the demo ships a sample) is kept without a settlement.
    const unknown = await send('POST', AGENCIES, agencyPayload({ postal_code: '99999' }));
    expect(unknown.statusCode, unknown.body).toBe(201);
  });

  it('updates every field, moves updated_at, audits before and after with the agency', async () => {
    const agency = await buildFullAgency(db(), { name: 'Editable Norte' });
    const group = await buildGroup(db());
    const response = await send(
      'PUT',
      `${AGENCIES}/${agency.id}`,
      agencyPayload({
        name: 'Editable Norte Renovada',
        group_id: group.id,
        membership_status: 'Suspendido',
        is_premium: false,
        package_id: await packageId('Básico'),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: Record<string, unknown> }>(response);
    expect(data).toMatchObject({
      name: 'Editable Norte Renovada',
      group: { id: group.id, name: group.name },
      membership_status: 'Suspendido',
      is_premium: false,
      package: { name: 'Básico' },
    });
    expect(new Date(data.updated_at as string).getTime()).toBeGreaterThan(agency.updated_at.getTime());
    const [entry] = await auditOf(agency.id, 'update');
    expect(entry).toMatchObject({ agency_id: agency.id });
    expect(entry!.before).toMatchObject({ name: 'Editable Norte', membership_status: 'Activo' });
    expect(entry!.after).toMatchObject({ name: 'Editable Norte Renovada', membership_status: 'Suspendido' });

    const itself = await send('PUT', `${AGENCIES}/${agency.id}`, {
      ...agencyPayload({ name: 'editable norte renovada' }),
      package_id: await packageId('Básico'),
    });
    expect(itself.statusCode, itself.body).toBe(200);
    expect((await send('PUT', `${AGENCIES}/987654`, agencyPayload())).statusCode).toBe(404);
  });
});

describe('partial update', () => {
  it('keeps the fields a PUT leaves out, and clears the ones sent empty', async () => {
    const group = await buildGroup(db());
    const agency = await buildFullAgency(db(), { name: 'Parcial Centro', group_id: group.id });
    const response = await send('PUT', `${AGENCIES}/${agency.id}`, { name: 'Parcial Centro', phone: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(response).data).toMatchObject({
      group: { id: group.id },
      legal_name: 'Automotriz Del Valle, S.A. de C.V.',
      rfc: 'ADV180312AB1',
      phone: null,
      whatsapp: '5512345678',
      package: { name: 'Premium' },
      membership_status: 'Activo',
    });
  });
});

describe('delete (soft)', () => {
  it('refuses while active users are linked, with the reason in the request language', async () => {
    const agency = await buildAgency(db(), { name: 'Con Usuarios' });
    for (let i = 0; i < 3; i += 1) await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    await buildUser(db(), { role: ROLES.advisor, status: -1, agencyIds: [agency.id] });
    const refused = await send('DELETE', `${AGENCIES}/${agency.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      message: 'No se puede eliminar la agencia porque tiene 3 usuarios activos.',
    });
    const english = await send('DELETE', `${AGENCIES}/${agency.id}`, undefined, en(admin));
    expect(json<Problem>(english).message).toBe(
      'The dealership cannot be deleted because it has 3 active users.',
    );

    const single = await buildAgency(db());
    await buildUser(db(), { role: ROLES.manager, agencyIds: [single.id] });
    const one = await send('DELETE', `${AGENCIES}/${single.id}`);
    expect(json<Problem>(one).message).toBe('No se puede eliminar la agencia porque tiene 1 usuario activo.');
    expect((await db().select().from(agencies).where(eq(agencies.id, agency.id)))[0]!.deleted_at).toBeNull();
  });

  it('deletes an agency with only inactive users; it leaves lists, detail, pickers and profiles', async () => {
    const agency = await buildAgency(db(), { name: 'Por Borrar' });
    await buildUser(db(), { role: ROLES.advisor, status: -1, agencyIds: [agency.id] });
    const response = await send('DELETE', `${AGENCIES}/${agency.id}`, undefined, en(admin));
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ message: 'Dealership deleted.' });

    const [stored] = await db().select().from(agencies).where(eq(agencies.id, agency.id));
    expect(stored!.deleted_at).not.toBeNull();
    const [entry] = await auditOf(agency.id, 'delete');
    expect(entry).toMatchObject({ agency_id: agency.id });
    expect(entry!.before).toMatchObject({ deleted_at: null });
    expect((entry!.after as { deleted_at: string | null }).deleted_at).not.toBeNull();

    expect((await list('search=por%20borrar')).data).toEqual([]);
    expect((await get(`${AGENCIES}/${agency.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `${AGENCIES}/${agency.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${AGENCIES}/${agency.id}`, agencyPayload())).statusCode).toBe(404);
    const options = json<{ data: { value: number }[] }>(await get(`${AGENCIES}/all-agencies-actives`));
    expect(options.data.map((option) => option.value)).not.toContain(agency.id);
  });
});

describe('scope: a Gerente of A gets nothing of B', () => {
  it('reads, updates and deletes only linked agencies; B answers 404 by any id', async () => {
    const a = await buildFullAgency(db(), { name: 'Alcance A' });
    const b = await buildFullAgency(db(), { name: 'Alcance B' });
    const { headers } = await headersFor(t.context, ROLES.manager, [a.id], AGENCY_ADMIN_PERMISSIONS);

    expect((await get(`${AGENCIES}/${a.id}`, headers)).statusCode).toBe(200);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', agencyPayload({ name: 'Tomada' })],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `${AGENCIES}/${b.id}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    const [untouched] = await db().select().from(agencies).where(eq(agencies.id, b.id));
    expect(untouched).toMatchObject({ name: 'Alcance B', deleted_at: null });

    const own = await send(
      'PUT',
      `${AGENCIES}/${a.id}`,
      agencyPayload({ name: 'Alcance A Editada', package_id: await packageId('Premium') }),
      headers,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps what a dealership is entitled to for administrators', async () => {
    const a = await buildAgency(db(), {
      packageName: 'Básico',
      membership_status: 'Prueba',
      is_premium: false,
      is_preowened: false,
    });
    const { headers } = await headersFor(t.context, ROLES.manager, [a.id], AGENCY_ADMIN_PERMISSIONS);
    const upgrade = await send(
      'PUT',
      `${AGENCIES}/${a.id}`,
      agencyPayload({
        package_id: await packageId('Premium'),
        membership_status: 'Activo',
        is_premium: true,
        is_preowened: true,
        waba_id: '1234567890',
      }),
      headers,
    );
    expect(upgrade.statusCode).toBe(403);
    const refused = [
      'Solo un administrador puede cambiar lo que la agencia tiene contratado: paquete, membresía, autos nuevos y seminuevos, y WhatsApp.',
    ];
    expect(json<Problem>(upgrade)).toEqual({
      message: refused[0],
      errors: {
        package_id: refused,
        membership_status: refused,
        is_premium: refused,
        is_preowened: refused,
        waba_id: refused,
      },
    });
    const [unchanged] = await db().select().from(agencies).where(eq(agencies.id, a.id));
    expect(unchanged).toMatchObject({ is_premium: false, is_preowened: false, waba_id: null });

    // One entitlement alone is refused too; the same values pass.
    const premium = await send(
      'PUT',
      `${AGENCIES}/${a.id}`,
      { name: 'Sin cambio', is_premium: true },
      headers,
    );
    expect(json<Problem>(premium).errors).toEqual({ is_premium: refused });
    const same = await send('PUT', `${AGENCIES}/${a.id}`, { is_premium: false, name: 'Sin cambio' }, headers);
    expect(same.statusCode, same.body).toBe(200);

    for (const field of [
      { package_id: await packageId('Premium') },
      { is_premium: true },
      { waba_id: '1234567890' },
      { membership_status: 'Prueba' },
    ]) {
      const created = await send(
        'POST',
        AGENCIES,
        agencyPayload({ ...entitlementDefaults, ...field }),
        headers,
      );
      expect(created.statusCode, JSON.stringify(field)).toBe(403);
    }
  });

  it('lets a Gerente file an agency only under a group or family of their own dealerships', async () => {
    const ownGroup = await buildGroup(db(), `Grupo propio ${Date.now()}`);
    const foreignGroup = await buildGroup(db(), `Grupo ajeno ${Date.now()}`);
    const foreignFamily = await buildFamily(db(), `Familia ajena ${Date.now()}`);
    const a = await buildAgency(db());
    const other = await buildAgency(db());
    await placeAgencies(db(), [a.id], { group_id: ownGroup.id });
    await placeAgencies(db(), [other.id], { group_id: foreignGroup.id, family_id: foreignFamily.id });
    const { headers } = await headersFor(t.context, ROLES.manager, [a.id], AGENCY_ADMIN_PERMISSIONS);

    const intoForeign = await send(
      'POST',
      AGENCIES,
      agencyPayload({ ...entitlementDefaults, group_id: foreignGroup.id, family_id: foreignFamily.id }),
      en(headers),
    );
    expect(intoForeign.statusCode).toBe(403);
    expect(json<Problem>(intoForeign).errors).toEqual({
      group_id: ['Choose a group or family of your own dealerships.'],
      family_id: ['Choose a group or family of your own dealerships.'],
    });
    const moved = await send(
      'PUT',
      `${AGENCIES}/${a.id}`,
      { name: 'Propia', group_id: foreignGroup.id },
      headers,
    );
    expect(moved.statusCode).toBe(403);
    expect((await agencyRow(db(), a.id)).group_id).toBe(ownGroup.id);

    const intoOwn = await send(
      'POST',
      AGENCIES,
      agencyPayload({ ...entitlementDefaults, group_id: ownGroup.id }),
      headers,
    );
    expect(intoOwn.statusCode, intoOwn.body).toBe(201);
    // An administrator files any agency anywhere.
    const adminMove = await send('PUT', `${AGENCIES}/${a.id}`, { name: 'Propia', group_id: foreignGroup.id });
    expect(adminMove.statusCode, adminMove.body).toBe(200);
  });

  it('links a Gerente to the agency they create, so it stays in their lists', async () => {
    const a = await buildAgency(db());
    const { user, headers } = await headersFor(t.context, ROLES.manager, [a.id], AGENCY_ADMIN_PERMISSIONS);
    const response = await send(
      'POST',
      AGENCIES,
      agencyPayload({ ...entitlementDefaults, name: 'Sucursal Nueva' }),
      headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = json<{ data: { id: number; managers: { id: number }[] } }>(response);
    expect(data.managers.map((manager) => manager.id)).toEqual([user.id]);
    expect((await get(`${AGENCIES}/${data.id}`, headers)).statusCode).toBe(200);
    const [link] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'agency_user'), eq(auditLog.agency_id, data.id)));
    expect(link).toMatchObject({ action: 'link', user_id: user.id });
  });
});

describe('pickers (spec §7)', () => {
  it('all-agencies-actives: live, not cancelled, by name; only linked ones for non-administrators', async () => {
    const tag = 'Selector';
    const zeta = await buildAgency(db(), { name: `${tag} Zeta` });
    const alfa = await buildAgency(db(), { name: `${tag} Álfa`, membership_status: 'Suspendido' });
    await buildAgency(db(), { name: `${tag} Cancelada`, membership_status: 'Cancelado' });
    const response = await get(`${AGENCIES}/all-agencies-actives`);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { label: string; value: number }[] }>(response);
    expect(body.data.filter((option) => option.label.startsWith(tag))).toEqual([
      { label: `${tag} Álfa`, value: alfa.id },
      { label: `${tag} Zeta`, value: zeta.id },
    ]);
    expect(Object.keys(body)).toEqual(['data']);

    const advisor = await headersFor(t.context, ROLES.advisor, [zeta.id]);
    const own = await get(`${AGENCIES}/all-agencies-actives`, advisor.headers);
    expect(json(own)).toEqual({ data: [{ label: `${tag} Zeta`, value: zeta.id }] });
    const lonely = await headersFor(t.context, ROLES.manager);
    expect(json(await get(`${AGENCIES}/all-agencies-actives`, lonely.headers))).toEqual({ data: [] });
  });

  it('all-active-bodies: the active body types, by name, for any signed-in user', async () => {
    const sedan = await buildBody(db(), { name: 'Sedán Picker' });
    await buildBody(db(), { name: 'Antigua Picker', active: false });
    const advisor = await headersFor(t.context, ROLES.advisor);
    const response = await get(`${AGENCIES}/all-active-bodies`, advisor.headers);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { label: string; value: number }[] }>(response);
    expect(data.filter((option) => option.label.endsWith('Picker'))).toEqual([
      { label: 'Sedán Picker', value: sedan.id },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `${AGENCIES}/all-active-bodies` })).statusCode).toBe(
      401,
    );
  });
});
