/**
 * Answers are written by a serializer compiled once per schema (fast-json-stringify) instead of
 * zod-checking every answer and then running JSON.stringify. Only schemas for which both write
 * the same bytes for every value zod accepts are compiled; every other one keeps the type
 * provider's checking serializer. What the compiled path gives up is the check itself: a value
 * breaking a constraint (a string too long, a negative count) is written as it is instead of
 * failing with a 500. A missing required key still fails with a 500.
 */
import build, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import {
  serializerCompiler as checkingCompiler,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type Schema = z.core.$ZodType;

/**
 * Checks that run code on the value: `overwrite` changes it (trim, toLowerCase, normalize) and
 * `custom` (refine, superRefine) may change or refuse it. Only zod can apply them.
 */
const CODE_CHECKS = new Set(['overwrite', 'custom']);

/**
 * Whether the schema is one fast-json-stringify writes exactly as zod's output through
 * JSON.stringify. A whitelist; everything else is checked per answer, as before:
 * - transform, pipe, codec, preprocess: what is sent is zod's output, not the handler's value;
 * - default, prefault, catch: zod fills in or replaces values;
 * - coerced primitives: zod and fast-json-stringify convert differently (`"false"` as a boolean);
 * - union, discriminated union, intersection: fast-json-stringify picks a branch by running Ajv
 *   on every answer, and an object branch with a key zod would strip matches no branch;
 * - loose and strict objects: their keys are not known in advance, and a strict object refuses a
 *   key fast-json-stringify would drop silently; a record is compiled only with plain string keys
 *   (its keys are then the value's own, in their order, as zod writes them) and values that are
 *   `unknown` or compilable (a lead's channel details: every lead list is such an answer);
 * - any, unknown, custom, instanceof, date, bigint, tuple, map, set, lazy and recursive schemas:
 *   no faithful JSON Schema, or output that depends on JSON.stringify itself (toJSON, Date);
 * - optional anywhere but an object's key: `undefined` in an array is written as `null`;
 * - an optional key before a required one: fast-json-stringify writes required keys first, so the
 *   order of the keys would change;
 * - a literal or enum mixing JSON types: the JSON Schema becomes a union.
 */
function compilable(schema: Schema, isKey = false, path: ReadonlySet<Schema> = new Set()): boolean {
  if (path.has(schema)) return false;
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.checks?.some((check) => CODE_CHECKS.has(check._zod.def.check))) return false;
  const inner = (child: Schema, childIsKey = false) =>
    compilable(child, childIsKey, new Set(path).add(schema));
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return !def.coerce;
    case 'null':
      return true;
    case 'enum':
      return oneJsonType(Object.values(def.entries));
    case 'literal':
      return oneJsonType(def.values);
    case 'nullable':
    case 'readonly':
      return inner(def.innerType, isKey);
    case 'optional':
      return isKey && inner(def.innerType, true);
    case 'array':
      return inner(def.element);
    case 'record':
      return plainStringKey(def.keyType) && (anyValue(def.valueType) || inner(def.valueType));
    case 'object': {
      if (def.catchall) return false;
      let optionalSeen = false;
      for (const field of Object.values(def.shape)) {
        const optional = field._zod.optout === 'optional';
        if ((optionalSeen && !optional) || !inner(field, true)) return false;
        optionalSeen ||= optional;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * A record's key schema with nothing to apply: fast-json-stringify writes the value's own
 * enumerable string keys, which is what zod's record keeps.
 */
function plainStringKey(schema: Schema): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === 'string' && !def.coerce && (def.checks ?? []).length === 0;
}

/**
 * `unknown` and `any` pass every value as it is: fast-json-stringify writes such a record's values
 * with JSON.stringify, skipping `undefined`, functions and symbols as JSON.stringify does.
 */
function anyValue(schema: Schema): boolean {
  const type = (schema as z.core.$ZodTypes)._zod.def.type;
  return type === 'unknown' || type === 'any';
}

function oneJsonType(values: readonly unknown[]): boolean {
  const jsonType = (value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? 'non-finite' : typeof value;
  const types = new Set(values.map(jsonType));
  return types.size === 1 && ['string', 'number', 'boolean'].includes([...types][0] ?? '');
}

/**
 * OpenAPI 3.0 writes a nullable value as `nullable: true`, which fast-json-stringify serves
 * directly, not as a union it would resolve with Ajv. An empty metadata registry: descriptions
 * and ids do not change the output, and an id would turn a schema into a `$ref`.
 */
const JSON_SCHEMA_OPTIONS: z.core.ToJSONSchemaParams = {
  io: 'output',
  target: 'openapi-3.0',
  unrepresentable: 'throw',
  cycles: 'throw',
  reused: 'inline',
  metadata: z.registry(),
};

/** Built once per schema for the whole process: the apps of a test run share their schemas. */
const built = new WeakMap<Schema, Serialize | null>();

/** The compiled writer of a response schema, or undefined when it is checked per answer. */
export function compiledSerializer(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined;
  let serialize = built.get(schema);
  if (serialize === undefined) {
    // Zod's JSON Schema type is wider than fast-json-stringify's; compilable() keeps to the overlap.
    serialize = compilable(schema) ? build(z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as AnySchema) : null;
    built.set(schema, serialize);
  }
  return serialize ?? undefined;
}

export const serializerCompiler: FastifySerializerCompiler<Schema | { properties: Schema }> = (route) => {
  const serialize = compiledSerializer(route.schema);
  if (!serialize) return checkingCompiler(route);
  // A frozen answer is one a handler keeps and returns again (the profile): its text is kept too.
  const frozenTexts = new WeakMap<object, string>();
  return (data) => {
    try {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
      let text = frozenTexts.get(data);
      if (text === undefined) {
        text = serialize(data);
        frozenTexts.set(data, text);
      }
      return text;
    } catch (error) {
      // The type provider's error for a failed check (typed for a zod cause), so the error
      // handler and the log treat both alike: a 500 with the generic message.
      throw new ResponseSerializationError(route.method, route.url, { cause: error as z.core.$ZodError });
    }
  };
};
