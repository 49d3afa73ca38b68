import { brandResource, leadResources } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { errorAnswer } from './route-schemas';
import { compiledSerializer } from './serialization';

const listing = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().max(40),
      price: z.number(),
      logo: z.object({ thumb: z.string() }).nullable(),
      tags: z.array(z.string()),
      note: z.string().optional(),
    }),
  ),
  meta: z.object({ total: z.number().int() }),
});
/** A lead's channel details: whatever keys the channel keeps, any JSON value. */
const withDetails = z.object({ id: z.number().int(), details: z.record(z.string(), z.unknown()) });
/** A union has no compiled form that writes the same JSON: every answer is checked. */
const checked = z.object({ status: z.union([z.literal(1), z.literal(-1)]), name: z.string() });

const INTERNAL = { message: 'Algo salió mal. Por favor intenta de nuevo.' };

let t: TestApp;
/** What the test routes answer, set by each test. */
let answer: unknown;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    const config = { access: { public: true as const } };
    app.get(
      '/api/test/listing',
      { config, schema: { response: { 200: listing } } },
      async () => answer as never,
    );
    app.get(
      '/api/test/details',
      { config, schema: { response: { 200: withDetails } } },
      async () => answer as never,
    );
    app.get(
      '/api/test/checked',
      { config, schema: { response: { 200: checked } } },
      async () => answer as never,
    );
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('compiled answers', () => {
  it('write only the schema’s keys, in its order, keeping nulls and nested lists', async () => {
    answer = {
      meta: { total: 2, query_ms: 4 },
      data: [
        {
          password_hash: '$argon2id$…',
          tags: ['4x4', 'say "hi"'],
          logo: null,
          price: 1499.5,
          name: 'Ñandú',
          id: 1,
        },
        {
          id: 2,
          name: 'B',
          price: 0,
          logo: { thumb: 't.webp', key: 'private/t' },
          tags: [],
          note: undefined,
        },
        { id: 3, name: 'C', price: -0, logo: null, tags: [], note: 'nota', extra: { deep: true } },
      ],
    };
    const response = await get('/api/test/listing');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(
      '{"data":[' +
        '{"id":1,"name":"Ñandú","price":1499.5,"logo":null,"tags":["4x4","say \\"hi\\""]},' +
        '{"id":2,"name":"B","price":0,"logo":{"thumb":"t.webp"},"tags":[]},' +
        '{"id":3,"name":"C","price":0,"logo":null,"tags":[],"note":"nota"}' +
        '],"meta":{"total":2}}',
    );
    // Byte for byte what checking with zod and JSON.stringify wrote before.
    expect(response.body).toBe(JSON.stringify(listing.parse(answer)));
  });

  it('write a record of any values as zod and JSON.stringify do', async () => {
    answer = {
      id: 7,
      details: {
        service_type: 'Afinación',
        '2': 'a key that looks like a number',
        photos: [{ path: 'a.webp' }, null, undefined],
        at: new Date(0),
        skipped: undefined,
        code: () => 1,
        big: 1e21,
        missing: Number.NaN,
        quote: 'say "hi"\u2028',
      },
    };
    const response = await get('/api/test/details');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(withDetails.parse(answer)));
    expect(json<{ details: Record<string, unknown> }>(response).details).not.toHaveProperty('skipped');
  });

  it('are not checked against the schema’s limits: that check is what compiling saves', async () => {
    answer = { data: [{ id: 1, name: 'x'.repeat(41), price: 1, logo: null, tags: [] }], meta: { total: 1 } };
    const response = await get('/api/test/listing');
    expect(response.statusCode).toBe(200);
    expect(json<z.infer<typeof listing>>(response).data[0]?.name).toHaveLength(41);
  });

  it('still answer 500 when a required key is missing', async () => {
    answer = { data: [{ id: 1, name: 'A', price: 1, tags: [] }], meta: { total: 1 } };
    const response = await get('/api/test/listing');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual(INTERNAL);
  });
});

describe('answers whose schema is not compiled', () => {
  it('are still checked: a value outside the schema is a 500, as before', async () => {
    answer = { status: 2, name: 'Ana' };
    const response = await get('/api/test/checked');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual(INTERNAL);
  });

  it('drop unknown keys, as before', async () => {
    answer = { name: 'Ana', status: -1, password_hash: '$argon2id$…' };
    const response = await get('/api/test/checked');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"status":-1,"name":"Ana"}');
  });
});

describe('which schemas are compiled', () => {
  it('compiles plain objects, lists and nullable values', () => {
    expect(compiledSerializer(listing)).toBeTypeOf('function');
    expect(compiledSerializer(brandResource.listAnswer)).toBeTypeOf('function');
  });

  it('compiles records of plain string keys: every lead list, the error answer', () => {
    expect(compiledSerializer(withDetails)).toBeTypeOf('function');
    for (const resource of Object.values(leadResources)) {
      expect(compiledSerializer(resource.listAnswer)).toBeTypeOf('function');
    }
    expect(compiledSerializer(errorAnswer)).toBeTypeOf('function');
  });

  it.each([
    ['a union', checked],
    ['a record whose keys zod checks', z.object({ tags: z.record(z.string().min(2), z.string()) })],
    ['a record whose keys zod changes', z.object({ tags: z.record(z.string().trim(), z.string()) })],
    ['a record of optional values', z.object({ tags: z.record(z.string(), z.string().optional()) })],
    ['a value zod trims', z.object({ name: z.string().trim() })],
    ['a refinement', z.object({ price: z.number().refine((value) => value >= 0) })],
    ['a transform', z.object({ name: z.string().transform((value) => value.toUpperCase()) })],
    ['a default', z.object({ active: z.boolean().default(true) })],
    ['a date', z.object({ at: z.date() })],
    ['an optional key before a required one', z.object({ note: z.string().optional(), id: z.number() })],
  ])('checks %s on every answer', (_, schema) => {
    expect(compiledSerializer(schema)).toBeUndefined();
  });
});
