import { promotionResource, type promotionsInForce, ROLES, todayInMexico } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildAgency, buildPromotion, dayFromToday } from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { agencies, promotions } from '../../db/schema';

const PROMOTIONS = '/api/mi-vitrina/promotions';
type InForce = typeof promotionsInForce;

let t: TestApp;
let managerA: Client;
let noAgency: Client;
const ids = { A: 0, B: 0 };
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  ids.A = (await buildAgency(db(), { name: 'Agencia Norte' })).id;
  ids.B = (await buildAgency(db(), { name: 'Agencia Sur' })).id;
  managerA = as(t, { role: ROLES.manager, agencies: [ids.A] });
  noAgency = as(t, { role: ROLES.manager });
});
afterAll(() => t.close());

/** An administrator's promotion calls, in Spanish (`.en`: in English). */
const calls = () => as(t).on(promotionResource);
const callsEn = () => as(t).en.on(promotionResource);
/** The paged list is `promotions/list`: `GET promotions` is the spec §7 picker. */
const list = (query: Record<string, string>) =>
  as(t).get<typeof promotionResource.listAnswer>(`${PROMOTIONS}/list`, query);

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Descuento de temporada',
  type: 'used',
  discount_kind: 'percent',
  discount: 12.5,
  starts_on: dayFromToday(-1),
  ends_on: dayFromToday(10),
  agency_ids: [],
  ...overrides,
});

const promotionAudit = (id: number) => auditOf(db(), 'promotion', id);

describe('promotions CRUD', () => {
  it('creates a percent promotion for some agencies (stored in hundredths) and audits it', async () => {
    const response = await calls().create(valid({ agency_ids: [ids.B, ids.A, ids.B] }));
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({
      name: 'Descuento de temporada',
      type: 'used',
      discount_kind: 'percent',
      discount: 12.5,
      active: true,
      in_force: true,
      agencies_count: 2,
      agencies: ['Agencia Norte', 'Agencia Sur'],
      agency_ids: [ids.A, ids.B],
    });
    const [stored] = await db().select().from(promotions).where(eq(promotions.id, created.id));
    expect(stored!.discount_value).toBe(1250);
    const [entry] = await promotionAudit(created.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry!.after).toMatchObject({ discount_value: 1250, agency_ids: [ids.B, ids.A] });
  });

  it('creates an amount promotion for every agency (stored in centavos)', async () => {
    const response = await calls().create(
      valid({ name: 'Bono nuevos', type: 'new', discount_kind: 'amount', discount: 15000.75 }),
    );
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({ discount: 15000.75, agencies_count: 0, agency_ids: [] });
    const [stored] = await db().select().from(promotions).where(eq(promotions.id, created.id));
    expect(stored!.discount_value).toBe(1_500_075);
  });

  it('says what is wrong with each field, in Spanish and English', async () => {
    const bad = valid({
      name: '',
      type: 'seminuevo',
      discount: 0,
      starts_on: '2026-02-30',
      ends_on: 'mañana',
    });
    const spanish = await calls().create(bad);
    expect(spanish.status).toBe(422);
    expect(spanish.problem.errors).toEqual({
      name: ['Este campo es obligatorio.'],
      type: ['El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).'],
      discount: ['Debe ser mayor que 0.'],
      starts_on: ['Escribe una fecha válida con el formato AAAA-MM-DD.'],
      ends_on: ['Escribe una fecha válida con el formato AAAA-MM-DD.'],
    });
    const english = await callsEn().create(bad);
    expect(english.problem.errors).toMatchObject({
      type: ['The promotion type must be "new" (new vehicles) or "used" (used vehicles).'],
      starts_on: ['Enter a valid date in the YYYY-MM-DD format.'],
    });

    const crossed = await calls().create(
      valid({ discount: 100.01, starts_on: '2026-05-10', ends_on: '2026-05-09' }),
    );
    expect(crossed.problem.errors).toEqual({
      discount: ['El porcentaje de descuento no puede ser mayor a 100.'],
      ends_on: ['La fecha de fin no puede ser anterior a la de inicio.'],
    });
    const english2 = await callsEn().create(valid({ discount: 5.555 }));
    expect(english2.problem.errors).toEqual({ discount: ['Use at most two decimals.'] });
    const sameDay = await calls().create(
      valid({ name: 'Un día', starts_on: '2026-05-10', ends_on: '2026-05-10' }),
    );
    expect(sameDay.status, sameDay.raw.body).toBe(201);

    const unknown = await calls().create(valid({ agency_ids: [987654] }));
    expect(unknown.problem.errors).toEqual({
      agency_ids: ['Una o más de las agencias elegidas no existen o fueron eliminadas.'],
    });
  });

  it('refuses a discount too small to be a centavo, which would store a zero discount', async () => {
    for (const discount_kind of ['amount', 'percent']) {
      const response = await callsEn().create(valid({ discount_kind, discount: 1e-9 }));
      expect(response.status, response.raw.body).toBe(422);
      expect(response.problem.errors?.discount).toEqual(['Use at most two decimals.']);
    }
  });

  it('edits a promotion and its agencies; an agency deleted meanwhile may stay, not be added', async () => {
    const gone = await buildAgency(db(), { name: 'Agencia Cerrada' });
    const promotion = await buildPromotion(db(), { name: 'Edición', agencyIds: [gone.id] });
    await db().update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));

    const response = await calls().update(
      promotion.id,
      valid({ name: 'Edición 2', active: false, agency_ids: [gone.id, ids.A] }),
    );
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Edición 2',
      active: false,
      in_force: false,
      agency_ids: expect.arrayContaining([gone.id, ids.A]),
    });
    const read = await callsEn().one(promotion.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      name: 'Edición 2',
      discount: 12.5,
      agencies: ['Agencia Cerrada', 'Agencia Norte'],
    });
    const [entry] = await promotionAudit(promotion.id);
    expect(entry!.before).toMatchObject({ name: 'Edición', agency_ids: [gone.id] });
    expect(entry!.after).toMatchObject({ name: 'Edición 2', active: false });

    const other = await buildPromotion(db());
    const refused = await calls().update(other.id, valid({ agency_ids: [gone.id] }));
    expect(refused.status).toBe(422);
  });

  it('deletes a promotion, audited; 404 for unknown ids', async () => {
    const promotion = await buildPromotion(db(), { agencyIds: [ids.A] });
    const response = await callsEn().remove(promotion.id);
    expect(response.body).toEqual({ message: 'Promotion deleted.' });
    expect((await promotionAudit(promotion.id)).map((entry) => entry.action)).toEqual(['delete']);
    const missing = {
      GET: await calls().one(987654),
      PUT: await calls().update(987654, valid()),
      DELETE: await calls().remove(987654),
    };
    for (const [method, answer] of Object.entries(missing)) {
      expect(answer.status, `${method} ${answer.raw.body}`).toBe(404);
    }
  });

  it('lists paged with type and state filters, sorts and exports', async () => {
    await buildPromotion(db(), { name: 'Filtro nuevos', type: 'new', active: false });
    await buildPromotion(db(), { name: 'Filtro seminuevos', type: 'used' });
    const page = (await list({ search: 'filtro', type: 'new', active: 'false' })).body;
    expect(page.data.map((row) => row.name)).toEqual(['Filtro nuevos']);
    expect(page.meta.total).toBe(1);
    const sorted = (await list({ search: 'filtro', sort: 'name|desc' })).body;
    expect(sorted.data.map((row) => row.name)).toEqual(['Filtro seminuevos', 'Filtro nuevos']);
    const badType = await list({ type: 'both' });
    expect(badType.status).toBe(422);

    const csv = await calls().export({ format: 'csv', search: 'filtro', sort: 'name|asc' });
    const rows = await exportRows(csv.raw);
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Tipo',
      'Descuento',
      'Valor',
      'Inicio',
      'Fin',
      'Activa',
      'Agencias',
    ]);
    expect(rows[1]!.slice(1, 5)).toEqual(['Filtro nuevos', 'Nuevos', 'Porcentaje', '10']);
  });
});

describe('the spec §7 calls', () => {
  it('GET /promotions answers a bare array of { id, name }: active, not ended, by name', async () => {
    await buildPromotion(db(), { name: 'Zz Vigente' });
    await buildPromotion(db(), { name: 'Aa Futura', starts_on: dayFromToday(5), ends_on: dayFromToday(9) });
    await buildPromotion(db(), {
      name: 'Zz Vencida',
      starts_on: dayFromToday(-9),
      ends_on: dayFromToday(-1),
    });
    await buildPromotion(db(), { name: 'Zz Inactiva', active: false });
    const response = await as(t).get(PROMOTIONS);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(Array.isArray(body)).toBe(true);
    const list = body as { id: number; name: string }[];
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    const names = list.map((item) => item.name);
    expect(names).toContain('Zz Vigente');
    expect(names).toContain('Aa Futura');
    expect(names).not.toContain('Zz Vencida');
    expect(names).not.toContain('Zz Inactiva');
    expect(names[0]).toBe('Aa Futura');
  });

  it('agency-promotion/{agency}[/{type}] answers { data } in force today for that agency', async () => {
    const forA = await buildPromotion(db(), { name: 'Solo Norte', type: 'new', agencyIds: [ids.A] });
    const forB = await buildPromotion(db(), { name: 'Solo Sur', type: 'used', agencyIds: [ids.B] });
    const forAll = await buildPromotion(db(), {
      name: 'Para todas',
      type: 'used',
      discount_kind: 'amount',
      discount_value: 500_000,
    });
    const later = await buildPromotion(db(), {
      name: 'Norte futura',
      starts_on: dayFromToday(3),
      agencyIds: [ids.A],
    });

    const response = await managerA.get<InForce>(`${PROMOTIONS}/agency-promotion/${ids.A}`);
    expect(response.status, response.raw.body).toBe(200);
    const { data } = response.body;
    const got = data.map((item) => item.id);
    expect(got).toEqual(expect.arrayContaining([forA.id, forAll.id]));
    expect(got).not.toContain(forB.id);
    expect(got).not.toContain(later.id);
    expect(data.find((item) => item.id === forAll.id)).toEqual({
      id: forAll.id,
      name: 'Para todas',
      type: 'used',
      discount_kind: 'amount',
      discount: 5000,
      starts_on: forAll.starts_on,
      ends_on: forAll.ends_on,
    });

    const used = (await managerA.get<InForce>(`${PROMOTIONS}/agency-promotion/${ids.A}/used`)).body;
    expect(used.data.map((item) => item.id)).toContain(forAll.id);
    expect(used.data.map((item) => item.id)).not.toContain(forA.id);
    expect(used.data.every((item) => item.type === 'used')).toBe(true);

    const refused = await managerA.get(`${PROMOTIONS}/agency-promotion/${ids.B}`);
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('No tienes acceso a esta agencia.');
    expect((await managerA.get(`${PROMOTIONS}/agency-promotion/${ids.B}/new`)).status).toBe(403);

    const admin = (await as(t).get<InForce>(`${PROMOTIONS}/agency-promotion/${ids.B}`)).body;
    expect(admin.data.map((item) => item.id)).toEqual(expect.arrayContaining([forB.id, forAll.id]));
    expect((await as(t).get(`${PROMOTIONS}/agency-promotion/987654`)).status).toBe(404);

    const badType = await managerA.get(`${PROMOTIONS}/agency-promotion/${ids.A}/both`);
    expect(badType.status).toBe(422);
    expect(badType.problem).toEqual({
      message: 'El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).',
      errors: { type: ['El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).'] },
    });
  });

  it('type/{type} answers { data } of that type in force; anything but new|used is a 422', async () => {
    const used = await buildPromotion(db(), { name: 'Tipo usado', type: 'used' });
    const fresh = await buildPromotion(db(), { name: 'Tipo nuevo', type: 'new' });
    const elsewhere = await buildPromotion(db(), { name: 'Tipo nuevo sur', type: 'new', agencyIds: [ids.B] });

    const admin = (await as(t).get<InForce>(`${PROMOTIONS}/type/new`)).body;
    expect(admin.data.map((item) => item.id)).toEqual(expect.arrayContaining([fresh.id, elsewhere.id]));
    expect(admin.data.map((item) => item.id)).not.toContain(used.id);

    const manager = (await managerA.get<InForce>(`${PROMOTIONS}/type/new`)).body;
    expect(manager.data.map((item) => item.id)).toContain(fresh.id);
    expect(manager.data.map((item) => item.id)).not.toContain(elsewhere.id);

    const english = await as(t).en.get(`${PROMOTIONS}/type/semi`);
    expect(english.status).toBe(422);
    expect(english.problem.message).toBe(
      'The promotion type must be "new" (new vehicles) or "used" (used vehicles).',
    );
  });

  it('refuses the dealership calls to a user linked to no agency, and the CRUD to a manager', async () => {
    const refused = await noAgency.get(`${PROMOTIONS}/type/new`);
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('Tu usuario no está vinculado a ninguna agencia.');
    expect((await managerA.get(`${PROMOTIONS}/list`)).status).toBe(403);
  });

  it('counts "today" in Mexico City', () => {
    // 03:00 UTC on 1 June is still 31 May in Mexico City (UTC−6).
    expect(todayInMexico(new Date('2026-06-01T03:00:00Z'))).toBe('2026-05-31');
  });
});
