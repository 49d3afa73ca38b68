import { ROLES, type verificationProviderAnswer, verificationResource } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildVerification } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { type ProviderStandIn, startProviderStandIn } from '../../../test/verification-provider-stand-in';
import { reportProvider } from './report-provider';

const URL = `/api${verificationResource.api}`;
const PER_MINUTE = 40;

let t: TestApp;
let provider: ProviderStandIn;
const db = () => t.context.database.db;

beforeAll(async () => {
  provider = await startProviderStandIn();
  t = await buildTestApp({
    VERIFICATION_PROVIDER_URL: provider.url,
    VERIFICATION_PROVIDER_KEY: provider.key,
    VERIFICATION_PROVIDER_TIMEOUT_MS: '300',
    VERIFICATION_PER_MINUTE: String(PER_MINUTE),
  });
  provider.slowMs = 1000;
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A new dealership and its Gerente (who may verify) and Asesor (who may read the history). */
async function dealership(membership: 'Activo' | 'Suspendido' = 'Activo') {
  const agency = await buildAgency(db(), {
    name: `AutoCheck ${Math.random()}`,
    membership_status: membership,
  });
  return {
    agency,
    manager: as(t, { role: ROLES.manager, agencies: [agency.id] }),
    advisor: as(t, { role: ROLES.advisor, agencies: [agency.id] }),
  };
}

listContract(verificationResource, {
  app: () => t,
  create: async (test, { i, text }) => {
    const agency = await buildAgency(test.context.database.db, { name: `Historial ${text}` });
    await buildVerification(test.context.database.db, {
      agencyId: agency.id,
      query: text,
      kind: i % 2 === 0 ? 'vin' : 'plate',
      result: (['clear', 'warning', 'alert', 'incomplete'] as const)[i % 4],
      userName: `Persona ${String.fromCharCode(97 + ((i * 3) % 7))}`,
    });
  },
  exported: { file: { es: 'verificaciones-autocheck', en: 'autocheck-verifications' } },
});

describe('verifying a VIN', () => {
  it('decodes it offline, asks the provider and keeps who, when, what and the report', async () => {
    const { agency, manager } = await dealership();
    const answer = await manager.on(verificationResource).create({
      agency_id: agency.id,
      kind: 'vin',
      value: ' 3n1ab7ap0ky123456 ',
    });
    expect(answer.status, answer.raw.body).toBe(201);
    const row = answer.body.data;
    expect(row).toMatchObject({
      agency_id: agency.id,
      kind: 'vin',
      query: '3N1AB7AP0KY123456',
      provider_status: 'ok',
      provider_error: null,
      result: 'clear',
      attempts: 1,
      decode: {
        wmi: '3N1',
        manufacturer: 'Nissan',
        country: 'MX',
        model_year: 2019,
        check_digit_valid: true,
      },
      report: { theft_status: 'clear', registry_status: 'registered' },
    });
    expect(row.user_name).not.toBe('');
    expect(provider.requests.at(-1)).toEqual({ vin: '3N1AB7AP0KY123456' });
    const [entry] = await auditOf(db(), 'verification', row.id);
    expect(entry).toMatchObject({ action: 'create', agency_id: agency.id });
    const listed = await manager.on(verificationResource).list({ agency: agency.id });
    expect(listed.body.data.map((item) => item.id)).toEqual([row.id]);
  });

  it('warns about a North American check digit that does not match, and alerts on a theft report', async () => {
    const { agency, manager } = await dealership();
    const bad = await manager.post(URL, { agency_id: agency.id, kind: 'vin', value: '1HGCM82643A004352' });
    expect(bad.body).toMatchObject({
      data: { result: 'warning', decode: { check_digit_valid: false, expected_check_digit: '3' } },
    });
    provider.stolen.add('ABC-123-D');
    const stolen = await manager.post(URL, { agency_id: agency.id, kind: 'plate', value: 'abc 123 d' });
    expect(stolen.status, stolen.raw.body).toBe(201);
    expect(stolen.body).toMatchObject({
      data: { query: 'ABC-123-D', decode: null, result: 'alert', report: { theft_status: 'reported' } },
    });
    provider.unknown.add('123-ABC');
    const unknown = await manager.post(URL, { agency_id: agency.id, kind: 'plate', value: '123abc' });
    expect(unknown.body).toMatchObject({
      data: { provider_status: 'not_found', report: null, result: 'warning' },
    });
  });

  it.each([
    ['1HGCM82633A00435', 'inventory.vin_length', 'exactamente 17'],
    ['1HGCM8263OA004352', 'inventory.vin_ioq', 'I, O ni Q'],
    ['1HGCM8263$A004352', 'inventory.vin_characters', 'letras sin acentos'],
  ])('refuses the VIN %s (%s) without asking the provider', async (value, _key, words) => {
    const { agency, manager } = await dealership();
    const before = provider.requests.length;
    const answer = await manager.post(URL, { agency_id: agency.id, kind: 'vin', value });
    expect(answer.status).toBe(422);
    expect(answer.problem.errors?.value?.[0]).toContain(words);
    expect(provider.requests.length).toBe(before);
  });

  it('refuses a plate in no Mexican format, in both languages', async () => {
    const { agency, manager } = await dealership();
    const es = await manager.post(URL, { agency_id: agency.id, kind: 'plate', value: 'AB-12' });
    expect(es.problem.errors?.value).toEqual([expect.stringContaining('AAA-000-A')]);
    const en = await manager.en.post(URL, { agency_id: agency.id, kind: 'plate', value: '' });
    expect(en.problem.errors?.value).toEqual(['Enter the VIN or the plate to verify.']);
  });
});

describe('provider failures and retry', () => {
  it.each([
    ['slow', 'timeout'],
    ['server_error', 'unavailable'],
    ['garbage', 'bad_answer'],
    ['wrong_shape', 'bad_answer'],
  ] as const)(
    'keeps the decode when the provider is %s (%s), and the retry gets the report',
    async (failure, error) => {
      const { agency, manager } = await dealership();
      provider.failing = failure;
      const failed = await manager.post<typeof verificationResource.oneAnswer>(URL, {
        agency_id: agency.id,
        kind: 'vin',
        value: '3VWFE21C04M000001',
      });
      provider.failing = null;
      expect(failed.status, failed.raw.body).toBe(201);
      expect(failed.body.data).toMatchObject({
        provider_status: 'failed',
        provider_error: error,
        report: null,
        result: 'incomplete',
        decode: { manufacturer: 'Volkswagen', model_year: 2004 },
      });
      const retried = await manager.post<typeof verificationResource.oneAnswer>(
        `${URL}/${failed.body.data.id}/retry`,
      );
      expect(retried.status, retried.raw.body).toBe(200);
      expect(retried.body.data).toMatchObject({
        provider_status: 'ok',
        provider_error: null,
        result: 'clear',
        attempts: 2,
      });
      const again = await manager.post(`${URL}/${failed.body.data.id}/retry`);
      expect(again.status).toBe(409);
    },
  );

  it('names a refused key as rejected', async () => {
    const refused = reportProvider({ provider: { url: provider.url, key: 'wrong' }, timeoutMs: 1000 });
    expect(await refused.report('vin', '3VWFE21C04M000001')).toEqual({ status: 'failed', error: 'rejected' });
    const unreachable = reportProvider({
      provider: { url: 'http://127.0.0.1:9', key: 'k' },
      timeoutMs: 1000,
    });
    expect(await unreachable.report('vin', '3VWFE21C04M000001')).toEqual({
      status: 'failed',
      error: 'unavailable',
    });
    const none = reportProvider({ provider: undefined, timeoutMs: 1000 });
    expect(none.configured).toBe(false);
    expect(await none.report('plate', 'ABC-123-D')).toEqual({ status: 'not_configured' });
  });

  it('says whether the provider is configured', async () => {
    const { agency, advisor } = await dealership();
    const answer = await advisor.get<typeof verificationProviderAnswer>(`${URL}/provider`, {
      agency: agency.id,
    });
    expect(answer.body).toEqual({ data: { configured: true } });
  });

  it('limits the provider calls per dealership, with Retry-After', async () => {
    const { agency, manager } = await dealership();
    for (let i = 0; i < PER_MINUTE; i++) await t.context.counters.hit(`verification:${agency.id}`, 60_000);
    const answer = await manager.post(URL, { agency_id: agency.id, kind: 'plate', value: 'XYZ-987-A' });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.problem.message).toContain('demasiadas consultas');
    // Another dealership still may.
    const other = await dealership();
    expect(
      (await other.manager.post(URL, { agency_id: other.agency.id, kind: 'plate', value: 'XYZ-987-A' }))
        .status,
    ).toBe(201);
  });
});

describe('who may verify', () => {
  it('an Asesor reads the history but does not verify; another dealership’s rows are not found', async () => {
    const { agency, advisor } = await dealership();
    const row = await buildVerification(db(), { agencyId: agency.id });
    expect((await advisor.on(verificationResource).one(row.id)).status).toBe(200);
    expect(
      (await advisor.post(URL, { agency_id: agency.id, kind: 'plate', value: 'ABC-123-D' })).status,
    ).toBe(403);
    const other = await dealership();
    expect((await other.manager.on(verificationResource).one(row.id)).status).toBe(404);
    expect((await other.manager.post(`${URL}/${row.id}/retry`)).status).toBe(404);
    expect(
      (await other.manager.post(URL, { agency_id: agency.id, kind: 'plate', value: 'ABC-123-D' })).status,
    ).toBe(403);
  });

  it('needs an active membership', async () => {
    const { agency, manager } = await dealership('Suspendido');
    const answer = await manager.post(URL, { agency_id: agency.id, kind: 'plate', value: 'ABC-123-D' });
    expect(answer.status).toBe(403);
    expect((await manager.get(URL, { agency: agency.id })).status).toBe(403);
  });
});

describe('without a report provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare?.close());

  it('keeps a VIN’s decode marked not configured, refuses a plate, and says so', async () => {
    const agency = await buildAgency(bare.context.database.db, { name: 'Sin proveedor' });
    const manager = as(bare, { role: ROLES.manager, agencies: [agency.id] });
    const vin = await manager.post(URL, { agency_id: agency.id, kind: 'vin', value: '3N1AB7AP0KY123456' });
    expect(vin.status, vin.raw.body).toBe(201);
    expect(vin.body).toMatchObject({
      data: { provider_status: 'not_configured', result: 'incomplete', decode: { manufacturer: 'Nissan' } },
    });
    const plate = await manager.post(URL, { agency_id: agency.id, kind: 'plate', value: 'ABC-123-D' });
    expect(plate.status).toBe(422);
    expect(plate.problem.errors?.value?.[0]).toContain('solo puede verificarse con el proveedor');
    const status = await manager.get<typeof verificationProviderAnswer>(`${URL}/provider`, {
      agency: agency.id,
    });
    expect(status.body).toEqual({ data: { configured: false } });
  });
});
