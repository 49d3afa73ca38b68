/**
 * One dealership's search through its own trigram keys (`vehicles.search_keys`, migration 0019).
 * A trigram index over a whole table answers "versa" in one dealership by walking the word's
 * posting lists for every dealership (with the dealership in the index too, btree_gin, the
 * dealership's list of thousands besides). A key here is one dealership's trigram ("12:ver"), so
 * its posting list holds that dealership's vehicles alone. Measured on 1,000,000 vehicles (EXPLAIN
 * ANALYZE of one dealership's "versa" page): the index scan took 0.8 ms of the page's 1.3 through
 * btree_gin, 0.13 ms through the keys.
 */
import { type SQL, sql } from 'drizzle-orm';

/**
 * The keys every row matching `like '%<term>%'` holds, for dealership `scope`: the distinct
 * three-character runs of the term's words, as vitrina_trigram_keys writes them for a row. Only
 * ASCII letters and digits make a word here: the search's vitrina_unaccent(lower(…)) leaves them
 * as they are (lowercased), so each key is one the normalized term holds. Any other character ends
 * a word, which gives fewer keys, never a key a matching row lacks: the LIKE still decides.
 */
export function termKeys(scope: number, term: string): string[] {
  const keys = new Set<string>();
  // Split before lowercasing: a few other characters lowercase to ASCII (the Kelvin sign to "k").
  for (const word of term.split(/[^A-Za-z0-9]+/)) {
    const lower = word.toLowerCase();
    for (let at = 0; at + 3 <= lower.length; at++) keys.add(`${scope}:${lower.slice(at, at + 3)}`);
  }
  return [...keys];
}

/** Dealerships searched by their keys at most: past them, an OR of lookups costs more than the table's own index. */
const MAX_KEYED_DEALERSHIPS = 10;

/**
 * A list search (`ListSource.search`) over `<alias>.search_text` for the scope's dealerships:
 * `plain` (the match through the table's trigram index, `searchTextMatches`), found first through
 * the dealerships' keys when the scope names a few and the term has a word of three letters or
 * digits.
 */
export function dealershipSearch(
  alias: string,
  agencyIds: readonly number[] | null,
  plain: (pattern: SQL) => SQL,
) {
  const column = sql.raw(alias);
  return (pattern: SQL, term: string): SQL => {
    const matches = plain(pattern);
    if (agencyIds === null || agencyIds.length === 0 || agencyIds.length > MAX_KEYED_DEALERSHIPS) {
      return matches;
    }
    const lookups = agencyIds.map((id) => termKeys(id, term));
    if (lookups[0]!.length === 0) return matches;
    // Keys are digits, a colon and [a-z0-9]: an array literal needs no quoting.
    const held = sql.join(
      lookups.map((keys) => sql`${column}.search_keys @> ${`{${keys.join(',')}}`}::text[]`),
      sql` or `,
    );
    // `is true`: the LIKE only tests the rows the keys found. Left indexable, the planner ANDed the
    // table's own trigram index in for a common trigram, reading every dealership's matches
    // (a VIN's "3mz": 100,000 rows, 26 ms, for a dealership's 999).
    return sql`(${held}) and (${matches}) is true`;
  };
}
