/**
 * Whether a list answer is in the order its sort asked for, judged only where every collation
 * agrees (numbers, ISO times, texts first differing at two letters of one case or two digits),
 * with PostgreSQL's null placement (last ascending, first descending) and ties broken by id.
 */
import { expect } from 'vitest';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/];

/** -1, 0 or 1 where the order is the same in C and in linguistic collations; undefined elsewhere. */
export function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a !== 'string' || typeof b !== 'string') return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length || i === b.length) return Math.sign(a.length - b.length);
  const [x, y] = [a[i]!, b[i]!];
  return CLASSES.some((chars) => chars.test(x) && chars.test(y)) ? (x < y ? -1 : 1) : undefined;
}

export function expectOrdered(
  rows: readonly Record<string, unknown>[],
  field: string,
  direction: 'asc' | 'desc',
): void {
  const values = rows.map((row) => row[field] ?? null);
  const sign = direction === 'asc' ? 1 : -1;
  const label = `${field}|${direction}: ${JSON.stringify(values)}`;
  const nulls = values.map((value) => value === null);
  // Nulls last ascending, first descending: the flags never go back.
  const placed = direction === 'asc' ? nulls : nulls.map((isNull) => !isNull);
  expect(placed, `nulls, ${label}`).toEqual([...placed].sort((a, b) => Number(a) - Number(b)));
  for (let i = 0; i < values.length; i += 1) {
    for (let j = i + 1; j < values.length; j += 1) {
      const [a, b] = [values[i], values[j]];
      if (a === b) {
        // A tie is broken by id, in the sort's direction.
        expect(sign * (Number(rows[j]!.id) - Number(rows[i]!.id)), `tie by id, ${label}`).toBeGreaterThan(0);
        continue;
      }
      const order = a === null || b === null ? undefined : compare(a, b);
      if (order !== undefined) expect(sign * order, `${i} before ${j}, ${label}`).toBeLessThan(0);
    }
  }
}
