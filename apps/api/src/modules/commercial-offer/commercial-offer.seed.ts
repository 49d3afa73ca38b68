/**
 * A demo upgrade request, so the administrators' list under the commercial offer shows one on a
 * fresh install. Idempotent: a request of the same dealership and package is left as it is.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agencies, packages, upgradeRequests } from '../../db/schema';

export async function seedDemoUpgradeRequest(tx: Tx): Promise<void> {
  // A dealership on Básico asked for Profesional.
  const [agency] = await tx.select().from(agencies).where(eq(agencies.name, 'Motormex Guadalajara'));
  const [target] = await tx.select().from(packages).where(eq(packages.name, 'Profesional'));
  if (!agency || !target) return;
  const [asked] = await tx
    .select({ id: upgradeRequests.id })
    .from(upgradeRequests)
    .where(and(eq(upgradeRequests.agency_id, agency.id), eq(upgradeRequests.package_id, target.id)));
  if (asked) return;
  await tx.insert(upgradeRequests).values({
    agency_id: agency.id,
    type: 'used',
    package_id: target.id,
    package_name: target.name,
    current_package_name: 'Básico',
    module: 'view auctions',
    message: 'Queremos subastar los seminuevos que no se venden en 60 días. ¿Nos pueden llamar por la tarde?',
    requested_by_name: 'Laura Gómez',
    requested_by_email: 'ventas@motormexgdl.mx',
  });
}
