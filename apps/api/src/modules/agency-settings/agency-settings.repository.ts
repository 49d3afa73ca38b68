import { type SortField, type VehicleLimit, vehicleLimitResource } from '@vitrina/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { agencies } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { agencyIn, nameOrder } from '../../lib/sql-fragments';
import { lockRow } from '../../lib/table-writes';

// Logo ----------------------------------------------------------------------------------------

export interface AgencyLogoRow {
  id: number;
  name: string;
  logo_path: string | null;
}

/** A dealership that is not deleted, with its logo's storage key. */
export async function findAgencyLogo(db: Db | Tx, agencyId: number): Promise<AgencyLogoRow | undefined> {
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name, logo_path: agencies.logo_path })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), isNull(agencies.deleted_at)));
  return row;
}

/** A dealership that is not deleted, locked until the transaction ends (the audit's "before"). */
export async function lockLiveAgency(tx: Tx, agencyId: number) {
  const row = await lockRow(tx, agencies, agencyId);
  return row && row.deleted_at === null ? row : undefined;
}

// Vehicle limits ------------------------------------------------------------------------------

/** What applies: the agency's own limit, else its package's, else nothing may be published. */
const effectiveLimit = sql`coalesce(a.used_vehicle_limit, p.used_vehicle_limit, 0)`;

const searchable = {
  agency_name: sql`a.name`,
  package_name: (pattern: SQL) =>
    sql`a.package_id in (select id from packages where vitrina_unaccent(lower(name)) like ${pattern})`,
};

/** Dealerships (not deleted) with their used-vehicle limits; `agencyIds` null means every one. */
export function vehicleLimitSource(
  agencyIds: number[] | null,
): ListSource<SortField<typeof vehicleLimitResource>> {
  return {
    select: sql`a.id, a.id as agency_id, a.name as agency_name, p.name as package_name,
      p.used_vehicle_limit as package_limit, a.used_vehicle_limit as custom_limit,
      ${effectiveLimit} as effective_limit, a.aging_threshold_days`,
    from: sql`agencies a left join packages p on p.id = a.package_id`,
    where: [sql`a.deleted_at is null`, agencyIn(sql`a.id`, agencyIds)],
    sortable: {
      agency_name: nameOrder(sql`a.name`),
      package_name: nameOrder(sql`p.name`),
      package_limit: sql`p.used_vehicle_limit`,
      custom_limit: sql`a.used_vehicle_limit`,
      effective_limit: effectiveLimit,
    },
    defaultSort: vehicleLimitResource.defaultSort,
    tiebreaker: sql`a.id`,
    search: vehicleLimitResource.search.map((field) => searchable[field]),
  };
}

export async function findVehicleLimit(db: Db | Tx, agencyId: number): Promise<VehicleLimit | undefined> {
  const source = vehicleLimitSource([agencyId]);
  return queryRow<VehicleLimit>(
    db,
    sql`select ${source.select} from ${source.from} where a.id = ${agencyId} and a.deleted_at is null`,
  );
}

/**
 * How many used vehicles the dealership may have published: its own limit, else its package's,
 * else 0 (no package, or no such dealership). The inventory refuses to publish past it.
 */
export async function usedVehicleLimit(db: Db | Tx, agencyId: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select ${effectiveLimit} as n
          from agencies a left join packages p on p.id = a.package_id
         where a.id = ${agencyId} and a.deleted_at is null`,
  );
  return row?.n ?? 0;
}
