import {
  LEAD_CHANNEL_KEYS,
  type LeadChannelKey,
  leadAdvisorsAnswer,
  leadForwardResource,
  leadResources,
  ROLES,
  vehicleSearchText,
} from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildLead,
  buildUsedVehicle,
  buildUser,
  disableUser,
  instantIn,
  leadDetails,
  leadPayload,
  leadRow,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { signIn } from '../../../test/kits/sessions';
import { pageRows } from '../../lib/list-query';
import { leadsSource } from './leads.repository';

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let gerente: Client;
let admin: Client;
/** An Asesor of A and the user behind it. */
let asesor: Client;
let asesorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(db(), { name: 'Leads A' });
  agencyB = await buildAgency(db(), { name: 'Leads B' });
  gerente = as(t, { role: ROLES.manager, agencies: [agencyA.id] });
  admin = as(t, 'admin');
  const session = await signIn(t, { role: ROLES.advisor, agencies: [agencyA.id] });
  asesor = as(t, session);
  asesorId = session.user.id;
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const channelOf = (channel: LeadChannelKey, client: Client = gerente) => client.on(leadResources[channel]);
const marketplace = (client: Client = gerente) => channelOf('marketplace', client);

describe('create, through the lead-creation service', () => {
  it.each(LEAD_CHANNEL_KEYS)(
    'creates a %s lead with its details, arrival and note in the timeline',
    async (channel) => {
      const payload = leadPayload(agencyA.id, channel, { name: 'Mariana López', note: 'Llamó al piso' });
      const answer = await channelOf(channel).create(payload);
      expect(answer.status, answer.raw.body).toBe(201);
      const lead = answer.body.data;
      expect(lead).toMatchObject({
        agency_id: agencyA.id,
        agency_name: 'Leads A',
        channel,
        status: 'Nuevo',
        phone: `+52${payload.phone!.replace(/\D/g, '')}`,
        assigned_user_id: null,
        first_response_at: null,
        first_response_minutes: null,
        lock_version: 1,
      });
      expect(lead.details).toMatchObject(payload.details!);
      expect(lead.activities.map((activity) => activity.kind)).toEqual(['note', 'created']);
      expect(lead.activities[0]).toMatchObject({ body: 'Llamó al piso', user_name: expect.any(String) });
      const scheduled = channel === 'service' || channel === 'appointments';
      expect(lead.scheduled_at !== null).toBe(scheduled);
      const stored = await leadRow(t, lead.id);
      expect(stored.search_text).toBe(vehicleSearchText(['Mariana López', lead.email, lead.phone.slice(1)]));
      expect(stored.created_by).not.toBeNull();
      const [entry] = await auditOf(db(), 'lead', lead.id);
      expect(entry).toMatchObject({ action: 'create', agency_id: agencyA.id });
      expect(entry!.after).not.toHaveProperty('search_text');
    },
  );

  it('refuses details the channel does not take, naming each field, in both languages', async () => {
    const service = await channelOf('service').create(
      leadPayload(agencyA.id, 'service', { details: { service_type: 'polish', preferred_at: 'mañana' } }),
    );
    expect(service.status).toBe(422);
    expect(Object.keys(service.problem.errors ?? {}).sort()).toEqual([
      'details.preferred_at',
      'details.service_type',
    ]);
    const body = await channelOf('body', gerente.en).create(leadPayload(agencyA.id, 'body', { details: {} }));
    expect(body.status).toBe(422);
    expect(body.problem.errors).toEqual({ 'details.damage_description': ['This field is required.'] });
    const parts = await channelOf('parts').create(
      leadPayload(agencyA.id, 'parts', { details: { part_name: '' } }),
    );
    expect(parts.problem.errors).toEqual({ 'details.part_name': ['Este campo es obligatorio.'] });
    const appointment = await channelOf('appointments').create(
      leadPayload(agencyA.id, 'appointments', { details: { appointment_at: '0000-01-01T10:00:00Z' } }),
    );
    expect(appointment.problem.errors).toEqual({
      'details.appointment_at': ['La fecha está fuera del rango permitido.'],
    });
  });

  it('refuses a lead without a way to reach them, a bad phone, and another dealership’s vehicle', async () => {
    const vehicleB = await buildUsedVehicle(t, { agencyId: agencyB.id });
    const answer = await marketplace().create(
      leadPayload(agencyA.id, 'marketplace', { email: '', phone: '' }),
    );
    expect(answer.problem.errors).toEqual({
      phone: ['Escribe al menos un teléfono o un correo electrónico.'],
    });
    const phone = await marketplace().create(leadPayload(agencyA.id, 'marketplace', { phone: '12' }));
    expect(phone.problem.errors?.phone).toEqual([
      'Escribe un teléfono válido: 10 dígitos, o con lada internacional (+52…).',
    ]);
    const vehicle = await marketplace().create(
      leadPayload(agencyA.id, 'marketplace', { vehicle_id: vehicleB.id }),
    );
    expect(vehicle.status).toBe(422);
    expect(vehicle.problem.errors).toEqual({
      vehicle_id: ['El vehículo de interés debe ser un seminuevo de la agencia del lead.'],
    });
  });

  it('snapshots the vehicle of interest and shows it in the detail', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, price: 315_000 });
    const created = await marketplace().create(
      leadPayload(agencyA.id, 'marketplace', { vehicle_id: vehicle.id }),
    );
    expect(created.status, created.raw.body).toBe(201);
    const lead = created.body.data;
    expect(lead.vehicle).toMatchObject({
      id: vehicle.id,
      stock_number: vehicle.stock_number,
      price: 315_000,
      status: 'Disponible',
      thumbnail: null,
    });
    expect(lead.vehicle_title).toBe(lead.vehicle!.title);
    expect(lead.vehicle_title).toMatch(/ 2021$/);
    expect((await marketplace().one(lead.id)).body.data).toEqual(lead);
  });

  it('assigns an Asesor’s own lead to them, and refuses to give it to someone else', async () => {
    const own = await marketplace(asesor).create(leadPayload(agencyA.id));
    expect(own.status, own.raw.body).toBe(201);
    expect(own.body.data).toMatchObject({ assigned_user_id: asesorId });
    expect(own.body.data.activities.map((activity) => activity.kind)).toEqual(['assignment', 'created']);
    const colleague = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id] });
    const other = await marketplace(asesor).create(
      leadPayload(agencyA.id, 'marketplace', { assigned_user_id: colleague.id }),
    );
    expect(other.status).toBe(422);
    expect(Object.keys(other.problem.errors ?? {})).toEqual(['assigned_user_id']);
  });

  it('creates only in a dealership of the user (403) and refuses an advisor of another dealership (422)', async () => {
    expect((await marketplace().create(leadPayload(agencyB.id))).status).toBe(403);
    const userB = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyB.id] });
    const answer = await marketplace().create(
      leadPayload(agencyA.id, 'marketplace', { assigned_user_id: userB.id }),
    );
    expect(answer.status).toBe(422);
    expect(answer.problem.errors).toEqual({
      assigned_user_id: ['Elige un usuario activo de la agencia del lead.'],
    });
  });
});

describe('who sees which lead', () => {
  it('shows an Asesor only the leads assigned to them, in lists, totals and by id', async () => {
    const agency = await buildAgency(db(), { name: 'Visibilidad' });
    const session = await signIn(t, { role: ROLES.advisor, agencies: [agency.id] });
    const mine = await buildLead(t, { agencyId: agency.id, assignedUserId: session.user.id });
    const theirs = await buildLead(t, { agencyId: agency.id });
    const own = as(t, session);
    const listed = await marketplace(own).list({ agency: agency.id });
    expect(listed.body.data.map((row) => row.id)).toEqual([mine.id]);
    expect(listed.body.meta.total).toBe(1);
    expect((await marketplace(own).list({ agency: agency.id, status: 'Nuevo' })).body.meta.total).toBe(1);
    expect((await marketplace(own).list({ agency: agency.id, assigned_user_id: 0 })).body.meta.total).toBe(0);
    expect((await marketplace(own).one(mine.id)).status).toBe(200);
    expect((await marketplace(own).one(theirs.id)).status).toBe(404);
    const change = await own.post(marketplace(own).url(`${theirs.id}/status`), {
      status: 'Contactado',
      lock_version: 1,
    });
    expect(change.status).toBe(404);
    const manager = as(t, { role: ROLES.manager, agencies: [agency.id] });
    expect((await marketplace(manager).list({ agency: agency.id })).body.meta.total).toBe(2);
  });

  it('keeps a Gerente of A out of B: lists refused, leads by id not found', async () => {
    const leadB = await buildLead(t, { agencyId: agencyB.id });
    expect((await marketplace().list({ agency: agencyB.id })).status).toBe(403);
    expect((await marketplace().one(leadB.id)).status).toBe(404);
    const all = await marketplace().list({ limit: 100 });
    expect(all.body.data.every((row) => row.agency_id === agencyA.id)).toBe(true);
  });

  it('answers a lead under its own channel only', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id, channel: 'service' });
    expect((await channelOf('service').one(lead.id)).status).toBe(200);
    expect((await marketplace().one(lead.id)).status).toBe(404);
    expect((await admin.on(leadForwardResource).one(lead.id)).status).toBe(200);
  });
});

describe('the advisors picker and delete', () => {
  it('lists the active users of the dealership with their open leads', async () => {
    const agency = await buildAgency(db(), { name: 'Asesores' });
    const busy = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id], name: 'Ana Ocupada' });
    const idle = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id], name: 'Beto Libre' });
    const gone = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id], name: 'Carla Baja' });
    await disableUser(db(), gone.id);
    await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyB.id], name: 'De Otra Agencia' });
    await buildLead(t, { agencyId: agency.id, assignedUserId: busy.id });
    await buildLead(t, { agencyId: agency.id, assignedUserId: busy.id, channel: 'service' });
    await buildLead(t, { agencyId: agency.id, assignedUserId: busy.id, status: 'Vendido' });
    const answer = await admin.get<typeof leadAdvisorsAnswer>(
      marketplace(admin).url('advisors', { agency: agency.id }),
    );
    expect(answer.status, answer.raw.body).toBe(200);
    expect(leadAdvisorsAnswer.parse(answer.body).data).toEqual([
      { id: busy.id, name: 'Ana Ocupada', role: ROLES.advisor, open_leads: 2 },
      { id: idle.id, name: 'Beto Libre', role: ROLES.advisor, open_leads: 0 },
    ]);
    expect((await gerente.get(marketplace().url('advisors', { agency: agencyB.id }))).status).toBe(403);
  });

  it('removes a lead: gone from its list and by id; an Asesor cannot', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id, assignedUserId: asesorId });
    expect((await marketplace(asesor).remove(lead.id)).status).toBe(403);
    const removed = await marketplace().remove(lead.id);
    expect(removed.status, removed.raw.body).toBe(200);
    expect(removed.body.message).toBe('Lead eliminado.');
    expect((await marketplace().one(lead.id)).status).toBe(404);
    expect((await leadRow(t, lead.id)).deleted_at).not.toBeNull();
  });
});

describe('list filters', () => {
  /** A Mexico City day, `days` from today. */
  const day = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
      new Date(Date.now() + days * 86_400_000),
    );

  it('narrows by arrival days, agenda days, service type, status and advisor', async () => {
    const agency = await buildAgency(db(), { name: 'Filtros' });
    const advisor = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const service = (
      details: Record<string, unknown>,
      overrides: Partial<Parameters<typeof buildLead>[1]> = {},
    ) =>
      buildLead(t, { agencyId: agency.id, channel: 'service', details, ...overrides }).then((row) => row.id);
    const soon = await service({ service_type: 'brakes', preferred_at: instantIn(2) });
    const later = await service({ service_type: 'maintenance', preferred_at: instantIn(10) });
    const old = await service(
      { service_type: 'maintenance', preferred_at: null },
      { assignedUserId: advisor.id, createdAt: new Date(Date.now() - 5 * 86_400_000), status: 'Contactado' },
    );
    const ids = async (query: Record<string, string | number>) => {
      const answer = await channelOf('service', admin).list({ agency: agency.id, ...query });
      expect(answer.status, answer.raw.body).toBe(200);
      expect(answer.body.meta.total).toBe(answer.body.data.length);
      return answer.body.data.map((row) => row.id).sort((a, b) => a - b);
    };
    expect(await ids({})).toEqual([soon, later, old]);
    expect(await ids({ created_from: day(-1) })).toEqual([soon, later]);
    expect(await ids({ created_to: day(-4) })).toEqual([old]);
    expect(await ids({ created_from: '0000-01-01', created_to: day(0) })).toEqual([soon, later, old]);
    expect(await ids({ scheduled_from: day(1), scheduled_to: day(5) })).toEqual([soon]);
    expect(await ids({ scheduled_from: day(6) })).toEqual([later]);
    expect(await ids({ service_type: 'brakes' })).toEqual([soon]);
    expect(await ids({ status: 'Contactado' })).toEqual([old]);
    expect(await ids({ assigned_user_id: 0 })).toEqual([soon, later]);
    expect(await ids({ assigned_user_id: advisor.id })).toEqual([old]);
    const sorted = await channelOf('service', admin).list({ agency: agency.id, sort: 'scheduled_at|asc' });
    expect(sorted.body.data.map((row) => row.id)).toEqual([soon, later, old]);
  });
});

describe('search in a small channel', () => {
  it('reads the channel in order, and finds what the trigram index finds, in every order and past the first page', async () => {
    const agency = await buildAgency(db(), { name: 'Búsqueda' });
    const names = ['Ana Ramírez', 'Luis Ramirez', 'José Ramos', 'Mar Ramírez Soto', 'Eva Díaz', 'Ramírez'];
    for (const [i, name] of names.entries()) {
      await buildLead(t, {
        agencyId: agency.id,
        name,
        createdAt: new Date(Date.now() - i * 3_600_000),
        ...(i % 2 === 0 ? { status: 'Contactado' } : {}),
      });
    }
    const source = leadsSource('marketplace', { agencyIds: [agency.id], advisorId: null });
    expect(await source.searchByScan!(db())).toBe(true);
    // The same lists through the index: a channel over the limit, or every channel, takes it.
    expect(leadsSource(null, { agencyIds: [agency.id], advisorId: null }).searchByScan).toBeUndefined();
    for (const search of ['ramirez', 'RAMÍREZ SOTO', 'ram', 'nadie']) {
      for (const sort of ['created_at|desc', 'created_at|asc', 'name|asc', 'status|desc']) {
        const read = async (byScan: boolean, after?: number) =>
          (
            await pageRows<{ id: number }>(db(), source, {
              page: 1,
              limit: 2,
              sort,
              search,
              after,
              searchByScan: byScan,
            })
          ).map((row) => row.id);
        const scanned = await read(true);
        expect(scanned, `${search} ${sort}`).toEqual(await read(false));
        if (scanned.length === 2) {
          expect(await read(true, scanned[1])).toEqual(await read(false, scanned[1]));
        }
      }
    }
    const found = await marketplace(admin).list({ agency: agency.id, search: 'ramirez' });
    expect(found.body.meta.total).toBe(4);
    expect(found.body.data.map((row) => row.name).sort()).toEqual([
      'Ana Ramírez',
      'Luis Ramirez',
      'Mar Ramírez Soto',
      'Ramírez',
    ]);
    // Two spaces between the words, as a person may type them: the stored text has one.
    const spaced = await marketplace(admin).list({ agency: agency.id, search: 'ramírez   soto' });
    expect(spaced.body.data.map((row) => row.name)).toEqual(['Mar Ramírez Soto']);
  });
});

describe('search by phone', () => {
  it('finds a lead by its number written as the list shows it or as people write it, by scan and through the index', async () => {
    const agency = await buildAgency(db(), { name: 'Teléfonos' });
    const wanted = await buildLead(t, { agencyId: agency.id, name: 'Paola Teléfono', phone: '5512506633' });
    await buildLead(t, { agencyId: agency.id, name: 'Otro Número', phone: '55 1250 7744' });
    const source = leadsSource('marketplace', { agencyIds: [agency.id], advisorId: null });
    const written = [
      '+52 55 1250 6633',
      '55 1250 6633',
      '55-1250-6633',
      '(55) 1250-6633',
      '5512506633',
      '+525512506633',
      '+52 1 55 1250 6633',
      '1250 6633',
    ];
    for (const search of written) {
      for (const byScan of [true, false]) {
        const rows = await pageRows<{ id: number }>(db(), source, {
          page: 1,
          limit: 25,
          search,
          searchByScan: byScan,
        });
        expect(
          rows.map((row) => row.id),
          `${search} ${byScan ? 'by scan' : 'by index'}`,
        ).toEqual([wanted.id]);
      }
      const listed = await marketplace(admin).list({ agency: agency.id, search });
      expect(
        listed.body.data.map((row) => row.id),
        search,
      ).toEqual([wanted.id]);
      const forwarding = await admin.on(leadForwardResource).list({ agency: agency.id, search });
      expect(
        forwarding.body.data.map((row) => row.id),
        search,
      ).toEqual([wanted.id]);
    }
    // A number another lead does not share finds nothing.
    const none = await marketplace(admin).list({ agency: agency.id, search: '55 9999 0000' });
    expect(none.body.data).toEqual([]);
  });
});

/** Each contract's rows live in their own dealership, with a vehicle on some and an advisor on others. */
async function contractRow(channel: LeadChannelKey, agencyId: number, i: number, text: string) {
  const vehicle = i % 3 === 0 ? await buildUsedVehicle(t, { agencyId }) : undefined;
  const advisor =
    i % 2 === 0 ? await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyId] }) : undefined;
  const details = { ...leadDetails(channel, 10 - i), ...(i === 4 ? { preferred_at: null } : {}) };
  await buildLead(t, {
    agencyId,
    channel,
    name: text,
    details,
    vehicleId: vehicle?.id ?? null,
    assignedUserId: advisor?.id ?? null,
    createdAt: new Date(Date.now() - ((i * 7) % 5) * 3_600_000 - i * 1000),
    status: i % 4 === 1 ? 'Contactado' : i === 6 ? 'Perdido' : 'Nuevo',
  });
}

const HEADERS = {
  es: [
    'ID',
    'Agencia',
    'Nombre',
    'Correo electrónico',
    'Teléfono',
    'Vehículo',
    'Estatus',
    'Motivo de pérdida',
    'Asesor',
    'Fecha agendada',
    'Primera respuesta (min)',
    'Reenviado desde',
    'Llegó',
    'Actualizado',
  ],
  en: [
    'ID',
    'Dealership',
    'Name',
    'E-mail',
    'Phone',
    'Vehicle',
    'Status',
    'Reason lost',
    'Advisor',
    'Scheduled for',
    'First response (min)',
    'Forwarded from',
    'Arrived',
    'Updated',
  ],
};

for (const channel of ['marketplace', 'service'] as const) {
  let agency: { id: number } | undefined;
  listContract(leadResources[channel], {
    app: () => t,
    create: async (app, { i, text }) => {
      agency ??= await buildAgency(app.context.database.db, { name: `Contrato ${channel}` });
      await contractRow(channel, agency.id, i, text);
    },
    // Statuses sort in the pipeline's order, not alphabetically.
    unordered: ['status'],
    exported: { file: { es: `leads-${channel}`, en: `leads-${channel}` }, headers: HEADERS },
  });
}

{
  let agency: { id: number } | undefined;
  const channels: LeadChannelKey[] = [
    'marketplace',
    'service',
    'body',
    'parts',
    'facebook',
    'auctions',
    'appointments',
  ];
  listContract(leadForwardResource, {
    app: () => t,
    create: async (app, { i, text }) => {
      agency ??= await buildAgency(app.context.database.db, { name: 'Contrato reenvío' });
      const channel = channels[i]!;
      const origin = i % 2 === 1 ? await buildLead(t, { agencyId: agencyB.id, channel }) : undefined;
      await buildLead(t, {
        agencyId: agency.id,
        channel,
        name: text,
        forwardedFrom: origin?.id ?? null,
        createdAt: new Date(Date.now() - i * 60_000),
        status: i === 2 ? 'Cita agendada' : 'Nuevo',
        details: {
          ...leadDetails(channel, i + 1),
          ...(channel === 'appointments' ? { appointment_at: instantIn(2) } : {}),
        },
      });
    },
    unordered: ['status'],
    exported: {
      file: { es: 'leads-reenvio', en: 'leads-forwarding' },
      headers: {
        es: [...HEADERS.es.slice(0, 2), 'Canal', ...HEADERS.es.slice(2)],
        en: [...HEADERS.en.slice(0, 2), 'Channel', ...HEADERS.en.slice(2)],
      },
    },
  });
}
