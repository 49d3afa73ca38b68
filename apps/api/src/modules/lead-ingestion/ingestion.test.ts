import {
  LEAD_CHANNEL_KEYS,
  LEAD_DETAILS,
  LEAD_INGESTION_PATH,
  type LeadChannelKey,
  type LeadIngestionAnswer,
  type LeadIngestionBatchAnswer,
  type LeadIngestionInput,
  ROLES,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildUsedVehicle, leadDetails, leadRow } from '../../../test/factories';
import { signIn } from '../../../test/kits/sessions';
import { MAX_PROSPECTS } from './adf';
import { hashApiKey, insertApiKey } from './api-keys.repository';

let t: TestApp;
const ids = { A: 0, B: 0, S: 0, gone: 0 };
const keys = { A: '', B: '', S: '', gone: '', revoked: '' };
const db = () => t.context.database.db;

async function newKey(agencyId: number) {
  return db().transaction(
    async (tx) => (await insertApiKey(tx, { agencyId, name: 'Pruebas', createdBy: null })).key,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  ids.A = (await buildAgency(db(), { name: 'Ingesta A' })).id;
  ids.B = (await buildAgency(db(), { name: 'Ingesta B' })).id;
  ids.S = (await buildAgency(db(), { name: 'Ingesta S', membership_status: 'Suspendido' })).id;
  ids.gone = (await buildAgency(db(), { name: 'Ingesta borrada' })).id;
  for (const which of ['A', 'B', 'S', 'gone'] as const) keys[which] = await newKey(ids[which]);
  keys.revoked = await newKey(ids.A);
  await db().execute(
    sql`update lead_api_keys set revoked_at = now() where key_hash = ${hashApiKey(keys.revoked)}`,
  );
  await db().execute(sql`update agencies set deleted_at = now() where id = ${ids.gone}`);
});
afterAll(() => t.close());

interface Sent {
  key?: string;
  body: unknown;
  type?: string;
  headers?: Record<string, string>;
  query?: string;
  en?: boolean;
}

async function send({ key = keys.A, body, type, headers = {}, query = '', en }: Sent) {
  const options: InjectOptions = {
    method: 'POST',
    url: `${LEAD_INGESTION_PATH}${query}`,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(type ? { 'content-type': type } : {}),
      ...(en ? { 'accept-language': 'en' } : {}),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  };
  if (!type && typeof body !== 'string') options.headers!['content-type'] = 'application/json';
  const raw = await t.app.inject(options);
  return { status: raw.statusCode, body: raw.json(), headers: raw.headers };
}

let n = 0;
const lead = (overrides: Partial<LeadIngestionInput> = {}): LeadIngestionInput => ({
  channel: 'marketplace',
  name: `Cliente API ${++n}`,
  phone: `55 ${String(1000_0000 + n).slice(0, 4)} ${String(n).padStart(4, '0')}`,
  details: { listing_title: 'Mazda CX-30 2021', message: '¿Sigue disponible?' },
  ...overrides,
});

const leadsNamed = async (name: string) =>
  (
    (await db().execute(sql`select id, agency_id from leads where name = ${name}`)) as unknown as {
      rows: { id: number; agency_id: number }[];
    }
  ).rows;

describe('the API key', () => {
  it('is required, in Authorization: Bearer or X-Api-Key, and must be a live one', async () => {
    const missing = await send({ key: '', body: lead() });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toContain('Falta la clave de API');
    const english = await send({ key: '', body: lead(), en: true });
    expect(english.body.message).toContain('The API key is missing');

    for (const key of [keys.revoked, keys.gone, 'vtr_otra', `vtr_${'x'.repeat(43)}`]) {
      const refused = await send({ key, body: lead() });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('La clave de API no es válida o fue revocada.');
    }
    // A person's session is not a key.
    const session = await signIn(t, { role: ROLES.manager, agencies: [ids.A] });
    expect((await send({ key: session.token, body: lead() })).status).toBe(401);

    const inHeader = await send({ key: '', headers: { 'x-api-key': keys.A }, body: lead() });
    expect(inHeader.status).toBe(201);
    // X-Api-Key wins over a session's token in Authorization.
    const both = await send({
      key: '',
      headers: { ...bearer(session.token), 'x-api-key': keys.A },
      body: lead(),
    });
    expect(both.status).toBe(201);
  });

  it('of a suspended dealership is refused while it is suspended', async () => {
    const refused = await send({ key: keys.S, body: lead() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('La membresía de la agencia está suspendida.');
  });

  it('creates only in its own dealership: agency_id of another one is 403, and nothing is written', async () => {
    const body = lead({ agency_id: ids.B });
    const refused = await send({ body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'La clave de API es de otra agencia: agency_id debe ser el de su agencia.',
    );
    expect(await leadsNamed(body.name)).toEqual([]);
    expect((await send({ body: lead({ agency_id: ids.A }) })).status).toBe(201);
  });
});

describe('a JSON lead', () => {
  it('is born in the lead service, in the key’s dealership, with source api, and audited', async () => {
    const body = lead({ email: 'Cliente@Example.MX', note: 'Desde el sitio web' });
    const answer = await send({ body });
    expect(answer.status).toBe(201);
    const data = (answer.body as LeadIngestionAnswer).data;
    expect(data).toMatchObject({ agency_id: ids.A, channel: 'marketplace', status: 'Nuevo' });
    expect(Object.keys(data).sort()).toEqual(
      ['agency_id', 'assigned_user_id', 'channel', 'duplicate_of', 'id', 'sla_due_at', 'status'].sort(),
    );
    const row = await leadRow(db(), data.id);
    expect(row).toMatchObject({
      agency_id: ids.A,
      source: 'api',
      email: 'cliente@example.mx',
      created_by: null,
    });
    expect(row.phone).toMatch(/^\+52\d{10}$/);
    const timeline = (await db().execute(
      sql`select kind, body from lead_activities where lead_id = ${data.id} order by id`,
    )) as unknown as { rows: { kind: string; body: string }[] };
    expect(timeline.rows).toEqual([
      { kind: 'created', body: '' },
      ...timeline.rows.filter((entry) => !['created', 'note'].includes(entry.kind)),
      { kind: 'note', body: 'Desde el sitio web' },
    ]);
    const [entry] = await auditOf(db(), 'lead', data.id);
    expect(entry).toMatchObject({ action: 'create', agency_id: ids.A, user_id: null });
    expect(entry!.after).toMatchObject({ source: 'api', idempotency_key: null });
  });

  it('names a vehicle of another dealership as the field at fault; its own is linked', async () => {
    const ofB = await buildUsedVehicle(db(), { agencyId: ids.B });
    const refused = await send({ body: lead({ vehicle_id: ofB.id }) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['vehicle_id']);
    const ofA = await buildUsedVehicle(db(), { agencyId: ids.A });
    const linked = await send({ body: lead({ vehicle_id: ofA.id }) });
    expect(linked.status).toBe(201);
    expect((await leadRow(db(), linked.body.data.id)).vehicle_id).toBe(ofA.id);
  });

  /** A channel's required details field, else its first one (sent with a value no field takes). */
  const faultOf = (channel: LeadChannelKey) => {
    const shape = LEAD_DETAILS[channel].shape as Record<
      string,
      { safeParse(value: unknown): { success: boolean } }
    >;
    const required = Object.keys(shape).find((field) => !shape[field]!.safeParse(undefined).success);
    return required
      ? { field: required, details: {} }
      : { field: Object.keys(shape)[0]!, details: { [Object.keys(shape)[0]!]: { not: 'valid' } } };
  };

  it.each(LEAD_CHANNEL_KEYS)(
    'refuses bad %s details naming the field, and takes good ones',
    async (channel) => {
      const { field, details } = faultOf(channel);
      const body = lead({ channel, details });
      const refused = await send({ body, en: true });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty([`details.${field}`]);
      expect(await leadsNamed(body.name)).toEqual([]);
      const accepted = await send({ body: lead({ channel, details: leadDetails(channel) }) });
      expect(accepted.status).toBe(201);
      expect(accepted.body.data.channel).toBe(channel);
    },
  );

  it('refuses a bad contact or channel naming the field', async () => {
    const answer = await send({ body: { channel: 'nope', name: '', email: 'no-es-correo' }, en: true });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['channel', 'email', 'name']);
    const unreachable = await send({ body: { channel: 'marketplace', name: 'Sin Contacto' }, en: true });
    expect(unreachable.body.errors).toEqual({ phone: ['Enter at least a phone or an e-mail address.'] });
  });
});

describe('the body', () => {
  it('is JSON or XML: anything else is 415, too large is 413, broken JSON 400', async () => {
    const plain = await send({ body: 'hola', type: 'text/plain' });
    expect(plain.status).toBe(415);
    expect(plain.body.message).toContain('application/json');
    expect((await send({ body: 'a=1', type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await send({ body: '{"channel":', type: 'application/json' })).status).toBe(400);
    const huge = lead({ note: 'x'.repeat(300 * 1024) });
    expect((await send({ body: huge })).status).toBe(413);
  });
});

const ADF = (prospects: string) => `<?XML VERSION "1.0"?>\n<?ADF VERSION "1.0"?>\n<ADF>${prospects}</ADF>`;
const prospect = (
  name: string,
  { id = '', vehicle = '', phone = '55 8765 4321', comments = '' }: Record<string, string> = {},
) => `<prospect status="new">
  ${id ? `<id sequence="1" source="AutosMX">${id}</id>` : ''}
  <requestdate>2026-11-20T10:15:00-06:00</requestdate>
  ${vehicle}
  <customer><contact>${name ? `<name part="full">${name}</name>` : ''}<phone type="cellphone">${phone}</phone></contact>
  ${comments ? `<comments>${comments}</comments>` : ''}</customer>
  <vendor><contact><name part="full">Vendedor</name></contact></vendor>
</prospect>`;

describe('an ADF file', () => {
  it('with the uppercase prolog and no vendorname makes a wanted lead linked to the car its stock names', async () => {
    const car = await buildUsedVehicle(db(), { agencyId: ids.A, stock_number: 'ADF-77' });
    const vehicle =
      '<vehicle interest="buy" status="used"><year>2021</year><make>Mazda</make><model>CX-30</model><stock>ADF-77</stock><price currency="MXN">450000</price></vehicle>';
    const answer = await send({
      body: ADF(prospect('Lucía Pérez', { vehicle, comments: '¿Aceptan auto a cuenta?' })),
      type: 'application/xml',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [data] = (answer.body as LeadIngestionBatchAnswer).data;
    expect(data).toMatchObject({ agency_id: ids.A, channel: 'wanted-used' });
    const row = await leadRow(db(), data!.id);
    expect(row).toMatchObject({
      name: 'Lucía Pérez',
      phone: '+525587654321',
      vehicle_id: car.id,
      source: 'api',
    });
    expect(row.details).toMatchObject({
      brand_name: 'Mazda',
      year_from: 2021,
      budget: 450_000,
      message: '¿Aceptan auto a cuenta?',
    });
  });

  it('goes to the channel ?channel= names, through text/xml and application/adf+xml too', async () => {
    for (const type of ['text/xml', 'application/adf+xml; charset=utf-8']) {
      const answer = await send({ body: ADF(prospect('Por Canal')), type, query: '?channel=marketplace' });
      expect(answer.status).toBe(201);
      expect(answer.body.data[0].channel).toBe('marketplace');
    }
  });

  it('with several prospects creates one lead each, all or none', async () => {
    const both = await send({
      body: ADF(prospect('Primero Varios') + prospect('Segundo Varios')),
      type: 'text/xml',
    });
    expect(both.status).toBe(201);
    expect(both.body.data).toHaveLength(2);
    expect((await leadsNamed('Primero Varios')).length + (await leadsNamed('Segundo Varios')).length).toBe(2);

    // The second one's details are refused by the lead's checks: the first is not written either.
    const half = ADF(prospect('Con Daño', { comments: 'Golpe en la puerta' }) + prospect('Sin Daño'));
    const refused = await send({ body: half, type: 'text/xml', query: '?channel=body', en: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['details.damage_description']);
    expect(await leadsNamed('Con Daño')).toEqual([]);
  });

  it(`holds at most ${MAX_PROSPECTS} prospects: one more is refused naming the cap, and nothing is written`, async () => {
    const key = await newKey(ids.A);
    const many = (count: number, name: string) =>
      ADF(Array.from({ length: count }, (_, i) => prospect(`${name} ${i + 1}`)).join(''));
    const refused = await send({ key, body: many(MAX_PROSPECTS + 1, 'Demasiados'), type: 'text/xml' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      prospect: [
        `Un documento ADF admite como máximo ${MAX_PROSPECTS} prospectos y este trae ${MAX_PROSPECTS + 1}: envía el resto en otros documentos.`,
      ],
    });
    const english = await send({
      key,
      body: many(MAX_PROSPECTS + 1, 'Too Many'),
      type: 'text/xml',
      en: true,
    });
    expect(english.body.errors.prospect[0]).toMatch(
      new RegExp(`^An ADF document may hold at most ${MAX_PROSPECTS} prospects`),
    );
    expect(await leadsNamed('Demasiados 1')).toEqual([]);

    const full = await send({ key, body: many(MAX_PROSPECTS, 'Lleno'), type: 'text/xml' });
    expect(full.status).toBe(201);
    expect(full.body.data).toHaveLength(MAX_PROSPECTS);
  });

  it('names what is missing and what cannot be read', async () => {
    const nameless = await send({ body: ADF(prospect('')), type: 'application/xml', en: true });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors).toEqual({ 'prospect.customer.contact.name': ['This field is required.'] });

    const broken = await send({ body: '<adf><prospect></adf>', type: 'application/xml' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('El XML no es válido (línea 1, columna 16).');
    const notAdf = await send({ body: '<lead/>', type: 'application/xml' });
    expect(notAdf.status).toBe(422);
    expect(notAdf.body.errors).toHaveProperty(['adf']);
  });
});

describe('retries', () => {
  it('with the same Idempotency-Key, ten at once, make one lead', async () => {
    const body = lead();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ body, headers: { 'idempotency-key': 'pedido-0001' } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const created = answers.map((answer) => answer.body.data.id);
    expect(new Set(created).size).toBe(1);
    expect(await leadsNamed(body.name)).toEqual([{ id: created[0], agency_id: ids.A }]);
    // The key is the dealership's own: another one's same key is another lead.
    const elsewhere = await send({ key: keys.B, body, headers: { 'idempotency-key': 'pedido-0001' } });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.data.agency_id).toBe(ids.B);
  });

  it('with the same external_id, or the same ADF prospect id, answer the same lead', async () => {
    const body = lead({ external_id: 'CRM-42' });
    const first = await send({ body });
    const again = await send({ body: { ...body, name: 'Otro Nombre' } });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);

    const file = ADF(
      prospect('Reintento ADF', { id: 'P-9' }) + prospect('Reintento ADF Dos', { id: 'P-10' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ body: file, type: 'text/xml' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await leadsNamed('Reintento ADF')).toHaveLength(1);
    // A file with one new prospect besides a known one creates only the new one.
    const more = await send({
      body: ADF(prospect('Reintento ADF', { id: 'P-9' }) + prospect('Nuevo ADF', { id: 'P-11' })),
      type: 'text/xml',
    });
    expect(more.status).toBe(201);
    expect(more.body.data[0].id).toBe(answers[0]!.body.data[0].id);
    expect(await leadsNamed('Reintento ADF')).toHaveLength(1);
  });

  it('refuses an Idempotency-Key sent again with other content, naming it; the same content in another order is a retry', async () => {
    const body = lead({ email: 'orden@example.mx' });
    const headers = { 'idempotency-key': 'pedido-0002' };
    const first = await send({ body, headers });
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await send({ body: reordered, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const other = lead();
    const refused = await send({ body: other, headers });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'idempotency-key': [
        'La Idempotency-Key «pedido-0002» ya se usó con otro contenido: usa una clave nueva para otro lead.',
      ],
    });
    const english = await send({ body: other, headers, en: true });
    expect(english.body.message).toBe(
      'The Idempotency-Key “pedido-0002” was already used with other content: use a new key for another lead.',
    );
    expect(await leadsNamed(other.name)).toEqual([]);

    // An ADF file's prospects under one header: the same file is a retry, another one is refused.
    const file = ADF(prospect('Clave ADF Uno') + prospect('Clave ADF Dos'));
    const fileHeaders = { 'idempotency-key': 'lote-7' };
    expect((await send({ body: file, type: 'text/xml', headers: fileHeaders })).status).toBe(201);
    expect((await send({ body: file, type: 'text/xml', headers: fileHeaders })).status).toBe(200);
    const changed = ADF(prospect('Clave ADF Uno') + prospect('Clave ADF Otro'));
    const refusedFile = await send({ body: changed, type: 'text/xml', headers: fileHeaders });
    expect(refusedFile.status).toBe(422);
    expect(refusedFile.body.errors['idempotency-key'][0]).toContain('«lote-7»');
    expect(await leadsNamed('Clave ADF Otro')).toEqual([]);
  });

  it('refuses an Idempotency-Key longer than 200 characters', async () => {
    const answer = await send({ body: lead(), headers: { 'idempotency-key': 'k'.repeat(201) } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty(['idempotency-key']);
  });
});

describe('the rate limit', () => {
  let limited: TestApp;
  const limitedKey = async (name: string) => {
    const agency = (await buildAgency(limited.context.database.db, { name: `Limitada ${name}` })).id;
    return limited.context.database.db.transaction(
      async (tx) => (await insertApiKey(tx, { agencyId: agency, name, createdBy: null })).key,
    );
  };
  const post = (key: string, body: object | string = lead(), remoteAddress = '127.0.0.1') =>
    limited.app.inject({
      method: 'POST',
      url: LEAD_INGESTION_PATH,
      headers: {
        'x-api-key': key,
        'accept-language': 'en',
        'content-type': typeof body === 'string' ? 'text/xml' : 'application/json',
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress,
    });
  beforeAll(async () => {
    limited = await buildTestApp({ LEAD_INGESTION_PER_MINUTE: '3', LOGIN_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the key’s leads per minute; other keys go on', async () => {
    const [one, other] = [await limitedKey('Una'), await limitedKey('Otra')];
    for (let i = 0; i < 3; i++) expect((await post(one)).statusCode).toBe(201);
    const refused = await post(one);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(
      `This API key reached its leads per minute. Please try again in ${seconds} seconds.`,
    );
    expect((await post(other)).statusCode).toBe(201);
  });

  it('counts an ADF file’s prospects, not its request; a file past the budget creates nothing', async () => {
    const key = await limitedKey('Lote');
    const three = ADF(prospect('Lote Uno') + prospect('Lote Dos') + prospect('Lote Tres'));
    expect((await post(key, three)).statusCode).toBe(201);
    const spent = await post(key);
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const fresh = await limitedKey('Lote Grande');
    const four = ADF(['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) => prospect(`Grande ${name}`)).join(''));
    const refused = await post(fresh, four);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const created = (await limited.context.database.db.execute(
      sql`select id from leads where name like 'Grande %'`,
    )) as unknown as { rows: unknown[] };
    expect(created.rows).toEqual([]);
    // The refused file's prospects were given back: the key still has leads this minute.
    expect((await post(fresh)).statusCode).toBe(201);
  });

  it('throttles keys that are not ours per client address, whatever key comes next from there', async () => {
    const good = await limitedKey('Buena');
    for (const guess of [`vtr_${'x'.repeat(43)}`, 'vtr_corta', 'sin-forma']) {
      expect((await post(guess, lead(), '203.0.113.60')).statusCode).toBe(401);
    }
    const blocked = await post(good, lead(), '203.0.113.60');
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(blocked.json().message).toBe(`Too many attempts. Please try again in ${seconds} seconds.`);
    expect((await post(good, lead(), '203.0.113.61')).statusCode).toBe(201);
  });

  it('does not count a revoked key as a guess: a provider keeps sending for other dealerships', async () => {
    const revoked = await limitedKey('Revocada');
    await limited.context.database.db.execute(
      sql`update lead_api_keys set revoked_at = now() where key_hash = ${hashApiKey(revoked)}`,
    );
    for (let i = 0; i < 4; i++) expect((await post(revoked, lead(), '203.0.113.62')).statusCode).toBe(401);
    expect((await post(await limitedKey('Vigente'), lead(), '203.0.113.62')).statusCode).toBe(201);
  });
});
