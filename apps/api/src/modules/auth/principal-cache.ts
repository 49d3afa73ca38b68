import type { Change, ChangeListener } from '../../db/changes';
import type { Db } from '../../db/client';
import { setBounded } from '../../lib/bounded-map';
import {
  findPrincipalRow,
  findScopeAgencies,
  type PrincipalRow,
  type ScopeAgency,
} from './principal.repository';

/** Enough for every token signed in at once on a busy day; the oldest go first beyond it. */
const MAX_TOKENS = 20_000;
const MAX_AGENCIES = 20_000;

/**
 * What authorises a signed-in request, read once and kept until a write changes it: an exact
 * cache, not a timed one. Every write to those tables is reported (db/changes.ts, and
 * from other processes through Redis) and drops what it names before anything can act on it, so a
 * change takes effect on the very next request, as when every request read the database.
 *
 * A read that raced with a change is not kept: every change bumps `generation`, and a row is
 * stored only if no change came while it was being read. While it cannot hear every change
 * (a lost Redis connection), the cache is not trusted: requests read the database.
 */
export class PrincipalCache implements ChangeListener {
  readonly #tokens = new Map<string, { userId: number; row: PrincipalRow | undefined }>();
  readonly #agencies = new Map<number, ScopeAgency | null>();
  #generation = 0;
  #trusted: boolean;
  /** Database reads so far (tests, and anyone wondering whether the cache serves). */
  readonly reads = { principals: 0, agencies: 0 };

  constructor(
    private readonly db: Db,
    { trusted }: { trusted: boolean },
  ) {
    this.#trusted = trusted;
  }

  /** The principal row of a token (undefined: no such live user), as findPrincipalRow reads it. */
  async principalRow(userId: number, jti: string): Promise<PrincipalRow | undefined> {
    const cached = this.#trusted ? this.#tokens.get(jti) : undefined;
    if (cached && cached.userId === userId) return cached.row;
    const generation = this.#generation;
    this.reads.principals++;
    const row = await findPrincipalRow(this.db, userId, jti);
    if (this.#keeps(generation)) setBounded(this.#tokens, jti, { userId, row }, MAX_TOKENS);
    return row;
  }

  /** The live dealerships among `ids`, in id order, as findScopeAgencies reads them. */
  async scopeAgencies(ids: readonly number[]): Promise<ScopeAgency[]> {
    const known = new Map<number, ScopeAgency | null>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.#trusted ? this.#agencies.get(id) : undefined;
      if (cached === undefined) missing.push(id);
      else known.set(id, cached);
    }
    if (missing.length > 0) {
      const generation = this.#generation;
      this.reads.agencies++;
      const found = new Map((await findScopeAgencies(this.db, missing)).map((agency) => [agency.id, agency]));
      const keep = this.#keeps(generation);
      for (const id of missing) {
        known.set(id, found.get(id) ?? null);
        if (keep) setBounded(this.#agencies, id, found.get(id) ?? null, MAX_AGENCIES);
      }
    }
    return [...known.keys()]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const agency = known.get(id);
        return agency ? [agency] : [];
      });
  }

  /** Applies changes reported by the database triggers (here or in another process). */
  apply(changes: readonly Change[]): void {
    for (const change of changes) {
      if (!change.startsWith('principal:')) continue;
      this.#generation++;
      const what = change.slice('principal:'.length);
      if (what.startsWith('user:')) {
        const userId = Number(what.slice('user:'.length));
        for (const [jti, entry] of this.#tokens) if (entry.userId === userId) this.#tokens.delete(jti);
      } else if (what.startsWith('token:')) {
        this.#tokens.delete(what.slice('token:'.length));
      } else {
        this.#tokens.clear();
        this.#agencies.clear();
      }
    }
  }

  /** Stops (false) or resumes (true) serving from the cache; either way it starts empty. */
  trust(trusted: boolean): void {
    this.#trusted = trusted;
    this.apply(['principal:all']);
  }

  #keeps(generation: number): boolean {
    return this.#trusted && generation === this.#generation;
  }
}
