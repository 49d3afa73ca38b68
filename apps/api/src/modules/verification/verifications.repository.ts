/** AutoCheck's history: the list source, one verification, its dealership and its row lock. */
import {
  type ProviderError,
  type ProviderReport,
  type ProviderStatus,
  type SortField,
  type VerificationKind,
  type VerificationResult,
  type VinDecode,
  verificationResource,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { agencyIn, idFilter, nameOrder } from '../../lib/sql-fragments';

export interface VerificationRow {
  id: number;
  agency_id: number;
  agency_name: string;
  kind: VerificationKind;
  query: string;
  decode: VinDecode | null;
  provider_status: ProviderStatus;
  provider_error: ProviderError | null;
  report: ProviderReport | null;
  result: VerificationResult;
  attempts: number;
  user_id: number | null;
  user_name: string;
  created_at: string;
  checked_at: string;
}

const SELECT = sql`x.id, x.agency_id, a.name as agency_name, x.kind, x.query, x.decode, x.provider_status,
  x.provider_error, x.report, x.result, x.attempts, x.user_id, x.user_name,
  x.created_at, x.checked_at`;
const FROM = sql`verifications x join agencies a on a.id = x.agency_id`;

export interface VerificationFilters {
  agencyIds: number[] | null;
  result?: VerificationResult | undefined;
  kind?: VerificationKind | undefined;
  user_id?: number | undefined;
}

export function verificationsSource(
  filters: VerificationFilters,
): ListSource<SortField<typeof verificationResource>> {
  return {
    select: SELECT,
    from: FROM,
    where: [
      agencyIn(sql`x.agency_id`, filters.agencyIds),
      filters.result === undefined ? undefined : sql`x.result = ${filters.result}`,
      filters.kind === undefined ? undefined : sql`x.kind = ${filters.kind}`,
      idFilter(sql`x.user_id`, filters.user_id),
    ],
    sortable: {
      // verifications_agency_created / verifications_created keep this order.
      created_at: sql`x.created_at`,
      result: sql`x.result`,
      kind: sql`x.kind`,
      user_name: nameOrder(sql`x.user_name`),
    },
    defaultSort: verificationResource.defaultSort,
    tiebreaker: sql`x.id`,
    // verifications_query_trgm
    search: [sql`x.query`],
  };
}

export function findVerification(db: Db | Tx, id: number): Promise<VerificationRow | undefined> {
  return queryRow<VerificationRow>(db, sql`select ${SELECT} from ${FROM} where x.id = ${id}`);
}

/** The object scope of `/:id` routes: the verification's dealership, or undefined (404). */
export async function verificationAgency(db: Db, id: number): Promise<number | undefined> {
  const row = await queryRow<{ agency_id: number }>(
    db,
    sql`select agency_id from verifications where id = ${id}`,
  );
  return row?.agency_id;
}
