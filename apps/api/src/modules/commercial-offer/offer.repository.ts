/**
 * What a commercial offer reads: the packages offered for used or new vehicles with their
 * permissions, the dealership's current package, and its pending upgrade requests.
 */
import type { OfferType } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';

export interface OfferPackageRow {
  id: number;
  name: string;
  description: string;
  monthly_price_cents: number;
  vehicle_limit: number;
  permissions: string[];
}

/**
 * The packages that sell this kind of vehicle (its module or a vehicle limit), cheapest first;
 * the dealership's own package is always among them, to compare against.
 */
export async function offerPackages(db: Db | Tx, type: OfferType, currentId: number | null) {
  const limit = type === 'used' ? sql`p.used_vehicle_limit` : sql`p.new_vehicle_limit`;
  const module = type === 'used' ? 'view used vehicles' : 'view new vehicles';
  return queryRows<OfferPackageRow>(
    db,
    sql`select p.id, p.name, p.description, p.monthly_price_cents, ${limit} as vehicle_limit,
        array(select pp.permission from package_permissions pp where pp.package_id = p.id
              order by pp.permission) as permissions
      from packages p
      where ${limit} > 0 or p.id = ${currentId ?? 0}
        or exists (select 1 from package_permissions pp where pp.package_id = p.id and pp.permission = ${module})
      order by p.monthly_price_cents, p.id`,
  );
}

export interface OfferAgencyRow {
  id: number;
  name: string;
  package_id: number | null;
  package_name: string;
}

/** The dealership, its package and that package's name; `lock` holds it until the transaction ends. */
export async function offerAgency(db: Db | Tx, agencyId: number, lock = false) {
  return queryRow<OfferAgencyRow>(
    db,
    sql`select a.id, a.name, a.package_id, coalesce(p.name, '') as package_name
      from agencies a left join packages p on p.id = a.package_id
      where a.id = ${agencyId} and a.deleted_at is null
      ${lock ? sql`for update of a` : sql``}`,
  );
}

export async function pendingPackageIds(db: Db | Tx, agencyId: number, type: OfferType): Promise<number[]> {
  const rows = await queryRows<{ package_id: number }>(
    db,
    sql`select distinct r.package_id from upgrade_requests r
      where r.agency_id = ${agencyId} and r.type = ${type} and r.status = 'pending' and r.package_id is not null
      order by r.package_id`,
  );
  return rows.map((row) => row.package_id);
}
