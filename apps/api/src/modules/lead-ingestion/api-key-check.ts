/**
 * How the access plugin finds the holder of a presented API key (`{ apiKey }` routes). Every
 * request needs it, so it is read through the read cache (kept until `lead_api_keys` or `agencies`
 * is written: a revoked key is refused on the very next request), and `last_used_at` is written at
 * most once a minute per key and process, not once per request.
 *
 * A key that is not one of ours (not shaped like one, or no key has that hash) is a guess: it is
 * counted per client address, with the sign-in's limits (`LOGIN_MAX_FAILURES_PER_IP` in
 * `LOGIN_WINDOW_SECONDS`), and a blocked address gets 429 with Retry-After for every key, its own
 * right ones too, before any is looked up. A revoked key or a deleted dealership's is ours and
 * counts nothing: a provider that posts for many dealerships from one address keeps sending for
 * the others while one of them revokes its key. The block is read before the lookup and a guess
 * counted after it (a valid key's request costs one read, no write), so a parallel burst may
 * pass the limit by its own size, which 256-bit keys make harmless.
 */
import { isSuspended, type MembershipStatus } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cachedRows } from '../../db/read-cache';
import { setBounded } from '../../lib/bounded-map';
import type { Clock } from '../../lib/clock';
import { type CounterStore, tooManyRequests } from '../../lib/rate-limiter';
import type { ApiKeyCheck, ApiKeyHolder } from '../../plugins/access';
import { hashApiKey, isApiKeyShaped } from './api-keys.repository';

const TOUCH_EVERY_MS = 60_000;
/** Keys whose use this process recorded lately; the oldest are forgotten first. */
const MAX_TOUCHED = 10_000;

interface KeyRow {
  id: number;
  agency_id: number;
  revoked: boolean;
  agency_deleted: boolean;
  membership_status: MembershipStatus;
  /** Milliseconds since the epoch; null: never used. */
  last_used_ms: number | null;
}

export function apiKeyCheck(
  db: Db,
  counters: CounterStore,
  limits: Config['login'],
  clock: Clock,
): ApiKeyCheck {
  const touched = new Map<number, number>();
  const guesses = (address: string) => `api-key:ip:${address}`;

  /** The row's condition keeps other processes from writing it again within the minute. */
  const touch = (id: number) =>
    db.execute(
      sql`update lead_api_keys set last_used_at = now()
           where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
    );

  /** The key's row, or undefined after counting the guess against the address. */
  const find = async (key: string, address: string): Promise<KeyRow | undefined> => {
    const [row] = isApiKeyShaped(key)
      ? await cachedRows<KeyRow>(
          db,
          sql`select k.id, k.agency_id, k.revoked_at is not null as revoked,
                 a.deleted_at is not null as agency_deleted, a.membership_status,
                 (extract(epoch from k.last_used_at) * 1000)::float8 as last_used_ms
            from lead_api_keys k join agencies a on a.id = k.agency_id
           where k.key_hash = ${hashApiKey(key)}`,
        )
      : [];
    if (!row) await counters.hit(guesses(address), limits.windowSeconds * 1000);
    return row;
  };

  return async (key, address): Promise<ApiKeyHolder | undefined> => {
    const blocked = await counters.peek(guesses(address));
    if (blocked.count >= limits.maxFailuresPerIp) throw tooManyRequests(blocked.resetInMs);
    const row = await find(key, address);
    if (!row) return undefined;
    const holder: ApiKeyHolder = {
      id: row.id,
      agencyId: row.agency_id,
      revoked: row.revoked,
      agency: row.agency_deleted ? 'deleted' : isSuspended(row) ? 'suspended' : 'active',
    };
    const now = clock.now().getTime();
    const stale = (at: number | null | undefined) => at == null || now - at >= TOUCH_EVERY_MS;
    if (
      holder.agency === 'active' &&
      !holder.revoked &&
      stale(row.last_used_ms) &&
      stale(touched.get(row.id))
    ) {
      setBounded(touched, row.id, now, MAX_TOUCHED);
      await touch(row.id);
    }
    return holder;
  };
}
