import { ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { buildAgency, buildUser } from '../../test/factories';
import { fileUpload, smallPng } from '../../test/image-fixtures';
import { headers } from '../../test/kits/sessions';

/**
 * What the security probe found (a suspended dealership's Gerente created users in it and changed
 * its logo), through the real routes: the server mirrors the blocked menu of spec §4 and §6.
 */
const USERS = '/api/mi-vitrina/users';
const LOGO = '/api/mi-vitrina/agency-settings/logo';
const SUSPENDED = 'La membresía de la agencia está suspendida.';

let t: TestApp;
const ids = { A: 0, S: 0 };
let both: Record<string, string>;
let onlyS: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.context.database.db;
  ids.A = (await buildAgency(db, { name: 'Activa' })).id;
  ids.S = (await buildAgency(db, { name: 'Suspendida', membership_status: 'Suspendido' })).id;
  await buildUser(db, { name: 'Asesora de la suspendida', agencyIds: [ids.S] });
  both = await headers(t, { role: ROLES.manager, agencies: [ids.A, ids.S], permissions: ['update logo'] });
  onlyS = await headers(t, { role: ROLES.manager, agencies: [ids.S], permissions: ['update logo'] });
});
afterAll(() => t.close());

const newUser = (agencyIds: number[], headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: USERS,
    headers,
    payload: {
      name: 'Nueva Asesora',
      email: `asesora-${agencyIds.join('-')}-${Date.now()}@example.mx`,
      role: ROLES.advisor,
      agency_ids: agencyIds,
      password: 'Segura-2026',
    },
  });

const uploadLogo = async (agency: number, headers: Record<string, string>) => {
  const upload = fileUpload(await smallPng(), 'logo.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `${LOGO}?agency=${agency}`,
    payload: upload.payload,
    headers: { ...headers, ...upload.headers },
  });
};

describe('a Gerente of a suspended dealership', () => {
  it('cannot create users in it, though still in their active one', async () => {
    for (const headers of [both, onlyS]) {
      const refused = await newUser([ids.S], headers);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(json(refused).message).toBe(SUSPENDED);
    }
    expect((await newUser([ids.A, ids.S], both)).statusCode).toBe(403);
    const allowed = await newUser([ids.A], both);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('cannot change or remove its logo', async () => {
    for (const headers of [both, onlyS]) {
      const upload = await uploadLogo(ids.S, headers);
      expect(upload.statusCode, upload.body).toBe(403);
      expect(json(upload).message).toBe(SUSPENDED);
      const removal = await t.app.inject({ method: 'DELETE', url: `${LOGO}?agency=${ids.S}`, headers });
      expect(removal.statusCode).toBe(403);
    }
    expect((await uploadLogo(ids.A, both)).statusCode).toBe(200);
  });

  it('no longer sees its accounts or its record, and "Todas" means the active dealerships', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${USERS}?agency=0&limit=100`, headers: both });
    expect(list.statusCode).toBe(200);
    const names = json<{ data: { name: string }[] }>(list).data.map((row) => row.name);
    expect(names).not.toContain('Asesora de la suspendida');
    const explicit = await t.app.inject({ method: 'GET', url: `${USERS}?agency=${ids.S}`, headers: both });
    expect(explicit.statusCode).toBe(403);
  });

  it('keeps their profile, which lists the suspended dealership so the screen can say why', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/mi-vitrina/auth/profile',
      headers: onlyS,
    });
    expect(profile.statusCode).toBe(200);
    const agencies = json<{ data: { agencies: { id: number; membership_status: string }[] } }>(profile).data
      .agencies;
    expect(agencies).toEqual([expect.objectContaining({ id: ids.S, membership_status: 'Suspendido' })]);
  });

  it('is back the moment the membership is, on the very next request', async () => {
    const superadmin = await headers(t, { role: ROLES.superadmin });
    const reactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/mi-vitrina/agencies/${ids.S}`,
      headers: superadmin,
      payload: { name: 'Suspendida', membership_status: 'Activo' },
    });
    expect(reactivate.statusCode, reactivate.body).toBe(200);
    expect((await uploadLogo(ids.S, onlyS)).statusCode).toBe(200);
  });
});
