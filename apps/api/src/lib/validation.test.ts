import { ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { buildAgency, buildUser, tokenFor } from '../../test/factories';
import { requestTextIssues } from './validation';

type Problem = { message: string; errors?: Record<string, string[]> };

let t: TestApp;
let admin: string;
let gerente: string;
let agencyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.context.database.db;
  agencyId = (await buildAgency(db)).id;
  admin = await tokenFor(t.context, (await buildUser(db, { role: ROLES.superadmin })).id);
  gerente = await tokenFor(
    t.context,
    (await buildUser(db, { role: ROLES.manager, agencyIds: [agencyId] })).id,
  );
});
afterAll(() => t.close());

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });
const put = (url: string, body: string, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': 'en' },
  });

describe('text no person types is refused on its field, before any route sees it', () => {
  it.each([
    ['a NUL in a search', '/api/mi-vitrina/users?search=%00'],
    ['a NUL in a list filter', '/api/mi-vitrina/catalogs/brands?search=Nis%00san'],
  ])('%s is a 422 naming the field', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({ search: ['Contains characters that are not allowed.'] });
  });

  it('refuses a NUL in the profile name, in Spanish by default', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/mi-vitrina/auth/profile',
      payload: JSON.stringify({ name: 'Carlos\u0000H', email: 'carlos@example.mx' }),
      headers: { ...bearer(gerente), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({ name: ['Contiene caracteres no permitidos.'] });
  });

  it('refuses a lone surrogate written as a JSON escape, nested in an array', async () => {
    const response = await put(
      '/api/mi-vitrina/auth/profile',
      '{"name":"Carlos","email":"carlos@example.mx","locale":["\\udc00"]}',
      gerente,
    );
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors?.['locale.0']).toEqual([
      'Contains characters that are not allowed.',
    ]);
  });

  it('keeps emoji and accents, which are whole characters', () => {
    expect(requestTextIssues({ name: 'Peña 🚗', list: ['Ñandú'] })).toEqual([]);
    expect(requestTextIssues({ a: { b: ['ok', 'x\u0000'] } })).toEqual([
      { path: ['a', 'b', 1], code: 'unsafe_text' },
    ]);
    expect(requestTextIssues({ 'k\ud800': 'v' })).toEqual([{ path: [], code: 'unsafe_text' }]);
  });
});

describe('what a schema never sees', () => {
  it('names a field called like an Object member, with unsafe text in it', async () => {
    const query = await get('/api/mi-vitrina/catalogs/brands?__proto__=%00&constructor=%00');
    expect(query.statusCode).toBe(422);
    // A computed key: `__proto__:` in a literal would set the prototype instead of naming a field.
    expect(json<Problem>(query).errors).toEqual({
      ['__proto__']: ['Contains characters that are not allowed.'],
      constructor: ['Contains characters that are not allowed.'],
    });
    expect(Object.keys(json<Problem>(query).errors ?? {}).sort()).toEqual(['__proto__', 'constructor']);
    const body = await put('/api/mi-vitrina/auth/password', '{"toString":"a\\u0000b"}', gerente);
    expect(body.statusCode).toBe(422);
    expect(json<Problem>(body).errors?.toString).toEqual(['Contains characters that are not allowed.']);
  });

  it('refuses JSON nested past any request of ours as invalid, not as unsafe text', async () => {
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const response = await put('/api/mi-vitrina/auth/profile', deep, gerente);
    expect(response.statusCode).toBe(422);
    expect(Object.values(json<Problem>(response).errors ?? {}).flat()).toContain('The value is invalid.');
  });
});

describe('ids larger than the database holds are a 422, never a 500', () => {
  it.each([
    ['the dealership the access plugin reads', '/api/mi-vitrina/users?agency=2147483648', 'agency', true],
    ['a dealership written in another notation', '/api/mi-vitrina/users?agency=1e3', 'agency', true],
    ['a path id', '/api/mi-vitrina/agencies/99999999999', 'id', false],
  ])('%s', async (_, url, field, gerenteToo) => {
    for (const token of gerenteToo ? [admin, gerente] : [admin]) {
      const response = await get(url, token);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(json<Problem>(response).errors ?? {})).toEqual([field]);
    }
  });

  it('still answers the largest id that exists in the range', async () => {
    const response = await get('/api/mi-vitrina/agencies/2147483647');
    expect(response.statusCode).toBe(404);
  });
});
