import { ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { buildAgency, buildUser, tokenFor } from '../../test/factories';
import { HttpError } from '../lib/http-error';
import type { AccessRule } from './access';

/**
 * The enforcement plugin on its own, through synthetic routes that combine every kind of
 * declaration; the authorization matrix covers the real routes.
 */
let t: TestApp;
const objects = new Map<number, number>();
/** What the test rule was shown: only validated bodies reach it. */
const ruleSaw: unknown[] = [];
const evenOnly: AccessRule = {
  name: 'test.even-only',
  check: (request) => {
    const { n } = request.body as { n: number };
    ruleSaw.push(n);
    if (n % 2 === 1) throw new HttpError(422, 'errors.validation');
  },
};
const notForManagers: AccessRule = {
  name: 'test.not-for-managers',
  check: async (_request, principal) => {
    if (principal.role === ROLES.manager) throw new HttpError(403, 'errors.forbidden');
  },
};
const ids = { A: 0, B: 0, S: 0, basic: 0, waba: 0 };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    const scope = (request: { agencyScope: unknown }) => ({ scope: request.agencyScope });
    app.get(
      '/api/test/query',
      { config: { access: { permission: 'list inventory', scope: { agency: 'query' } } } },
      async (request) => scope(request),
    );
    app.get(
      '/api/test/package',
      {
        config: {
          access: {
            permission: 'list inventory',
            packagePermission: 'view auctions',
            membership: true,
            scope: { agency: 'query' },
          },
        },
      },
      async (request) => scope(request),
    );
    app.get(
      '/api/test/whatsapp',
      {
        config: {
          access: {
            permission: 'campañas whatsapp',
            packagePermission: 'campañas whatsapp',
            membership: true,
            scope: { agency: 'query' },
          },
        },
      },
      async (request) => scope(request),
    );
    app.get(
      '/api/test/params/:agency',
      { config: { access: { permission: null, scope: { agency: 'params' } } } },
      async (request) => scope(request),
    );
    app.get(
      '/api/test/object/:id',
      {
        config: {
          access: {
            permission: null,
            membership: true,
            scope: {
              agency: 'object',
              load: (request) => objects.get((request.params as { id: number }).id),
            },
          },
        },
        schema: { params: z.object({ id: z.coerce.number() }) },
      },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/test/platform',
      { config: { access: { permission: 'read role', scope: 'platform' } } },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/test/open-platform',
      { config: { access: { permission: null, scope: 'platform' } } },
      async () => ({ ok: true }),
    );
    app.get('/api/test/own', { config: { access: { permission: null, scope: 'user' } } }, async () => ({
      ok: true,
    }));
    app.get(
      '/api/test/billing',
      { config: { access: { permission: null, whileSuspended: true, scope: { agency: 'query' } } } },
      async (request) => scope(request),
    );
    app.post(
      '/api/test/body',
      {
        config: {
          access: {
            permission: 'create inventory',
            packagePermission: 'view auctions',
            membership: true,
            scope: { agency: 'body', key: 'agency_id' },
          },
        },
        schema: { body: z.object({ agency_id: z.number().int().min(0) }) },
      },
      async (request) => scope(request),
    );
    app.get(
      '/api/test/both-permissions',
      { config: { access: { permission: ['create inventory', 'read role'], scope: 'platform' } } },
      async () => ({ ok: true }),
    );
    const loadObject = (request: { params: unknown }) => objects.get((request.params as { id: number }).id);
    const secondBody = z.object({ target: z.number().int().min(0).nullable() });
    app.post(
      '/api/test/second/:id',
      {
        config: {
          access: {
            permission: null,
            scope: { agency: 'object', load: loadObject, second: { field: 'target' } },
          },
        },
        schema: { params: z.object({ id: z.coerce.number() }), body: secondBody },
      },
      async () => ({ ok: true }),
    );
    app.post(
      '/api/test/second-object/:id',
      {
        config: {
          access: {
            permission: null,
            scope: {
              agency: 'object',
              load: loadObject,
              second: {
                field: 'target',
                agencyOf: async (id) => objects.get(id),
                refused: 'errors.validation',
              },
            },
          },
        },
        schema: { params: z.object({ id: z.coerce.number() }), body: secondBody },
      },
      async () => ({ ok: true }),
    );
    app.post(
      '/api/test/rules',
      {
        config: {
          access: {
            permission: null,
            scope: 'user',
            rules: [evenOnly, notForManagers],
          },
        },
        schema: { body: z.object({ n: z.number().int() }) },
      },
      async () => ({ ok: true }),
    );
    app.post(
      '/api/test/links',
      {
        config: { access: { permission: null, scope: { agency: 'object', body: 'agency_ids' } } },
        schema: { body: z.object({ agency_ids: z.array(z.number()) }) },
      },
      async () => ({ ok: true }),
    );
  });
  const db = t.context.database.db;
  ids.A = (await buildAgency(db)).id;
  ids.B = (await buildAgency(db)).id;
  ids.S = (await buildAgency(db, { membership_status: 'Suspendido' })).id;
  ids.basic = (await buildAgency(db, { packageName: 'Básico' })).id;
  ids.waba = (await buildAgency(db, { packageName: 'Básico', waba_id: '1092384756' })).id;
  objects.set(1, ids.A).set(2, ids.B).set(3, ids.S);
  const people = {
    superadmin: await buildUser(db, { role: ROLES.superadmin }),
    gerenteA: await buildUser(db, { role: ROLES.manager, agencyIds: [ids.A] }),
    gerenteMulti: await buildUser(db, { role: ROLES.manager, agencyIds: [ids.A, ids.S, ids.basic] }),
    gerenteWaba: await buildUser(db, { role: ROLES.manager, agencyIds: [ids.waba] }),
    asesorS: await buildUser(db, { role: ROLES.advisor, agencyIds: [ids.S] }),
    gerenteS: await buildUser(db, { role: ROLES.manager, agencyIds: [ids.S] }),
    noAgency: await buildUser(db, { role: ROLES.manager }),
  };
  for (const [name, user] of Object.entries(people)) tokens[name] = await tokenFor(t.context, user.id);
});
afterAll(() => t.close());

const get = (url: string, who: string, language = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens[who]!), 'accept-language': language } });

describe('dealership scope from the query', () => {
  it('gives an administrator every dealership for agency 0 and any single one', async () => {
    expect(json(await get('/api/test/query?agency=0', 'superadmin')).scope).toEqual({ all: true });
    expect(json(await get('/api/test/query', 'superadmin')).scope).toEqual({ all: true });
    expect(json(await get(`/api/test/query?agency=${ids.B}`, 'superadmin')).scope).toEqual({
      all: false,
      ids: [ids.B],
    });
  });

  it('answers 404 to an administrator for a dealership that does not exist', async () => {
    expect((await get('/api/test/query?agency=999999', 'superadmin')).statusCode).toBe(404);
  });

  it('limits a manager to linked dealerships; agency 0 means all of them but the suspended', async () => {
    expect(json(await get('/api/test/query?agency=0', 'gerenteMulti')).scope).toEqual({
      all: false,
      ids: [ids.A, ids.basic],
    });
    const refused = await get(`/api/test/query?agency=${ids.B}`, 'gerenteA');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('No tienes acceso a esta agencia.');
    expect(json(await get(`/api/test/query?agency=${ids.B}`, 'gerenteA', 'en')).message).toBe(
      'You do not have access to this dealership.',
    );
  });

  it('refuses a user linked to no dealership', async () => {
    const response = await get('/api/test/query?agency=0', 'noAgency');
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('Tu usuario no está vinculado a ninguna agencia.');
  });

  it.each(['abc', '-1', '1.5'])('refuses agency=%s with a 422', async (value) => {
    const response = await get(`/api/test/query?agency=${value}`, 'gerenteA');
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toHaveProperty('agency');
  });
});

describe('package and membership', () => {
  it('keeps only the dealerships whose membership and package allow the route', async () => {
    expect(json(await get('/api/test/package?agency=0', 'gerenteMulti')).scope).toEqual({
      all: false,
      ids: [ids.A],
    });
  });

  it('explains a suspended membership and a missing package module', async () => {
    const suspended = await get(`/api/test/package?agency=${ids.S}`, 'gerenteMulti');
    expect(suspended.statusCode).toBe(403);
    expect(json(suspended).message).toBe('La membresía de la agencia está suspendida.');
    const basic = await get(`/api/test/package?agency=${ids.basic}`, 'gerenteMulti', 'en');
    expect(basic.statusCode).toBe(403);
    expect(json(basic).message).toBe("The dealership's package does not include this module.");
  });

  it('refuses advisors of a suspended dealership too (PRODUCT.md: every non-admin user)', async () => {
    const response = await get(`/api/test/package?agency=${ids.S}`, 'asesorS');
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('La membresía de la agencia está suspendida.');
  });

  it('lets a dealership with a waba_id use WhatsApp campaigns without the package module', async () => {
    expect((await get(`/api/test/whatsapp?agency=${ids.waba}`, 'gerenteWaba')).statusCode).toBe(200);
    expect((await get(`/api/test/package?agency=${ids.waba}`, 'gerenteWaba')).statusCode).toBe(403);
  });

  it('exempts administrators', async () => {
    expect((await get(`/api/test/package?agency=${ids.S}`, 'superadmin')).statusCode).toBe(200);
  });
});

describe('dealership scope from the path and from the object', () => {
  it('checks a path segment like a query value', async () => {
    expect((await get(`/api/test/params/${ids.A}`, 'gerenteA')).statusCode).toBe(200);
    expect((await get(`/api/test/params/${ids.B}`, 'gerenteA')).statusCode).toBe(403);
  });

  it("answers 404 for another dealership's object, so ids reveal nothing", async () => {
    expect((await get('/api/test/object/1', 'gerenteA')).statusCode).toBe(200);
    expect((await get('/api/test/object/2', 'gerenteA')).statusCode).toBe(404);
    expect((await get('/api/test/object/2', 'superadmin')).statusCode).toBe(200);
  });

  it('answers 404 for an object that does not exist, to everyone, before the handler runs', async () => {
    expect((await get('/api/test/object/99', 'superadmin')).statusCode).toBe(404);
    expect((await get('/api/test/object/99', 'gerenteA')).statusCode).toBe(404);
  });

  it("applies the membership rule to the object's dealership", async () => {
    const response = await get('/api/test/object/3', 'gerenteMulti');
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('La membresía de la agencia está suspendida.');
  });
});

describe('dealership scope from the body (a create names the dealership it writes into)', () => {
  const post = (agencyId: unknown, who: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/body',
      headers: bearer(tokens[who]!),
      payload: agencyId === undefined ? {} : { agency_id: agencyId },
    });

  it('scopes the request to that one dealership, with its package and membership rules', async () => {
    expect(json(await post(ids.A, 'gerenteMulti')).scope).toEqual({ all: false, ids: [ids.A] });
    const basic = await post(ids.basic, 'gerenteMulti');
    expect(basic.statusCode).toBe(403);
    expect(json(basic).message).toBe('El paquete de la agencia no incluye este módulo.');
    const suspended = await post(ids.S, 'gerenteMulti');
    expect(suspended.statusCode).toBe(403);
    expect(json(suspended).message).toBe('La membresía de la agencia está suspendida.');
  });

  it('refuses a dealership the user is not linked to, and a user linked to none', async () => {
    const other = await post(ids.B, 'gerenteA');
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe('No tienes acceso a esta agencia.');
    expect((await post(ids.A, 'noAgency')).statusCode).toBe(403);
  });

  it('lets an administrator write into any existing dealership', async () => {
    expect(json(await post(ids.B, 'superadmin')).scope).toEqual({ all: false, ids: [ids.B] });
    expect((await post(999_999, 'superadmin')).statusCode).toBe(404);
  });

  it('validates the body first, and refuses "every dealership" (0) on the field', async () => {
    const missing = await post(undefined, 'gerenteA');
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toHaveProperty('agency_id');
    const all = await post(0, 'superadmin');
    expect(all.statusCode).toBe(422);
    expect(json(all).errors).toEqual({ agency_id: ['Los datos proporcionados no son válidos.'] });
  });
});

describe('a suspended dealership (spec §4, §6; PRODUCT.md)', () => {
  const suspended = 'La membresía de la agencia está suspendida.';

  it('is refused by name on every dealership-scoped route, with or without a membership check', async () => {
    for (const url of [
      `/api/test/query?agency=${ids.S}`,
      `/api/test/params/${ids.S}`,
      '/api/test/object/3',
    ]) {
      const response = await get(url, 'gerenteMulti');
      expect(response.statusCode, url).toBe(403);
      expect(json(response).message).toBe(suspended);
    }
    const english = await get(`/api/test/params/${ids.S}`, 'gerenteMulti', 'en');
    expect(json(english).message).toBe("The dealership's membership is suspended.");
  });

  it('leaves a user whose every dealership is suspended only their own data', async () => {
    for (const url of ['/api/test/query?agency=0', '/api/test/open-platform', '/api/test/object/3']) {
      const response = await get(url, 'gerenteS');
      expect(response.statusCode, url).toBe(403);
      expect(json(response).message).toBe(suspended);
    }
    expect((await get('/api/test/own', 'gerenteS')).statusCode).toBe(200);
    // A user with an active dealership too keeps the platform routes.
    expect((await get('/api/test/open-platform', 'gerenteMulti')).statusCode).toBe(200);
  });

  it('is refused among the dealerships a write links', async () => {
    const links = (agencyIds: number[], who: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/links',
        payload: { agency_ids: agencyIds },
        headers: bearer(tokens[who]!),
      });
    const refused = await links([ids.A, ids.S], 'gerenteMulti');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(suspended);
    expect((await links([ids.A], 'gerenteMulti')).statusCode).toBe(200);
    expect((await links([ids.S], 'superadmin')).statusCode).toBe(200);
  });

  it('still reaches a route declared open while suspended (billing), and only its own dealerships', async () => {
    expect(json(await get(`/api/test/billing?agency=${ids.S}`, 'gerenteS')).scope).toEqual({
      all: false,
      ids: [ids.S],
    });
    expect(json(await get('/api/test/billing?agency=0', 'gerenteMulti')).scope).toEqual({
      all: false,
      ids: [ids.A, ids.S, ids.basic],
    });
    expect((await get(`/api/test/billing?agency=${ids.B}`, 'gerenteS')).statusCode).toBe(403);
  });

  it('exempts administrators', async () => {
    expect((await get(`/api/test/query?agency=${ids.S}`, 'superadmin')).statusCode).toBe(200);
    expect((await get('/api/test/object/3', 'superadmin')).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('refuses a missing permission with 403 and allows a held one', async () => {
    const refused = await get('/api/test/platform', 'gerenteA');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('No tienes permiso para realizar esta acción.');
    expect((await get('/api/test/platform', 'superadmin')).statusCode).toBe(200);
  });

  it('needs every one of several permissions', async () => {
    // A Gerente holds `create inventory` but not `read role`; the Superadmin holds both.
    expect((await get('/api/test/both-permissions', 'gerenteA')).statusCode).toBe(403);
    expect((await get('/api/test/both-permissions', 'superadmin')).statusCode).toBe(200);
  });

  it('checks authentication before anything else', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/test/query?agency=${ids.B}` });
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('Token not found');
  });
});

describe('a second dealership (scope.second)', () => {
  const post = (url: string, target: number | null, who: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload: { target } });

  it('checks a body dealership as a body scope: 403 for one not linked, 404 for an administrator’s unknown one', async () => {
    expect((await post('/api/test/second/1', ids.A, 'gerenteA')).statusCode).toBe(200);
    expect((await post('/api/test/second/1', null, 'gerenteA')).statusCode).toBe(200);
    const other = await post('/api/test/second/1', ids.B, 'gerenteA');
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe('No tienes acceso a esta agencia.');
    expect((await post('/api/test/second/1', ids.B, 'superadmin')).statusCode).toBe(200);
    expect((await post('/api/test/second/1', 999_999, 'superadmin')).statusCode).toBe(404);
  });

  it('checks a second object as an object scope, and answers a refusal as a 422 on the field when told', async () => {
    expect((await post('/api/test/second-object/1', 1, 'gerenteA')).statusCode).toBe(200);
    for (const target of [2, 987]) {
      const refused = await post('/api/test/second-object/1', target, 'gerenteA');
      expect(refused.statusCode).toBe(422);
      expect(json(refused).errors).toEqual({ target: ['Los datos proporcionados no son válidos.'] });
    }
    expect((await post('/api/test/second-object/1', 2, 'superadmin')).statusCode).toBe(200);
  });
});

describe('named rules', () => {
  const post = (body: object, who: string) =>
    t.app.inject({ method: 'POST', url: '/api/test/rules', headers: bearer(tokens[who]!), payload: body });

  it('run in order on the validated request, before the handler, and throw its refusal', async () => {
    ruleSaw.length = 0;
    expect((await post({ n: 'two' }, 'superadmin')).statusCode).toBe(422);
    expect(ruleSaw).toEqual([]);
    expect((await post({ n: 2 }, 'superadmin')).statusCode).toBe(200);
    expect((await post({ n: 3 }, 'gerenteA')).statusCode).toBe(422);
    expect((await post({ n: 4 }, 'gerenteA')).statusCode).toBe(403);
    expect(ruleSaw).toEqual([2, 3, 4]);
  });

  it('are listed by name in the route catalogue', () => {
    const route = t.app.routeCatalogue.find((entry) => entry.url === '/api/test/rules');
    expect(route?.rules).toEqual(['test.even-only', 'test.not-for-managers']);
    expect(t.app.routeCatalogue.find((entry) => entry.url === '/api/test/own')?.rules).toEqual([]);
  });
});

describe('declarations', () => {
  it('refuses to start with a route that declares no access', async () => {
    await expect(
      buildTestApp({}, (app) => {
        app.get('/api/test/undeclared', async () => ({}));
      }),
    ).rejects.toThrow('declares no access');
  });

  it('refuses package or membership checks without a dealership scope', async () => {
    await expect(
      buildTestApp({}, (app) => {
        app.get(
          '/api/test/bad',
          { config: { access: { permission: null, membership: true, scope: 'platform' } } },
          async () => ({}),
        );
      }),
    ).rejects.toThrow('need a dealership scope');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Route GET /api/nothing-here not found.' });
  });
});
