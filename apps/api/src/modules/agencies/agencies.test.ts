import { agencyResource, MEMBERSHIP_STATUSES, type profileAnswer, ROLES } from '@vitrina/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import {
  AGENCY_ADMIN_PERMISSIONS,
  agencyPayload,
  agencyRow,
  auditOf,
  buildAgency,
  buildBody,
  buildFamily,
  buildFullAgency,
  buildGroup,
  buildSettlement,
  buildUser,
  placeAgencies,
} from '../../../test/factories';
import { as, type Query } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import type { ResourceClient } from '../../../test/kits/resource-client';
import { agencies, auditLog, notifications, packages } from '../../db/schema';

type Agencies = ResourceClient<typeof agencyResource>;

let t: TestApp;
const db = () => t.context.database.db;
/** What a new agency is entitled to by default: all a non-administrator may send. */
const entitlementDefaults = {
  is_premium: false,
  is_preowened: true,
  membership_status: 'Activo',
  waba_id: null,
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The agencies calls of a superadministrator, in Spanish (`adminEn`: in English). */
const admin = () => as(t, 'superadmin').on(agencyResource);
const adminEn = () => as(t, 'superadmin').en.on(agencyResource);
/** A Gerente of `agencyIds` (a new user) holding the agency permissions. */
const gerenteOf = (agencyIds: number[]) =>
  as(t, { role: ROLES.manager, agencies: agencyIds, permissions: AGENCY_ADMIN_PERMISSIONS });
const list = async (query: Query, client: Agencies = admin()) => {
  const answer = await client.list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};
const ids = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);
const packageId = async (name: string) =>
  (await db().select().from(packages).where(eq(packages.name, name)))[0]!.id;
type Options = { data: { label: string; value: number }[] };
const auditsOf = async (id: number, action: string) =>
  (await auditOf(db(), 'agency', id)).filter((entry) => entry.action === action);

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

    const page = await list({ page: 1, limit: 25, search: 'exacta polanco' });
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

    expect(ids(await list({ search: 'ORDENADA ALAMO' }))).toEqual([a.id]);
    expect(ids(await list({ search: tag }))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list({ search: tag, sort: 'name|desc' }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list({ search: tag, sort: 'membership_status|asc' }))).toEqual([b.id, a.id, c.id]);
    expect(ids(await list({ search: tag, sort: 'package_name|asc' }))).toEqual([b.id, a.id, c.id]);
    expect(ids(await list({ search: tag, sort: 'created_at|desc' }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list({ search: tag, sort: 'group_name|asc' }))).toHaveLength(3);
    expect((await list({ search: tag, package_id: basico })).data.map((row) => row.name)).toEqual([
      `${tag} Baja`,
    ]);
    expect(ids(await list({ search: tag, membership_status: 'Suspendido' }))).toEqual([c.id]);
    expect(ids(await list({ search: tag, limit: 1, page: 2 }))).toEqual([b.id]);

    const bad = await admin().list({ sort: 'rfc|asc' });
    expect(bad.status).toBe(422);
    expect(bad.problem.errors).toEqual({ sort: ['No se puede ordenar por ese campo.'] });
    const status = await adminEn().list({ membership_status: 'Borrada' });
    expect(status.problem.errors).toEqual({ membership_status: ['Select a valid option.'] });
  });

  it('filters by group, family and the new / used flags', async () => {
    const group = await buildGroup(db());
    const family = await buildFamily(db());
    const inGroup = await buildFullAgency(db(), { group_id: group.id });
    const inFamily = await buildFullAgency(db(), { family_id: family.id });
    await db().update(agencies).set({ is_premium: false }).where(eq(agencies.id, inFamily.id));
    expect(ids(await list({ group_id: group.id }))).toEqual([inGroup.id]);
    expect(ids(await list({ family_id: family.id }))).toEqual([inFamily.id]);
    expect((await list({ family_id: family.id, is_premium: true })).data).toEqual([]);
    expect((await list({ family_id: family.id, is_preowened: true })).data).toHaveLength(1);
  });

  it('shows a Gerente only their linked agencies, whatever agency they ask for', async () => {
    const mine = await buildAgency(db(), { name: 'Alcance Propia' });
    const other = await buildAgency(db(), { name: 'Alcance Ajena' });
    const gerente = as(t, { role: ROLES.manager, agencies: [mine.id], permissions: ['list agencies'] });
    const page = await list({ search: 'alcance' }, gerente.on(agencyResource));
    expect(ids(page)).toEqual([mine.id]);
    expect(page.meta.total).toBe(1);
    const foreign = await gerente.on(agencyResource).list({ agency: other.id });
    expect(foreign.status).toBe(403);
    expect((await list({ search: 'alcance' })).data).toHaveLength(2);

    const advisor = as(t, { role: ROLES.advisor, agencies: [mine.id] }).on(agencyResource);
    expect((await advisor.list()).status).toBe(403);
  });

  it('exports the filtered list as CSV', async () => {
    const group = await buildGroup(db(), 'Grupo Exportado');
    await buildFullAgency(db(), { name: 'Exportada Norte', group_id: group.id });
    await buildFullAgency(db(), { name: 'Exportada Sur', group_id: group.id });
    const response = await admin().export({ format: 'csv', group_id: group.id, sort: 'name|desc' });
    expect(response.status, response.raw.body).toBe(200);
    // The header row, in both languages: the list contract's export below.
    const rows = await exportRows(response.raw);
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

    const response = await admin().one(agency.id);
    expect(response.status, response.raw.body).toBe(200);
    const { data } = response.body;
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
    const missing = await admin().one(987654);
    expect(missing.status).toBe(404);
    expect(missing.problem.message).toBe('No encontramos lo que buscas.');
    expect((await admin().one('99999999999')).status).toBe(422);
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
    const response = await admin().create(
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
    expect(response.status, response.raw.body).toBe(201);
    const { data } = response.body;
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
    const [entry] = await auditsOf(data.id, 'create');
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
    const es = await admin().create(body);
    expect(es.status).toBe(422);
    expect(es.problem).toEqual({
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
    const english = await adminEn().create(body);
    expect(english.problem.errors).toMatchObject({
      name: ['This field is required.'],
      rfc: [
        'The RFC is not valid: 3 letters (company) or 4 (person), the date YYMMDD and a 3-character check code.',
      ],
      phone: ['Enter a 10-digit number.'],
      email: ['Invalid email address'],
      website: ['Invalid URL'],
      postal_code: ['The postal code has 5 digits.'],
    });
    const long = await admin().create(agencyPayload({ name: 'x'.repeat(121) }));
    expect(long.problem.errors).toEqual({ name: ['Debe tener como máximo 120 caracteres.'] });
  });

  it('accepts person and company RFCs with valid dates only (29 February of a leap year)', async () => {
    const ok = await admin().create(agencyPayload({ rfc: 'LOAM000229H3A' }));
    expect(ok.status, ok.raw.body).toBe(201);
    const bad = await admin().create(agencyPayload({ rfc: 'LOA010229H3A' }));
    expect(bad.problem.errors).toHaveProperty('rfc');
  });

  it('refuses a name taken by a live agency ignoring case and accents; a deleted agency’s name is free', async () => {
    await admin().create(agencyPayload({ name: 'Autos Querétaro' }));
    const taken = await admin().create(agencyPayload({ name: 'AUTOS  QUERETARO' }));
    expect(taken.status).toBe(422);
    expect(taken.problem.errors).toEqual({ name: ['Ya existe una agencia con ese nombre.'] });
    const english = await adminEn().create(agencyPayload({ name: 'autos querétaro' }));
    expect(english.problem.errors).toEqual({ name: ['A dealership with that name already exists.'] });

    const gone = await buildAgency(db(), { name: 'Autos Retirados' });
    await db().update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));
    expect((await admin().create(agencyPayload({ name: 'Autos Retirados' }))).status).toBe(201);
  });

  it('gives one 201 and the same 422 to concurrent creations of one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin().create(agencyPayload({ name: 'Carrera Simultánea' }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
  });

  it('refuses a missing group, family or package and a settlement of another postal code, on their fields', async () => {
    const elsewhere = await buildSettlement(db(), { postal_code: '44100', settlement: 'Guadalajara Centro' });
    await buildSettlement(db(), { postal_code: '06700', settlement: 'Roma Norte' });
    const response = await admin().create(
      agencyPayload({
        group_id: 987654,
        family_id: 987654,
        package_id: 987654,
        postal_code: '06700',
        sepomex_id: elsewhere.id,
      }),
    );
    expect(response.status).toBe(422);
    expect(response.problem.errors).toEqual({
      group_id: ['El grupo elegido no existe.'],
      family_id: ['La familia elegida no existe.'],
      package_id: ['El paquete elegido no existe.'],
      sepomex_id: ['La colonia no corresponde al código postal.'],
    });
    const unchosen = await admin().create(agencyPayload({ postal_code: '06700' }));
    expect(unchosen.problem.errors).toEqual({ sepomex_id: ['Elige la colonia del código postal.'] });
    const withoutCode = await admin().create(agencyPayload({ sepomex_id: elsewhere.id }));
    expect(withoutCode.problem.errors).toEqual({
      sepomex_id: ['La colonia no corresponde al código postal.'],
    });
    // A postal code SEPOMEX does not know (the demo ships a sample) is kept without a settlement.
    const unknown = await admin().create(agencyPayload({ postal_code: '99999' }));
    expect(unknown.status, unknown.raw.body).toBe(201);
  });

  it('updates every field, moves updated_at, audits before and after with the agency', async () => {
    const agency = await buildFullAgency(db(), { name: 'Editable Norte' });
    const group = await buildGroup(db());
    const response = await admin().update(
      agency.id,
      agencyPayload({
        name: 'Editable Norte Renovada',
        group_id: group.id,
        membership_status: 'Suspendido',
        is_premium: false,
        package_id: await packageId('Básico'),
      }),
    );
    expect(response.status, response.raw.body).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({
      name: 'Editable Norte Renovada',
      group: { id: group.id, name: group.name },
      membership_status: 'Suspendido',
      is_premium: false,
      package: { name: 'Básico' },
    });
    expect(new Date(data.updated_at).getTime()).toBeGreaterThan(agency.updated_at.getTime());
    const [entry] = await auditsOf(agency.id, 'update');
    expect(entry).toMatchObject({ agency_id: agency.id });
    expect(entry!.before).toMatchObject({ name: 'Editable Norte', membership_status: 'Activo' });
    expect(entry!.after).toMatchObject({ name: 'Editable Norte Renovada', membership_status: 'Suspendido' });

    const itself = await admin().update(agency.id, {
      ...agencyPayload({ name: 'editable norte renovada' }),
      package_id: await packageId('Básico'),
    });
    expect(itself.status, itself.raw.body).toBe(200);
    expect((await admin().update(987654, agencyPayload())).status).toBe(404);
  });
});

describe('partial update', () => {
  it('keeps the fields a PUT leaves out, and clears the ones sent empty', async () => {
    const group = await buildGroup(db());
    const agency = await buildFullAgency(db(), { name: 'Parcial Centro', group_id: group.id });
    const response = await admin().update(agency.id, { name: 'Parcial Centro', phone: '' });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
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
    const refused = await admin().remove(agency.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'No se puede eliminar la agencia porque tiene 3 usuarios activos.',
    });
    const english = await adminEn().remove(agency.id);
    expect(english.problem.message).toBe('The dealership cannot be deleted because it has 3 active users.');

    const single = await buildAgency(db());
    await buildUser(db(), { role: ROLES.manager, agencyIds: [single.id] });
    const one = await admin().remove(single.id);
    expect(one.problem.message).toBe('No se puede eliminar la agencia porque tiene 1 usuario activo.');
    expect((await db().select().from(agencies).where(eq(agencies.id, agency.id)))[0]!.deleted_at).toBeNull();
  });

  it('deletes an agency with only inactive users; it leaves lists, detail, pickers and profiles', async () => {
    const agency = await buildAgency(db(), { name: 'Por Borrar' });
    await buildUser(db(), { role: ROLES.advisor, status: -1, agencyIds: [agency.id] });
    const response = await adminEn().remove(agency.id);
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toEqual({ message: 'Dealership deleted.' });

    const [stored] = await db().select().from(agencies).where(eq(agencies.id, agency.id));
    expect(stored!.deleted_at).not.toBeNull();
    const [entry] = await auditsOf(agency.id, 'delete');
    expect(entry).toMatchObject({ agency_id: agency.id });
    expect(entry!.before).toMatchObject({ deleted_at: null });
    expect((entry!.after as { deleted_at: string | null }).deleted_at).not.toBeNull();

    expect((await list({ search: 'por borrar' })).data).toEqual([]);
    expect((await admin().one(agency.id)).status).toBe(404);
    expect((await admin().remove(agency.id)).status).toBe(404);
    expect((await admin().update(agency.id, agencyPayload())).status).toBe(404);
    const options = await as(t, 'superadmin').get<Options>(admin().url('all-agencies-actives'));
    expect(options.body.data.map((option) => option.value)).not.toContain(agency.id);
  });
});

describe('scope: a Gerente of A gets nothing of B', () => {
  it('reads, updates and deletes only linked agencies; B answers 404 by any id', async () => {
    const a = await buildFullAgency(db(), { name: 'Alcance A' });
    const b = await buildFullAgency(db(), { name: 'Alcance B' });
    const gerente = gerenteOf([a.id]).on(agencyResource);

    expect((await gerente.one(a.id)).status).toBe(200);
    const foreign = {
      GET: await gerente.one(b.id),
      PUT: await gerente.update(b.id, agencyPayload({ name: 'Tomada' })),
      DELETE: await gerente.remove(b.id),
    };
    for (const [method, response] of Object.entries(foreign)) {
      expect(response.status, `${method} ${response.raw.body}`).toBe(404);
    }
    const [untouched] = await db().select().from(agencies).where(eq(agencies.id, b.id));
    expect(untouched).toMatchObject({ name: 'Alcance B', deleted_at: null });

    const own = await gerente.update(
      a.id,
      agencyPayload({ name: 'Alcance A Editada', package_id: await packageId('Premium') }),
    );
    expect(own.status, own.raw.body).toBe(200);
  });

  it('keeps what a dealership is entitled to for administrators', async () => {
    const a = await buildAgency(db(), {
      packageName: 'Básico',
      membership_status: 'Prueba',
      is_premium: false,
      is_preowened: false,
    });
    const gerente = gerenteOf([a.id]).on(agencyResource);
    const upgrade = await gerente.update(
      a.id,
      agencyPayload({
        package_id: await packageId('Premium'),
        membership_status: 'Activo',
        is_premium: true,
        is_preowened: true,
        waba_id: '1234567890',
      }),
    );
    expect(upgrade.status).toBe(403);
    const refused = [
      'Solo un administrador puede cambiar lo que la agencia tiene contratado: paquete, membresía, autos nuevos y seminuevos, y WhatsApp.',
    ];
    expect(upgrade.problem).toEqual({
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
    const premium = await gerente.update(a.id, { name: 'Sin cambio', is_premium: true });
    expect(premium.problem.errors).toEqual({ is_premium: refused });
    const same = await gerente.update(a.id, { is_premium: false, name: 'Sin cambio' });
    expect(same.status, same.raw.body).toBe(200);

    for (const field of [
      { package_id: await packageId('Premium') },
      { is_premium: true },
      { waba_id: '1234567890' },
      { membership_status: 'Prueba' },
    ]) {
      const created = await gerente.create(agencyPayload({ ...entitlementDefaults, ...field }));
      expect(created.status, JSON.stringify(field)).toBe(403);
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
    const gerenteClient = gerenteOf([a.id]);
    const gerente = gerenteClient.on(agencyResource);

    const intoForeign = await gerenteClient.en
      .on(agencyResource)
      .create(
        agencyPayload({ ...entitlementDefaults, group_id: foreignGroup.id, family_id: foreignFamily.id }),
      );
    expect(intoForeign.status).toBe(403);
    expect(intoForeign.problem.errors).toEqual({
      group_id: ['Choose a group or family of your own dealerships.'],
      family_id: ['Choose a group or family of your own dealerships.'],
    });
    const moved = await gerente.update(a.id, { name: 'Propia', group_id: foreignGroup.id });
    expect(moved.status).toBe(403);
    expect((await agencyRow(db(), a.id)).group_id).toBe(ownGroup.id);

    const intoOwn = await gerente.create(agencyPayload({ ...entitlementDefaults, group_id: ownGroup.id }));
    expect(intoOwn.status, intoOwn.raw.body).toBe(201);
    // An administrator files any agency anywhere.
    const adminMove = await admin().update(a.id, { name: 'Propia', group_id: foreignGroup.id });
    expect(adminMove.status, adminMove.raw.body).toBe(200);
  });

  it('links a Gerente to the agency they create, so it stays in their lists', async () => {
    const a = await buildAgency(db());
    const gerenteClient = gerenteOf([a.id]);
    const gerente = gerenteClient.on(agencyResource);
    // The persona's user, as the API knows them.
    const user = (await gerenteClient.get<typeof profileAnswer>('/api/mi-vitrina/auth/profile')).body.data;
    const response = await gerente.create(agencyPayload({ ...entitlementDefaults, name: 'Sucursal Nueva' }));
    expect(response.status, response.raw.body).toBe(201);
    const { data } = response.body;
    expect(data.managers.map((manager) => manager.id)).toEqual([user.id]);
    expect((await gerente.one(data.id)).status).toBe(200);
    const [link] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'agency_user'), eq(auditLog.agency_id, data.id)));
    expect(link).toMatchObject({ action: 'link', user_id: user.id });
  });
});

describe('pickers (spec §7)', () => {
  const ACTIVES = '/api/mi-vitrina/agencies/all-agencies-actives';
  it('all-agencies-actives: live, not cancelled, by name; only linked ones for non-administrators', async () => {
    const tag = 'Selector';
    const zeta = await buildAgency(db(), { name: `${tag} Zeta` });
    const alfa = await buildAgency(db(), { name: `${tag} Álfa`, membership_status: 'Suspendido' });
    await buildAgency(db(), { name: `${tag} Cancelada`, membership_status: 'Cancelado' });
    const response = await as(t, 'superadmin').get<Options>(ACTIVES);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.data.filter((option) => option.label.startsWith(tag))).toEqual([
      { label: `${tag} Álfa`, value: alfa.id },
      { label: `${tag} Zeta`, value: zeta.id },
    ]);
    expect(Object.keys(body)).toEqual(['data']);

    const own = await as(t, { role: ROLES.advisor, agencies: [zeta.id] }).get(ACTIVES);
    expect(own.body).toEqual({ data: [{ label: `${tag} Zeta`, value: zeta.id }] });
    const lonely = as(t, { role: ROLES.manager });
    expect((await lonely.get(ACTIVES)).body).toEqual({ data: [] });
  });

  it('all-active-bodies: the active body types, by name, for any signed-in user', async () => {
    const sedan = await buildBody(db(), { name: 'Sedán Picker' });
    await buildBody(db(), { name: 'Antigua Picker', active: false });
    const bodies = admin().url('all-active-bodies');
    const response = await as(t, { role: ROLES.advisor }).get<Options>(bodies);
    expect(response.status).toBe(200);
    expect(response.body.data.filter((option) => option.label.endsWith('Picker'))).toEqual([
      { label: 'Sedán Picker', value: sedan.id },
    ]);
    expect((await as(t, 'anonymous').get(bodies)).status).toBe(401);
  });
});

// Paging, sizes, the sort whitelist, validation, the flag and id filters and the export's contract.
listContract(agencyResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const db = app.context.database.db;
    const agency = await buildAgency(db, {
      name: text,
      packageName: ([null, 'Básico', 'Premium'] as const)[i % 3],
      membership_status: MEMBERSHIP_STATUSES[i % MEMBERSHIP_STATUSES.length],
      is_premium: i % 2 === 0,
      is_preowened: i % 3 !== 2,
    });
    // Some in a group, so the group sort orders something.
    if (i % 2 === 1) await placeAgencies(db, [agency.id], { group_id: (await buildGroup(db)).id });
  },
  exported: {
    file: { es: 'agencias', en: 'dealerships' },
    headers: {
      es: [
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
      ],
      en: [
        'ID',
        'Name',
        'Legal name',
        'RFC',
        'Group',
        'Family',
        'Package',
        'Membership',
        'New cars',
        'Used cars',
        'City',
        'State',
        'Users',
        'Created',
        'Updated',
      ],
    },
  },
});

describe('membership alerts (issue 39)', () => {
  it('a membership suspended alerts the agency’s users alone, once', async () => {
    const agency = await buildFullAgency(db(), { name: 'Suspensión Norte' });
    const other = await buildFullAgency(db(), { name: 'Suspensión Sur' });
    const gerente = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    const asesor = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const outsider = await buildUser(db(), { role: ROLES.manager, agencyIds: [other.id] });
    const suspend = () =>
      admin().update(agency.id, agencyPayload({ name: 'Suspensión Norte', membership_status: 'Suspendido' }));
    expect((await suspend()).status).toBe(200);
    expect((await suspend()).status).toBe(200);
    const told = await db()
      .select()
      .from(notifications)
      .where(inArray(notifications.user_id, [gerente.id, asesor.id, outsider.id]));
    expect(told.map((n) => [n.user_id, n.type]).sort()).toEqual(
      [
        [gerente.id, 'membership_suspended'],
        [asesor.id, 'membership_suspended'],
      ].sort(),
    );
  });
});
