import {
  DEFAULT_BUSINESS_HOURS,
  type LeadSettings,
  type LeadSettingsInput,
  leadSettingsResource,
  ROLES,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildLead, buildUser, disableUser } from '../../../test/factories';
import { as, type Client, withQuery } from '../../../test/kits/client';
import { apiPath } from '../../../test/kits/resource-client';
import { signIn } from '../../../test/kits/sessions';
import { intArray } from '../../db/query';

const SETTINGS = apiPath(leadSettingsResource);

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  admin = as(t, 'admin');
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const url = (agency: number, suffix = '') => withQuery(`${SETTINGS}${suffix}`, { agency });
/** Every answer is the whole settings, checked against the shared schema. */
const settings = (body: unknown): LeadSettings => leadSettingsResource.oneAnswer.parse(body).data;
const read = (client: Client, agency: number) => client.get(url(agency));
const save = (client: Client, agency: number, input: LeadSettingsInput) => client.put(url(agency), input);
const markAbsent = (client: Client, agency: number, user: number, absent: boolean) =>
  client.put(url(agency, `/advisors/${user}`), { absent });

/** A dealership of its own for each test, with a Gerente signed in. */
async function dealership(name: string) {
  const agency = await buildAgency(db(), { name });
  const session = await signIn(t, { role: ROLES.manager, agencies: [agency.id] });
  return { agency, gerente: as(t, session), gerenteUser: session.user };
}

const SATURDAY_OFF: LeadSettingsInput['business_hours'] = [
  null,
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '18:00' },
  { open: '08:30', close: '17:00' },
  null,
];

describe('settings', () => {
  it('answers the defaults of a dealership that never saved any', async () => {
    const { agency, gerente, gerenteUser } = await dealership('Ajustes por omisión');
    const answer = await read(gerente, agency.id);
    expect(answer.status, answer.raw.body).toBe(200);
    expect(settings(answer.body)).toEqual({
      agency_id: agency.id,
      agency_name: 'Ajustes por omisión',
      assignment_mode: 'manual',
      sla_minutes: null,
      sla_reassign: false,
      business_hours: DEFAULT_BUSINESS_HOURS,
      advisors: [
        {
          id: gerenteUser.id,
          name: gerenteUser.name,
          email: gerenteUser.email,
          role: ROLES.manager,
          active: true,
          absent: false,
          open_leads: 0,
          late_leads: 0,
        },
      ],
    });
  });

  it('saves the assignment mode, the SLA and the business hours, with an audit entry of each change', async () => {
    const { agency, gerente } = await dealership('Ajustes guardados');
    const first = await save(gerente, agency.id, {
      assignment_mode: 'round_robin',
      sla_minutes: 15,
      sla_reassign: true,
      business_hours: SATURDAY_OFF,
    });
    expect(first.status, first.raw.body).toBe(200);
    expect(settings(first.body)).toMatchObject({
      assignment_mode: 'round_robin',
      sla_minutes: 15,
      sla_reassign: true,
      business_hours: SATURDAY_OFF,
    });
    expect(settings((await read(gerente, agency.id)).body)).toEqual(settings(first.body));

    // Business hours and the reassignment are optional: the defaults again.
    const second = await save(gerente, agency.id, { assignment_mode: 'least_busy', sla_minutes: null });
    expect(settings(second.body)).toMatchObject({
      assignment_mode: 'least_busy',
      sla_minutes: null,
      sla_reassign: false,
      business_hours: DEFAULT_BUSINESS_HOURS,
    });

    const entries = await auditOf(db(), 'lead_settings', agency.id);
    expect(entries.map((entry) => [entry.action, entry.agency_id])).toEqual([
      ['update', agency.id],
      ['update', agency.id],
    ]);
    expect(entries[0]!.before).toEqual({
      agency_id: agency.id,
      assignment_mode: 'manual',
      sla_minutes: null,
      sla_reassign: false,
      business_hours: DEFAULT_BUSINESS_HOURS,
    });
    expect(entries[1]!.before).toMatchObject({ assignment_mode: 'round_robin', sla_minutes: 15 });
    expect(entries[1]!.after).toMatchObject({ assignment_mode: 'least_busy', sla_minutes: null });
  });

  it('refuses an SLA outside the choices and business hours that make no sense, naming the day, in both languages', async () => {
    const { agency, gerente } = await dealership('Ajustes inválidos');
    const hours: unknown[] = [...DEFAULT_BUSINESS_HOURS];
    hours[1] = { open: '08.30', close: '19:00' };
    hours[3] = { open: '18:00', close: '09:00' };
    const input = { assignment_mode: 'round_robin', sla_minutes: 45, business_hours: hours };
    const spanish = await gerente.put(url(agency.id), input);
    expect(spanish.status).toBe(422);
    expect(spanish.problem).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        sla_minutes: ['Elige un tiempo de primera respuesta de 15, 30, 60 o 120 minutos.'],
        'business_hours.1.open': ['Escribe la hora como HH:MM, de 00:00 a 23:59.'],
        'business_hours.3.close': ['La hora de cierre debe ser posterior a la de apertura.'],
      },
    });
    const english = await gerente.en.put(url(agency.id), input);
    expect(english.problem.errors).toEqual({
      sla_minutes: ['Choose a first-response time of 15, 30, 60 or 120 minutes.'],
      'business_hours.1.open': ['Write the time as HH:MM, from 00:00 to 23:59.'],
      'business_hours.3.close': ['The closing time must be after the opening time.'],
    });
    const week = await gerente.put(url(agency.id), {
      assignment_mode: 'shuffle',
      sla_minutes: 30,
      business_hours: DEFAULT_BUSINESS_HOURS.slice(1),
    });
    expect(Object.keys(week.problem.errors ?? {}).sort()).toEqual(['assignment_mode', 'business_hours']);
    expect(settings((await read(gerente, agency.id)).body).assignment_mode).toBe('manual');
    expect(await auditOf(db(), 'lead_settings', agency.id)).toEqual([]);
  });

  it('asks to choose one dealership for "Todas" (agency 0)', async () => {
    const { agency, gerente } = await dealership('Ajustes de una agencia');
    for (const answer of [
      await gerente.get(url(0)),
      await gerente.get(SETTINGS),
      await save(gerente, 0, { assignment_mode: 'manual', sla_minutes: null }),
      await markAbsent(gerente, 0, 1, true),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.problem).toEqual({
        message: 'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
        errors: {
          agency: [
            'Elige una sola agencia en el selector de agencias; esta configuración no aplica a «Todas».',
          ],
        },
      });
    }
    expect((await gerente.en.get(url(0))).problem.message).toMatch(/^Choose a single dealership/);
    expect((await read(gerente, agency.id)).status).toBe(200);
  });

  it('keeps another dealership’s settings from its Gerente, and all of them from an Asesor', async () => {
    const { agency } = await dealership('Ajustes ajenos');
    const { gerente: otherGerente } = await dealership('Otra agencia');
    expect((await read(otherGerente, agency.id)).status).toBe(403);
    expect(
      (await save(otherGerente, agency.id, { assignment_mode: 'round_robin', sla_minutes: 15 })).status,
    ).toBe(403);
    const asesor = as(t, { role: ROLES.advisor, agencies: [agency.id] });
    expect((await read(asesor, agency.id)).status).toBe(403);
    expect((await save(asesor, agency.id, { assignment_mode: 'round_robin', sla_minutes: 15 })).status).toBe(
      403,
    );
    expect(settings((await read(admin, agency.id)).body).assignment_mode).toBe('manual');
    expect((await read(admin, 987_654)).status).toBe(404);
  });
});

describe('advisors', () => {
  it('lists who works the dealership’s leads with their open and late leads, here only', async () => {
    const { agency, gerente, gerenteUser } = await dealership('Cargas');
    const other = await buildAgency(db(), { name: 'Cargas, otra agencia' });
    const ana = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id], name: 'Ana Asesora' });
    const beto = await buildUser(db(), {
      role: ROLES.advisor,
      agencyIds: [agency.id, other.id],
      name: 'Beto Asesor',
    });
    const disabled = await buildUser(db(), {
      role: ROLES.advisor,
      agencyIds: [agency.id],
      name: 'Ciro Baja',
    });
    await disableUser(db(), disabled.id);
    const gone = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id], name: 'Dora Borrada' });
    await db().execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    await buildUser(db(), { role: ROLES.advisor, agencyIds: [other.id], name: 'Eva de la otra' });

    const lead = (assignedUserId: number, overrides: Partial<Parameters<typeof buildLead>[1]> = {}) =>
      buildLead(db(), { agencyId: agency.id, assignedUserId, ...overrides });
    // Ana: three open leads in two channels, one of them late, one answered after its deadline,
    // one sold and one lost (closed: not counted), and one deleted.
    const late = await lead(ana.id);
    const answered = await lead(ana.id, { channel: 'service' });
    await lead(ana.id, { status: 'En seguimiento' });
    await lead(ana.id, { status: 'Vendido' });
    await lead(ana.id, { status: 'Perdido' });
    const deleted = await lead(ana.id);
    // Beto: one open lead, late, here, and two in the other dealership.
    const betoLate = await lead(beto.id, { channel: 'facebook' });
    await buildLead(db(), { agencyId: other.id, assignedUserId: beto.id });
    await buildLead(db(), { agencyId: other.id, assignedUserId: beto.id });
    const pastDue = (ids: number[]) =>
      db().execute(
        sql`update leads set sla_due_at = now() - interval '1 hour', sla_warn_at = now() - interval '2 hours'
             where id = any(${intArray(ids)})`,
      );
    await pastDue([late.id, answered.id, betoLate.id, deleted.id]);
    await db().execute(sql`update leads set first_response_at = now() where id = ${answered.id}`);
    await db().execute(sql`update leads set deleted_at = now() where id = ${deleted.id}`);
    // Not due yet: not late.
    const soon = await lead(beto.id);
    await db().execute(sql`update leads set sla_due_at = now() + interval '1 hour' where id = ${soon.id}`);

    const answer = await read(gerente, agency.id);
    expect(answer.status, answer.raw.body).toBe(200);
    const loads = settings(answer.body).advisors.map((advisor) => ({
      name: advisor.name,
      role: advisor.role,
      active: advisor.active,
      open: advisor.open_leads,
      late: advisor.late_leads,
    }));
    // In the round's order (by user id); the deleted user and the other dealership's are not there.
    expect(loads).toEqual([
      { name: gerenteUser.name, role: ROLES.manager, active: true, open: 0, late: 0 },
      { name: 'Ana Asesora', role: ROLES.advisor, active: true, open: 3, late: 1 },
      { name: 'Beto Asesor', role: ROLES.advisor, active: true, open: 2, late: 1 },
      { name: 'Ciro Baja', role: ROLES.advisor, active: false, open: 0, late: 0 },
    ]);
  });

  it('marks an advisor absent and back, auditing each change once', async () => {
    const { agency, gerente } = await dealership('Ausencias');
    const ana = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id], name: 'Ana Ausente' });
    const absentOf = (body: unknown) =>
      settings(body).advisors.find((advisor) => advisor.id === ana.id)?.absent;

    const away = await markAbsent(gerente, agency.id, ana.id, true);
    expect(away.status, away.raw.body).toBe(200);
    expect(absentOf(away.body)).toBe(true);
    expect(absentOf((await markAbsent(gerente, agency.id, ana.id, true)).body)).toBe(true);
    expect(absentOf((await read(gerente, agency.id)).body)).toBe(true);
    const back = await markAbsent(gerente, agency.id, ana.id, false);
    expect(absentOf(back.body)).toBe(false);

    const entries = await auditOf(db(), 'lead_advisor', ana.id);
    expect(entries.map((entry) => [entry.action, entry.agency_id, entry.before, entry.after])).toEqual([
      ['absent', agency.id, { absent: false }, { absent: true }],
      ['present', agency.id, { absent: true }, { absent: false }],
    ]);
  });

  it('refuses a user who is not of the dealership, naming the field, and another dealership’s Gerente', async () => {
    const { agency, gerente } = await dealership('Ausencias ajenas');
    const { agency: other, gerente: otherGerente } = await dealership('Ausencias de otra');
    const stranger = await buildUser(db(), { role: ROLES.advisor, agencyIds: [other.id] });
    const refused = await markAbsent(gerente, agency.id, stranger.id, true);
    expect(refused.status).toBe(422);
    expect(refused.problem.errors).toEqual({ user: ['Ese usuario no pertenece a esta agencia.'] });
    expect((await markAbsent(gerente.en, agency.id, 987_654, true)).problem.errors).toEqual({
      user: ['That user does not belong to this dealership.'],
    });
    const ana = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    expect((await markAbsent(otherGerente, agency.id, ana.id, true)).status).toBe(403);
    expect(
      (await markAbsent(as(t, { role: ROLES.advisor, agencies: [agency.id] }), agency.id, ana.id, true))
        .status,
    ).toBe(403);
    expect(await auditOf(db(), 'lead_advisor', ana.id)).toEqual([]);
  });
});
