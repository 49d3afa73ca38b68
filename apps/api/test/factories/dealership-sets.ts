/** Dealership groups and families, and putting agencies in them. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { agencies, dealershipFamilies, dealershipGroups } from '../../src/db/schema';
import { unique } from './unique';

/** A dealership group (the `group` of a profile's agency). */
export async function buildGroup(db: Db, name = `Grupo ${unique()}`) {
  const [group] = await db.insert(dealershipGroups).values({ name }).returning();
  return group!;
}

export async function buildFamily(db: Db, name = `Familia ${unique()}`) {
  const [family] = await db.insert(dealershipFamilies).values({ name }).returning();
  return family!;
}

/** Puts agencies in a group and/or a family. */
export async function placeAgencies(
  db: Db,
  agencyIds: number[],
  set: { group_id?: number | null; family_id?: number | null },
) {
  await db.update(agencies).set(set).where(inArray(agencies.id, agencyIds));
}
