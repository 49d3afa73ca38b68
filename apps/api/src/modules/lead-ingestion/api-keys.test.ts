import { createHash } from 'node:crypto';
import { LEAD_INGESTION_PATH, type leadApiKeyCreated, leadApiKeyResource, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency } from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { apiPath } from '../../../test/kits/resource-client';

const KEYS = apiPath(leadApiKeyResource);

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let gerente: Client;

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(t.context.database.db, { name: 'Claves A' });
  agencyB = await buildAgency(t.context.database.db, { name: 'Claves B' });
  gerente = as(t, { role: ROLES.manager, agencies: [agencyA.id] });
});
afterAll(() => t.close());

const create = (name: string, agency = agencyA.id, client = gerente) =>
  client.post<typeof leadApiKeyCreated>(`${KEYS}?agency=${agency}`, { name });
const list = (agency = agencyA.id, client = gerente) =>
  client.get<typeof leadApiKeyResource.listAnswer>(KEYS, { agency, sort: 'created_at|desc' });
const send = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: LEAD_INGESTION_PATH,
    headers: { 'x-api-key': key },
    payload: { channel: 'marketplace', name: 'Prueba', phone: '5512345678' },
  });

describe("a dealership's API keys", () => {
  it('shows a new key once, whole; the list and the database never hold it', async () => {
    const created = await create('Sitio web');
    expect(created.status, created.raw.body).toBe(201);
    const { key, ...row } = created.body.data;
    expect(key).toMatch(/^vtr_[A-Za-z0-9_-]{43}$/);
    expect(row).toMatchObject({
      agency_id: agencyA.id,
      name: 'Sitio web',
      revoked_at: null,
      last_used_at: null,
    });
    expect(key.startsWith(row.prefix)).toBe(true);
    expect(row.prefix).toHaveLength(12);
    expect(row.created_by_name).toBeTruthy();

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((item) => item.id === row.id)).toEqual(row);
    const hash = createHash('sha256').update(key).digest('hex');
    expect(listed.raw.body).not.toContain(key);
    expect(listed.raw.body).not.toContain(hash);

    const { rows } = (await t.context.database.db.execute(
      sql`select * from lead_api_keys where id = ${row.id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]!.key_hash).toBe(hash);
    expect(JSON.stringify(rows[0])).not.toContain(key);
    // Nor the audit log: it keeps what was created, not how to call with it.
    const [entry] = await auditOf(t.context.database.db, 'lead_api_key', row.id);
    expect(entry).toMatchObject({ action: 'create', agency_id: agencyA.id });
    expect(JSON.stringify(entry)).not.toContain(key);
    expect(JSON.stringify(entry)).not.toContain(hash);
  });

  it('records when a key was last used, not at every request', async () => {
    const { key, id } = (await create('CRM')).body.data;
    expect((await send(key)).statusCode).toBe(201);
    const first = (await list()).body.data.find((item) => item.id === id)!.last_used_at;
    expect(first).not.toBeNull();
    expect((await send(key)).statusCode).toBe(201);
    expect((await list()).body.data.find((item) => item.id === id)!.last_used_at).toBe(first);
  });

  it('revokes a key: it stays listed with when, and the API refuses it from then on', async () => {
    const { key, id } = (await create('Proveedor')).body.data;
    expect((await send(key)).statusCode).toBe(201);
    const revoked = await gerente.delete(`${KEYS}/${id}`);
    expect(revoked.status, revoked.raw.body).toBe(200);
    expect(revoked.problem.message).toBe('Clave de API revocada.');
    const after = await send(key);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('La clave de API no es válida o fue revocada.');

    const at = (await list()).body.data.find((item) => item.id === id)!.revoked_at;
    expect(at).not.toBeNull();
    // Idempotent: revoking again answers the same 200 and keeps when the key was first revoked.
    const again = await gerente.delete(`${KEYS}/${id}`);
    expect(again.status).toBe(200);
    expect(again.problem.message).toBe('Clave de API revocada.');
    expect((await list()).body.data.find((item) => item.id === id)!.revoked_at).toBe(at);
    expect((await auditOf(t.context.database.db, 'lead_api_key', id)).map((entry) => entry.action)).toEqual([
      'create',
      'delete',
      'delete',
    ]);
  });

  it('belongs to one dealership: "Todas" asks for one, another dealership’s keys are out of reach', async () => {
    const todas = await gerente.en.get(KEYS, { agency: 0 });
    expect(todas.status).toBe(422);
    expect(todas.problem.errors?.agency).toBeDefined();
    expect((await create('Otra', 0)).status).toBe(422);
    expect((await create('Otra', agencyB.id)).status).toBe(403);
    expect((await list(agencyB.id)).status).toBe(403);

    const admin = as(t, 'admin');
    const ofB = (await create('De B', agencyB.id, admin)).body.data;
    expect((await list(agencyB.id, admin)).body.data.map((item) => item.id)).toEqual([ofB.id]);
    expect((await list()).body.data.map((item) => item.id)).not.toContain(ofB.id);
    expect((await gerente.delete(`${KEYS}/${ofB.id}`)).status).toBe(404);
    expect((await send(ofB.key)).statusCode).toBe(201);
  });

  it('is for those who manage the lead settings', async () => {
    const asesor = as(t, { role: ROLES.advisor, agencies: [agencyA.id] });
    expect((await list(agencyA.id, asesor)).status).toBe(403);
    expect((await create('No', agencyA.id, asesor)).status).toBe(403);
    const named = await gerente.en.post(`${KEYS}?agency=${agencyA.id}`, { name: '  ' });
    expect(named.status).toBe(422);
    expect(named.problem.errors?.name).toEqual(['This field is required.']);
  });
});
