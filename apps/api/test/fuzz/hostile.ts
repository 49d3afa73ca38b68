/** Values that ignore every schema: the inputs that break encoders, parsers, SQL and handlers. */
import fc from 'fast-check';

/** A JSON number as written (`-0`, `1e999`, 30 digits): JSON.stringify cannot produce these. */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** The first of each list is where shrinking ends up, so it is the plainest. */
const HOSTILE_STRINGS = [
  '',
  'a'.repeat(10_000),
  'ñ'.repeat(5_000),
  '😀'.repeat(2_500),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  '\u202eabc',
  '\ufeff',
  '%',
  '_',
  '%_%',
  "'",
  "' or '1'='1",
  '\\',
  '"',
  '$1',
  ' ',
  '\t\r\n',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e999',
  '0x10',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '-1',
  '1.5',
  '2026-02-30',
  '0000-00-00',
  '275760-09-13',
  'infinity',
  'name|asc;',
  '|asc',
  '<script>alert(1)</script>',
  'null',
  '[]',
  '{}',
];

const HOSTILE_NUMBERS = [
  -1,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  Number.MAX_VALUE,
  -(2 ** 31) - 1,
  -0,
  0,
  0.5,
  1e-9,
];

const HOSTILE_RAW = [
  '-0',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '1E400',
  '0.1e-400',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`,
];

const HOSTILE_STRUCTURES = (): unknown[] => [
  null,
  true,
  false,
  [],
  [1, 2],
  ['a', 'b'],
  [[1]],
  [null],
  Array.from({ length: 2_000 }, (_, i) => i + 1),
  {},
  { a: 1 },
  JSON.parse('{"__proto__":{"isAdmin":true},"a":1}'),
  { constructor: { prototype: { polluted: true } } },
];

/** Characters that break encoders, parsers and SQL, mixed with anything Unicode has. */
const nastyChar = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '%', '_', "'", '\\', '"', '😀', '\u0301', '\u200b'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: nastyChar, maxLength: 12 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_RAW).map((text) => new RawJson(text)), weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), weight: 1 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRUCTURES()), weight: 2 },
);
