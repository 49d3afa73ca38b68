/**
 * One fuzzed request for a route, in one of three modes:
 * - valid: every field valid-looking (or left out when optional), so handlers and SQL run;
 * - focused: the same with one thing hostile (a field, junk keys such as `__proto__`,
 *   `constructor` or an undeclared `agency`, or the body's shape), so the hostile value travels
 *   past the other checks;
 * - chaos: each field absent, valid-looking or hostile, junk keys, any body shape.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { encodeComponent, queryString, scalarText, toJson } from './encode';
import { hostile } from './hostile';
import type { Field, FuzzRoute } from './routes';
import { type Files, type Upload, uploadArbitrary, uploadBody } from './uploads';
import { idsOf, validFor } from './values';
import type { FuzzWorld } from './world';

type Where = 'path' | 'query' | 'body';
const ABSENT = Symbol('absent');

interface Slot {
  how: 'absent' | 'valid' | 'hostile';
  valid: unknown;
  hostile: unknown;
}

export interface FuzzCase {
  mode: 'valid' | 'focused' | 'chaos';
  target: number;
  slots: Slot[];
  extras: { where: 'query' | 'body'; key: string; value: unknown }[];
  shape: 'object' | 'array' | 'scalar' | 'broken' | 'empty' | 'text';
  upload: Upload;
  language: string | undefined;
}

const JUNK_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'agency',
  'agency_id',
  'agency_ids',
  'id',
  'x',
];
const BROKEN_JSON = ['{', '{"a":1}}', '\u0000', 'nul', '{"name":"\\u0000"}', '{"name":"\\ud800"}', '[{]'];

export function fieldsOf(route: FuzzRoute): { where: Where; field: Field }[] {
  return [
    ...route.params.map((field) => ({ where: 'path' as const, field })),
    ...route.query.map((field) => ({ where: 'query' as const, field })),
    ...(route.body ?? []).map((field) => ({ where: 'body' as const, field })),
  ];
}

/** One of the keys, each as often as its weight says. */
const weighted = <K extends string>(weights: Record<K, number>): fc.Arbitrary<K> =>
  fc.constantFrom(...(Object.entries(weights) as [K, number][]).flatMap(([key, n]) => Array<K>(n).fill(key)));

export function caseArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const slot = (field: Field) =>
    fc.record({
      how: fc.constantFrom('absent', 'valid', 'valid', 'hostile', 'hostile') as fc.Arbitrary<Slot['how']>,
      valid: validFor(field.schema, field.name, world),
      hostile,
    });
  return fc.record({
    mode: weighted<FuzzCase['mode']>({ valid: 3, focused: 4, chaos: 3 }),
    target: fc.nat(),
    slots: fc.tuple(...fieldsOf(route).map(({ field }) => slot(field))),
    extras: fc.array(
      fc.record({
        where: fc.constantFrom('query', 'body') as fc.Arbitrary<'query' | 'body'>,
        key: fc.constantFrom(...JUNK_KEYS),
        value: fc.oneof(idsOf(world), hostile),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    shape: weighted<FuzzCase['shape']>({ object: 6, array: 1, scalar: 1, broken: 1, empty: 1, text: 1 }),
    upload: uploadArbitrary,
    language: fc.constantFrom(undefined, 'en', 'es-MX,es;q=0.9', 'xx', '*;q=abc', '\u00ff'.repeat(100)),
  });
}

/** What is hostile in a focused case: a field (its index), the junk keys, or the body's shape. */
function targetOf(route: FuzzRoute, c: FuzzCase): number | 'extras' | 'shape' | undefined {
  if (c.mode !== 'focused') return undefined;
  const n = fieldsOf(route).length;
  const target = c.target % (n + 2);
  return target < n ? target : target === n ? 'extras' : 'shape';
}

/** The value each field takes in this case (ABSENT: left out). */
function valuesOf(route: FuzzRoute, c: FuzzCase) {
  const target = targetOf(route, c);
  return fieldsOf(route).map(({ where, field }, i) => {
    const s = c.slots[i]!;
    let value: unknown;
    if (target === i) value = s.hostile;
    else if (c.mode !== 'chaos') value = s.how === 'absent' && !field.required ? ABSENT : s.valid;
    else value = s.how === 'hostile' ? s.hostile : s.how === 'valid' ? s.valid : ABSENT;
    if (value === ABSENT && where === 'path') value = s.valid;
    return { where, name: field.name, value };
  });
}

export interface BuiltRequest {
  options: InjectOptions;
  /** Every (name, value) the request carried, with where it went: the oracle reads them. */
  carried: { where: Where; name: string; value: unknown; declared: boolean }[];
}

export function buildRequest(route: FuzzRoute, c: FuzzCase, files: Files): BuiltRequest {
  const values = valuesOf(route, c).filter((v) => v.value !== ABSENT);
  const target = targetOf(route, c);
  const extras = c.mode === 'chaos' || target === 'extras' ? c.extras : [];
  const shape = c.mode === 'chaos' || target === 'shape' ? c.shape : 'object';
  const carried = [
    ...values.map((v) => ({ ...v, declared: true })),
    ...extras.map((e) => ({ where: e.where, name: e.key, value: e.value, declared: false })),
  ];
  let url = route.url;
  for (const v of values.filter((v) => v.where === 'path')) {
    url = url.replace(`:${v.name}`, encodeComponent(scalarText(v.value)));
  }
  url += queryString(carried.filter((v) => v.where === 'query').map((v) => [v.name, v.value]));
  const headers: Record<string, string> = c.language ? { 'accept-language': c.language } : {};
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
  const body = carried.filter((v) => v.where === 'body');
  const payload = route.body
    ? jsonBody({ ...c, shape }, body)
    : route.freeBody
      ? uploadBody(c.upload, body, files)
      : {};
  if (payload.payload !== undefined) options.payload = payload.payload;
  options.headers = { ...headers, ...payload.headers };
  return { options, carried };
}

function jsonBody(c: FuzzCase, body: { name: string; value: unknown }[]): Partial<InjectOptions> {
  const object = JSON.parse('{}') as Record<string, unknown>;
  for (const { name, value } of body)
    Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
  // Only the body this case sends is written.
  const text: Record<FuzzCase['shape'], () => string> = {
    object: () => toJson(object),
    array: () => `[${toJson(object)}]`,
    scalar: () => toJson(body[0]?.value ?? 'x'),
    broken: () => BROKEN_JSON[c.target % BROKEN_JSON.length]!,
    empty: () => '',
    text: () => toJson(object),
  };
  const type = c.shape === 'text' ? 'text/plain' : 'application/json';
  return { payload: text[c.shape](), headers: { 'content-type': type } };
}
