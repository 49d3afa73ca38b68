/**
 * Totals that stay fast (issue 13): the list every dealer keeps open is unfiltered, or narrowed
 * by status or advisor, and over millions of leads counting its rows is what makes a back-office
 * slow. `lead_counts` holds the live leads per dealership, channel, status and advisor, kept exact
 * by the `leads` triggers (migration 0020) in the same transaction as every write, so such a
 * list's total is the sum of a few counter rows: exact, and never counted. Any other filter (or a
 * search) narrows past what the counters hold, and the list kit counts, capped.
 */
import type { LeadChannelKey } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cachedRows } from '../../db/read-cache';
import { agencyIn } from '../../lib/sql-fragments';
import type { LeadFilters } from './leads.repository';

/** The filters the counters' key holds (besides the dealership, and an Asesor's own leads). */
const COUNTED = new Set(['status', 'assigned_user_id', 'channel']);

/**
 * The list's exact total from the counters, or undefined when a filter narrows past them. The
 * channel is the list's (null: the forwarding list, every channel unless its filter names one).
 */
export function countedTotal(
  channel: LeadChannelKey | null,
  filters: LeadFilters,
): ((db: Db | Tx) => Promise<number>) | undefined {
  const { agencyIds, advisorId, ...narrowing } = filters;
  const filtered = Object.entries(narrowing).some(([key, value]) => value !== undefined && !COUNTED.has(key));
  if (filtered) return undefined;
  // The query is built when the total is asked for (a search answers the capped count instead).
  return async (db) => {
    const channelKey = channel ?? filters.channel;
    // An advisor filter inside an Asesor's own leads: theirs, or nothing.
    const advisors = [advisorId, filters.assigned_user_id].filter((id) => id !== undefined && id !== null);
    const advisor =
      advisors.length === 0 ? undefined : advisors.every((id) => id === advisors[0]) ? advisors[0] : -1;
    const conditions = [
      agencyIn(sql`agency_id`, agencyIds),
      channelKey === undefined ? undefined : sql`channel = ${channelKey}`,
      filters.status === undefined ? undefined : sql`status = ${filters.status}`,
      advisor === undefined ? undefined : sql`assigned_user_id = ${advisor}::bigint`,
    ].filter((condition) => condition !== undefined);
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    // Kept until the next write of a lead changes the counters (read-cache.ts).
    const [row] = await cachedRows<{ n: number }>(
      db,
      sql`select coalesce(sum(n), 0)::int as n from lead_counts ${where}`,
    );
    return row?.n ?? 0;
  };
}
