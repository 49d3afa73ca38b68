import type { VehicleLimit } from '@vitrina/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow } from '../../db/query';
import { agencies } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

// Logo ----------------------------------------------------------------------------------------

export interface AgencyLogoRow {
  agency_id: number;
  name: string;
  logo_path: string | null;
}

/** A dealership that is not deleted, with its logo's storage key. */
export async function findAgencyLogo(db: Db | Tx, agencyId: number): Promise<AgencyLogoRow | undefined> {
  const [row] = await db
    .select({ agency_id: agencies.id, name: agencies.name, logo_path: agencies.logo_path })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), isNull(agencies.deleted_at)));
  return row;
}

/** The same, locked until the transaction ends (the audit's "before"). */
export async function lockAgencyLogo(tx: Tx, agencyId: number): Promise<AgencyLogoRow | undefined> {
  const [row] = await tx
    .select({ agency_id: agencies.id, name: agencies.name, logo_path: agencies.logo_path })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), isNull(agencies.deleted_at)))
    .for('update');
  return row;
}

export async function saveAgencyLogo(tx: Tx, agencyId: number, key: string | null): Promise<void> {
  await tx.update(agencies).set({ logo_path: key, updated_at: new Date() }).where(eq(agencies.id, agencyId));
}

// Vehicle limits ------------------------------------------------------------------------------

/** What applies: the agency's own limit, else its package's, else nothing may be published. */
const effectiveLimit = sql`coalesce(a.used_vehicle_limit, p.used_vehicle_limit, 0)`;

/** Dealerships (not deleted) with their used-vehicle limits; `agencyIds` null means every one. */
export function vehicleLimitSource(agencyIds: number[] | null): ListSource {
  return {
    select: sql`a.id, a.id as agency_id, a.name as agency_name, p.name as package_name,
      p.used_vehicle_limit as package_limit, a.used_vehicle_limit as custom_limit,
      ${effectiveLimit} as effective_limit`,
    from: sql`agencies a left join packages p on p.id = a.package_id`,
    where: [
      sql`a.deleted_at is null`,
      agencyIds === null ? undefined : agencyIds.length > 0 ? sql`a.id in ${list(agencyIds)}` : sql`false`,
    ],
    sortable: {
      agency_name: nameOrder(sql`a.name`),
      package_name: nameOrder(sql`p.name`),
      package_limit: sql`p.used_vehicle_limit`,
      custom_limit: sql`a.used_vehicle_limit`,
      effective_limit: effectiveLimit,
    },
    defaultSort: { field: 'agency_name', direction: 'asc' },
    tiebreaker: sql`a.id`,
    search: [
      sql`a.name`,
      (pattern) =>
        sql`a.package_id in (select id from packages where vitrina_unaccent(lower(name)) like ${pattern})`,
    ],
  };
}

export async function findVehicleLimit(db: Db | Tx, agencyId: number): Promise<VehicleLimit | undefined> {
  const source = vehicleLimitSource([agencyId]);
  return queryRow<VehicleLimit>(
    db,
    sql`select ${source.select} from ${source.from} where a.id = ${agencyId} and a.deleted_at is null`,
  );
}

/** The agency's own limit as stored, locked until the transaction ends; undefined without such agency. */
export async function lockCustomLimit(
  tx: Tx,
  agencyId: number,
): Promise<{ used_vehicle_limit: number | null } | undefined> {
  const [row] = await tx
    .select({ used_vehicle_limit: agencies.used_vehicle_limit })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), isNull(agencies.deleted_at)))
    .for('update');
  return row;
}

export async function saveCustomLimit(tx: Tx, agencyId: number, limit: number | null): Promise<void> {
  await tx
    .update(agencies)
    .set({ used_vehicle_limit: limit, updated_at: new Date() })
    .where(eq(agencies.id, agencyId));
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
