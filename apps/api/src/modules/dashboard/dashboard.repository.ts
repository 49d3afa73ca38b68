/**
 * The dashboard's summary of the dealerships in scope, read cheaply: leads from the counters the
 * leads' trigger keeps (`lead_counts`), vehicles by one grouped count over the dealership's index.
 * Both go through the read cache, which keeps them until a table they read is written.
 */
import { type DashboardSummary, OPEN_LEAD_STATUSES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { list } from '../../db/query';
import { cachedRows } from '../../db/read-cache';
import { agencyIn } from '../../lib/sql-fragments';

const where = (condition: ReturnType<typeof agencyIn>) => (condition ? sql`and ${condition}` : sql``);

/**
 * `agencyIds` null is every dealership (an administrator on "Todas"); `advisorId` counts only
 * the leads assigned to that advisor (an Asesor sees no others).
 */
export async function dashboardSummary(
  db: Db,
  agencyIds: readonly number[] | null,
  advisorId: number | null,
): Promise<DashboardSummary> {
  const [used] = await cachedRows<DashboardSummary['used_vehicles']>(
    db,
    sql`select count(*) filter (where v.status = 'Disponible')::int as available,
        count(*) filter (where v.status = 'Apartado')::int as reserved,
        count(*) filter (where v.status = 'Borrador')::int as drafts,
        count(*) filter (where v.status = 'Vendido')::int as sold,
        count(*) filter (where v.published_marketplace and v.status in ('Disponible', 'Apartado'))::int as published
      from vehicles v where v.deleted_at is null ${where(agencyIn(sql`v.agency_id`, agencyIds))}`,
  );
  const [fresh] = await cachedRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from new_vehicles nv
      where nv.deleted_at is null ${where(agencyIn(sql`nv.agency_id`, agencyIds))}`,
  );
  const [leads] = await cachedRows<DashboardSummary['leads']>(
    db,
    sql`select coalesce(sum(c.n), 0)::int as total,
        coalesce(sum(c.n) filter (where c.status in ${list([...OPEN_LEAD_STATUSES])}), 0)::int as open,
        coalesce(sum(c.n) filter (where c.status = 'Nuevo'), 0)::int as new
      from lead_counts c
      where true ${where(agencyIn(sql`c.agency_id`, agencyIds))}
        ${advisorId === null ? sql`` : sql`and c.assigned_user_id = ${advisorId}`}`,
  );
  return {
    used_vehicles: used ?? { available: 0, reserved: 0, drafts: 0, sold: 0, published: 0 },
    new_vehicles: fresh?.n ?? 0,
    leads: leads ?? { total: 0, open: 0, new: 0 },
  };
}
