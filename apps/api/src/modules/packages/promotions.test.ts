import { ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildUser, tokenFor } from '../../../test/factories';
import { buildPromotion, dayFromToday } from '../../../test/organisation-factories';
import { agencies, auditLog, promotions } from '../../db/schema';
import { todayInMexico } from './promotions.repository';

const PROMOTIONS = '/api/mi-vitrina/promotions';

interface Promotion {
  id: number;
  name: string;
  type: 'new' | 'used';
  discount_kind: 'percent' | 'amount';
  discount: number;
  starts_on: string;
  ends_on: string;
  active: boolean;
  in_force: boolean;
  agencies_count: number;
  agencies: string[];
  agency_ids?: number[];
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;
let managerA: Record<string, string>;
let noAgency: Record<string, string>;
const ids = { A: 0, B: 0 };
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildUser(db(), { role: ROLES.admin });
  headers = bearer(await tokenFor(t.context, admin.id));
  ids.A = (await buildAgency(db(), { name: 'Agencia Norte' })).id;
  ids.B = (await buildAgency(db(), { name: 'Agencia Sur' })).id;
  const manager = await buildUser(db(), { role: ROLES.manager, agencyIds: [ids.A] });
  managerA = bearer(await tokenFor(t.context, manager.id));
  const lonely = await buildUser(db(), { role: ROLES.manager });
  noAgency = bearer(await tokenFor(t.context, lonely.id));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, extra = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
const as = (who: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers: who });

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

const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

describe('promotions CRUD', () => {
  it('creates a percent promotion for some agencies (stored in hundredths) and audits it', async () => {
    const response = await send('POST', PROMOTIONS, valid({ agency_ids: [ids.B, ids.A, ids.B] }));
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Promotion }>(response).data;
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
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry!.after).toMatchObject({ discount_value: 1250, agency_ids: [ids.B, ids.A] });
  });

  it('creates an amount promotion for every agency (stored in centavos)', async () => {
    const response = await send(
      'POST',
      PROMOTIONS,
      valid({ name: 'Bono nuevos', type: 'new', discount_kind: 'amount', discount: 15000.75 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Promotion }>(response).data;
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
    const spanish = await send('POST', PROMOTIONS, bad);
    expect(spanish.statusCode).toBe(422);
    expect(json<Problem>(spanish).errors).toEqual({
      name: ['Este campo es obligatorio.'],
      type: ['El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).'],
      discount: ['Debe ser mayor que 0.'],
      starts_on: ['Escribe una fecha válida con el formato AAAA-MM-DD.'],
      ends_on: ['Escribe una fecha válida con el formato AAAA-MM-DD.'],
    });
    const english = await send('POST', PROMOTIONS, bad, { 'accept-language': 'en' });
    expect(json<Problem>(english).errors).toMatchObject({
      type: ['The promotion type must be "new" (new vehicles) or "used" (used vehicles).'],
      starts_on: ['Enter a valid date in the YYYY-MM-DD format.'],
    });

    const crossed = await send(
      'POST',
      PROMOTIONS,
      valid({ discount: 100.01, starts_on: '2026-05-10', ends_on: '2026-05-09' }),
    );
    expect(json<Problem>(crossed).errors).toEqual({
      discount: ['El porcentaje de descuento no puede ser mayor a 100.'],
      ends_on: ['La fecha de fin no puede ser anterior a la de inicio.'],
    });
    const english2 = await send('POST', PROMOTIONS, valid({ discount: 5.555 }), { 'accept-language': 'en' });
    expect(json<Problem>(english2).errors).toEqual({ discount: ['Use at most two decimals.'] });
    const sameDay = await send(
      'POST',
      PROMOTIONS,
      valid({ name: 'Un día', starts_on: '2026-05-10', ends_on: '2026-05-10' }),
    );
    expect(sameDay.statusCode, sameDay.body).toBe(201);

    const unknown = await send('POST', PROMOTIONS, valid({ agency_ids: [987654] }));
    expect(json<Problem>(unknown).errors).toEqual({
      agency_ids: ['Una o más de las agencias elegidas no existen o fueron eliminadas.'],
    });
  });

  it('refuses a discount too small to be a centavo, which would store a zero discount', async () => {
    for (const discount_kind of ['amount', 'percent']) {
      const response = await send('POST', PROMOTIONS, valid({ discount_kind, discount: 1e-9 }), {
        'accept-language': 'en',
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors.discount).toEqual([
        'Use at most two decimals.',
      ]);
    }
  });

  it('edits a promotion and its agencies; an agency deleted meanwhile may stay, not be added', async () => {
    const gone = await buildAgency(db(), { name: 'Agencia Cerrada' });
    const promotion = await buildPromotion(db(), { name: 'Edición', agencyIds: [gone.id] });
    await db().update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));

    const response = await send(
      'PUT',
      `${PROMOTIONS}/${promotion.id}`,
      valid({ name: 'Edición 2', active: false, agency_ids: [gone.id, ids.A] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Promotion }>(response).data).toMatchObject({
      name: 'Edición 2',
      active: false,
      in_force: false,
      agency_ids: expect.arrayContaining([gone.id, ids.A]),
    });
    const read = await send('GET', `${PROMOTIONS}/${promotion.id}`, undefined, { 'accept-language': 'en' });
    expect(read.statusCode).toBe(200);
    expect(json<{ data: Promotion }>(read).data).toMatchObject({
      name: 'Edición 2',
      discount: 12.5,
      agencies: ['Agencia Cerrada', 'Agencia Norte'],
    });
    const [entry] = await auditOf(promotion.id);
    expect(entry!.before).toMatchObject({ name: 'Edición', agency_ids: [gone.id] });
    expect(entry!.after).toMatchObject({ name: 'Edición 2', active: false });

    const other = await buildPromotion(db());
    const refused = await send('PUT', `${PROMOTIONS}/${other.id}`, valid({ agency_ids: [gone.id] }));
    expect(refused.statusCode).toBe(422);
  });

  it('deletes a promotion, audited; 404 for unknown ids', async () => {
    const promotion = await buildPromotion(db(), { agencyIds: [ids.A] });
    const response = await send('DELETE', `${PROMOTIONS}/${promotion.id}`, undefined, {
      'accept-language': 'en',
    });
    expect(json(response)).toEqual({ message: 'Promotion deleted.' });
    expect((await auditOf(promotion.id)).map((entry) => entry.action)).toEqual(['delete']);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await send(method, `${PROMOTIONS}/987654`, method === 'PUT' ? valid() : undefined);
      expect(missing.statusCode, `${method} ${missing.body}`).toBe(404);
    }
  });

  it('lists paged with type and state filters, sorts and exports', async () => {
    await buildPromotion(db(), { name: 'Filtro nuevos', type: 'new', active: false });
    await buildPromotion(db(), { name: 'Filtro seminuevos', type: 'used' });
    const page = json<{ data: Promotion[]; meta: { total: number } }>(
      await send('GET', `${PROMOTIONS}/list?search=filtro&type=new&active=false`),
    );
    expect(page.data.map((row) => row.name)).toEqual(['Filtro nuevos']);
    expect(page.meta.total).toBe(1);
    const sorted = json<{ data: Promotion[] }>(
      await send('GET', `${PROMOTIONS}/list?search=filtro&sort=name|desc`),
    );
    expect(sorted.data.map((row) => row.name)).toEqual(['Filtro seminuevos', 'Filtro nuevos']);
    const badType = await send('GET', `${PROMOTIONS}/list?type=both`);
    expect(badType.statusCode).toBe(422);

    const csv = await send('GET', `${PROMOTIONS}/export?format=csv&search=filtro&sort=name|asc`);
    const rows = readCsv(csv.body.replace(/^\uFEFF/, ''));
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
    const response = await send('GET', PROMOTIONS);
    expect(response.statusCode).toBe(200);
    const body = json<unknown>(response);
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

    const response = await as(managerA, `${PROMOTIONS}/agency-promotion/${ids.A}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: Promotion[] }>(response);
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

    const used = json<{ data: Promotion[] }>(
      await as(managerA, `${PROMOTIONS}/agency-promotion/${ids.A}/used`),
    );
    expect(used.data.map((item) => item.id)).toContain(forAll.id);
    expect(used.data.map((item) => item.id)).not.toContain(forA.id);
    expect(used.data.every((item) => item.type === 'used')).toBe(true);

    const refused = await as(managerA, `${PROMOTIONS}/agency-promotion/${ids.B}`);
    expect(refused.statusCode).toBe(403);
    expect(json<Problem>(refused).message).toBe('No tienes acceso a esta agencia.');
    expect((await as(managerA, `${PROMOTIONS}/agency-promotion/${ids.B}/new`)).statusCode).toBe(403);

    const admin = json<{ data: Promotion[] }>(await send('GET', `${PROMOTIONS}/agency-promotion/${ids.B}`));
    expect(admin.data.map((item) => item.id)).toEqual(expect.arrayContaining([forB.id, forAll.id]));
    expect((await send('GET', `${PROMOTIONS}/agency-promotion/987654`)).statusCode).toBe(404);

    const badType = await as(managerA, `${PROMOTIONS}/agency-promotion/${ids.A}/both`);
    expect(badType.statusCode).toBe(422);
    expect(json<Problem>(badType)).toEqual({
      message: 'El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).',
      errors: { type: ['El tipo de promoción debe ser «new» (autos nuevos) o «used» (seminuevos).'] },
    });
  });

  it('type/{type} answers { data } of that type in force; anything but new|used is a 422', async () => {
    const used = await buildPromotion(db(), { name: 'Tipo usado', type: 'used' });
    const fresh = await buildPromotion(db(), { name: 'Tipo nuevo', type: 'new' });
    const elsewhere = await buildPromotion(db(), { name: 'Tipo nuevo sur', type: 'new', agencyIds: [ids.B] });

    const admin = json<{ data: Promotion[] }>(await send('GET', `${PROMOTIONS}/type/new`));
    expect(admin.data.map((item) => item.id)).toEqual(expect.arrayContaining([fresh.id, elsewhere.id]));
    expect(admin.data.map((item) => item.id)).not.toContain(used.id);

    const manager = json<{ data: Promotion[] }>(await as(managerA, `${PROMOTIONS}/type/new`));
    expect(manager.data.map((item) => item.id)).toContain(fresh.id);
    expect(manager.data.map((item) => item.id)).not.toContain(elsewhere.id);

    const english = await send('GET', `${PROMOTIONS}/type/semi`, undefined, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(422);
    expect(json<Problem>(english).message).toBe(
      'The promotion type must be "new" (new vehicles) or "used" (used vehicles).',
    );
  });

  it('refuses the dealership calls to a user linked to no agency, and the CRUD to a manager', async () => {
    const refused = await as(noAgency, `${PROMOTIONS}/type/new`);
    expect(refused.statusCode).toBe(403);
    expect(json<Problem>(refused).message).toBe('Tu usuario no está vinculado a ninguna agencia.');
    expect((await as(managerA, `${PROMOTIONS}/list`)).statusCode).toBe(403);
  });

  it('counts "today" in Mexico City', () => {
    // 03:00 UTC on 1 June is still 31 May in Mexico City (UTC−6).
    expect(todayInMexico(new Date('2026-06-01T03:00:00Z'))).toBe('2026-05-31');
  });
});
