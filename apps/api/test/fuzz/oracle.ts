/**
 * What every answer must satisfy, whatever was sent:
 *
 * 1. Never a 5xx.
 * 2. Never a stack trace, an internal error message (`… is not a function`) or SQL text in the
 *    body (unless the request itself carried that text, which an answer may echo).
 * 3. For the Gerente of A, on every route that is not public and not platform-scoped (the access
 *    declaration's `scope` says so), dealership B stays out of reach:
 *    a. a request that names B is never answered 2xx. "Names B" means: a path parameter, or a
 *       declared `agency`/`agency_id`/`agency_ids` field (and the key the access plugin reads for
 *       query-scoped routes), holds an id inside B_RANGE. Ids in that range belong to B or to
 *       nothing (see world.ts), so 404/403/422 are all fine and 2xx is a breach;
 *    b. a 2xx answer never carries B: no `id`/`agency`/`agency_id`/`user_id` inside B_RANGE, no
 *       `agencies`/`agency_ids` listing one, and not B's marker text (names, e-mails) anywhere,
 *       exports included;
 *    c. after a 2xx answer, B's rows (see snapshotB) are as they were.
 *    Junk keys the route does not declare are not "naming B": a route may ignore them.
 */
import type { LightMyRequestResponse } from 'fastify';
import { readXlsx } from '../export-readers';
import { scalarText } from './encode';
import { RawJson } from './hostile';
import type { BuiltRequest } from './requests';
import { type FuzzRoute, isDealershipScoped } from './routes';
import { B_MARKER, inBRange } from './world';

const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s*at \S[^\n]*:\d+/],
  ['node_modules path', /node_modules/],
  ['source position', /\.[cm]?[jt]sx?:\d+/],
  [
    'JavaScript error name',
    /\b(TypeError|RangeError|ReferenceError|SyntaxError|ZodError|DrizzleQueryError)\b/,
  ],
  ['JavaScript error message', /is not a function|is not iterable|cannot read propert|of undefined\b/i],
  ['SQL select', /\bselect\s[^\n]{0,300}?\sfrom\s/],
  ['SQL insert', /insert into/i],
  ['SQL update', /\bupdate "?\w+"? set\b/i],
  ['SQL delete', /delete from/i],
  [
    'SQL error',
    /syntax error|violates|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|failed query|sqlstate/i,
  ],
  ['SQL object name', /(relation|column|table|constraint) "/i],
];

const ID_KEYS = new Set(['id', 'agency', 'agency_id', 'user_id']);
const LIST_KEYS = new Set(['agencies', 'agency_ids']);
const isAgencyField = (name: string) => /^agenc(y|ies)(_ids?)?$/.test(name);

function numbersIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value instanceof RawJson) return [Number(value.text)];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  if (typeof value === 'string') return [Number(value.trim())];
  return typeof value === 'number' ? [value] : [];
}

/** The field of this request that names dealership B, if one does (rule 3a). */
export function namingB(route: FuzzRoute, request: BuiltRequest): string | undefined {
  const scope = 'scope' in route.access ? route.access.scope : undefined;
  const pluginKey =
    typeof scope === 'object' && scope.agency === 'query' ? (scope.key ?? 'agency') : undefined;
  const hit = request.carried.find(
    (c) =>
      (c.where === 'path' ||
        (c.declared && isAgencyField(c.name)) ||
        (c.where === 'query' && c.name === pluginKey)) &&
      numbersIn(c.value).some((n) => Number.isInteger(n) && inBRange(n)),
  );
  return hit && `${hit.where} ${hit.name}=${scalarText(hit.value).slice(0, 40)}`;
}

/** Where in a JSON answer dealership B shows (rule 3b). */
function bInJson(node: unknown, path = '$'): string | undefined {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) {
      const found = bInJson(item, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (ID_KEYS.has(key) && typeof value === 'number' && inBRange(value)) return `${path}.${key}=${value}`;
      if (
        LIST_KEYS.has(key) &&
        Array.isArray(value) &&
        value.some((v) => typeof v === 'number' && inBRange(v))
      ) {
        return `${path}.${key}`;
      }
      const found = bInJson(value, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isText = (type: string) => /json|text|csv|html|javascript|xml/.test(type);

/** Every rule the answer breaks (rules 1, 2, 3a, 3b); rule 3c needs the database, see the test. */
export async function problemsOf(
  route: FuzzRoute,
  request: BuiltRequest,
  response: LightMyRequestResponse,
  asGerente: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const status = response.statusCode;
  const type = String(response.headers['content-type'] ?? '');
  const body = isText(type) ? response.body : '';
  const sent = `${request.options.url} ${String(request.options.payload ?? '')}`;
  if (status >= 500) problems.push(`status ${status}`);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(body) && !pattern.test(sent)) problems.push(`${what} in the answer`);
  }
  if (!asGerente || !isDealershipScoped(route) || status < 200 || status >= 300) return problems;

  const named = namingB(route, request);
  if (named) problems.push(`2xx although the request names dealership B (${named})`);
  let text = body;
  if (/spreadsheetml/.test(type)) text = JSON.stringify(await readXlsx(response.rawPayload));
  if (text.includes(B_MARKER) && !sent.includes(B_MARKER))
    problems.push('the answer shows names of dealership B');
  if (/json/.test(type) && body) {
    const found = bInJson(parseOrNull(body));
    if (found) problems.push(`the answer carries an id of dealership B at ${found}`);
  }
  return problems;
}
