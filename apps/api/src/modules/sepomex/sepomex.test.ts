import { ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildUser, tokenFor } from '../../../test/factories';
import { seedSepomexSample } from '../../db/seed/sepomex-seed';

const SEARCH = '/api/sepomex/search-states-by-zip-code';

interface Settlement {
  id: number;
  settlement: string;
  type: string;
  municipality: string;
  state: string;
  city: string;
  postal_code: string;
}

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await t.context.database.db.transaction((tx) => seedSepomexSample(tx));
  // Any signed-in user may look codes up: an Asesor here.
  const agency = await buildAgency(t.context.database.db);
  const advisor = await buildUser(t.context.database.db, { role: ROLES.advisor, agencyIds: [agency.id] });
  headers = bearer(await tokenFor(t.context, advisor.id));
});
afterAll(() => t.close());

const search = (payload: unknown, locale = 'es') =>
  t.app.inject({
    method: 'POST',
    url: SEARCH,
    headers: { ...headers, 'accept-language': locale },
    payload: payload as object,
  });

describe('postal code lookup', () => {
  it('answers every settlement of a code, by name, with where it is', async () => {
    const response = await search({ postal_code: '11560' });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ found: boolean; data: Settlement[] }>(response);
    expect(body.found).toBe(true);
    expect(body.data.map(({ id, ...rest }) => rest)).toEqual([
      {
        settlement: 'Polanco Chapultepec',
        type: 'Colonia',
        municipality: 'Miguel Hidalgo',
        state: 'Ciudad de México',
        city: 'Ciudad de México',
        postal_code: '11560',
      },
      {
        settlement: 'Polanco V Sección',
        type: 'Colonia',
        municipality: 'Miguel Hidalgo',
        state: 'Ciudad de México',
        city: 'Ciudad de México',
        postal_code: '11560',
      },
    ]);
    expect(body.data.every((row) => Number.isInteger(row.id) && row.id > 0)).toBe(true);
  });

  it('keeps accents and leading zeros', async () => {
    const san = json<{ data: Settlement[] }>(await search({ postal_code: '01000' })).data;
    expect(san).toEqual([
      expect.objectContaining({ settlement: 'San Ángel', municipality: 'Álvaro Obregón' }),
    ]);
    const monterrey = json<{ data: Settlement[] }>(await search({ postal_code: ' 64000 ' })).data;
    expect(monterrey).toEqual([expect.objectContaining({ settlement: 'Centro', state: 'Nuevo León' })]);
  });

  it('answers found: false for a well-formed code the catalogue does not have', async () => {
    const response = await search({ postal_code: '99999' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ found: false, data: [] });
  });

  it('refuses anything but five digits with a message per field, in Spanish and English', async () => {
    for (const postal_code of ['1156', '115600', 'abcde', '11 56']) {
      const response = await search({ postal_code });
      expect(response.statusCode, postal_code).toBe(422);
      expect(json(response)).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { postal_code: ['El código postal debe tener exactamente 5 dígitos, por ejemplo 01000.'] },
      });
    }
    const english = await search({ postal_code: '123' }, 'en');
    expect(json(english)).toEqual({
      message: 'The given data was invalid.',
      errors: { postal_code: ['The postal code must have exactly 5 digits, for example 01000.'] },
    });
    const missing = await search({}, 'en');
    expect(missing.statusCode).toBe(422);
    expect(json(missing)).toEqual({
      message: 'The given data was invalid.',
      errors: { postal_code: ['This field is required.'] },
    });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: SEARCH, payload: { postal_code: '11560' } });
    expect(response.statusCode).toBe(401);
  });
});
