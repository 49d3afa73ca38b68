/**
 * Valid-looking values for one field, read from its JSON schema and its name, so that requests
 * get past validation and reach the handlers and the SQL (hostile.ts has the others).
 */
import fc from 'fast-check';
import type { JsonSchema } from './routes';
import type { FuzzWorld } from './world';

const WORDS = ['a', 'Ana', 'Agencia', 'nuevo', 'Nissan', 'Sedán', 'test', 'x y', 'name', 'NOMBRE', 'ññ'];

/** The world's ids, A's and B's alike, and a few small ones. */
export const idsOf = (world: FuzzWorld) =>
  fc.constantFrom(...world.aIds, ...world.bIds, 1, 2, 3, world.agencyA, world.agencyB);

const isAgencyName = (name: string) => /^agenc(y|ies)(_ids?)?$/.test(name);
const isIdName = (name: string) => /(^|_)ids?$/.test(name);

/** Formats the schema's pattern does not show (refinements): read from the field's name. */
const FORMATS: [RegExp, string[]][] = [
  [/^sort$/, ['name|asc', 'id|desc', 'created_at|desc', 'email|asc']],
  [/(phone|whatsapp)$/, ['5512345678', '8112345678']],
  [/postal_code$/, ['01000', '64000', '99999']],
  [/^rfc$/, ['ABC010101AB1', 'ABCD010101AB1']],
  [/website$/, ['https://example.mx', 'http://agencia.example.mx/x']],
  [/waba_id$/, ['123456789012', '98765']],
  [/^role$/, ['Asesor', 'Gerente', 'Administrador', 'Superadmin']],
  [/^permissions$/, ['read users', 'update users', 'read role', 'assign permissions', 'list agencies']],
  [/^(type|kind)$/, ['new', 'used']],
  [/(_on|date|_at)$/, ['2026-01-01', '2026-12-31', '2025-06-15']],
];

function stringFor(schema: JsonSchema, name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  if (/email/.test(name)) {
    return fc.oneof(
      fc.constantFrom(...world.emails),
      fc.nat(999).map((n) => `nueva-${n}@example.mx`),
    );
  }
  if (/password/.test(name)) return fc.constantFrom(world.password, 'Segura-2026', 'corta');
  const known = FORMATS.find(([pattern]) => pattern.test(name))?.[1];
  if (known?.length) return fc.constantFrom(...known);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern JavaScript cannot read: fall through to words.
    }
  }
  const min = Math.max(schema.minLength ?? 0, 1);
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  const words = WORDS.filter((word) => word.length >= min && word.length <= max);
  const strings = fc.string({ minLength: min, maxLength: max });
  return words.length > 0 ? fc.oneof(fc.constantFrom(...words), strings) : strings;
}

function numberFor(schema: JsonSchema, name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  if (isAgencyName(name)) return fc.constantFrom(world.agencyA, world.agencyB, 0);
  if (isIdName(name)) return idsOf(world);
  if (name === 'role') return fc.integer({ min: 1, max: 8 });
  const min = Math.max(schema.minimum ?? -5, -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000, 1_000_000);
  const integers = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  return schema.type === 'number' ? fc.oneof(integers, fc.constantFrom(12.5, 0.01)) : integers;
}

/** A value that has a fair chance to pass the field's schema. */
export function validFor(schema: JsonSchema, name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  const value = validOf(schema, name, world);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validOf(schema: JsonSchema, name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => validFor(s, name, world)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return numberFor(schema, name, world);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validFor(schema.items ?? {}, name, world), { maxLength: 3 });
    case 'string':
      return stringFor(schema, name, world);
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, validFor(s, key, world)]),
        ),
      );
    default:
      return fc.oneof(numberFor(schema, name, world), stringFor(schema, name, world));
  }
}
