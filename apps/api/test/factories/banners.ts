import type { Db } from '../../src/db/client';
import { banners } from '../../src/db/schema';

type BannerValues = typeof banners.$inferInsert;

/** A state banner of the home page (Jalisco), active, without images unless given. */
export async function buildBanner(db: Db, overrides: Partial<BannerValues> = {}) {
  const [row] = await db
    .insert(banners)
    .values({ placement: 'home', state_code: '14', title: 'Banner de prueba', position: 1, ...overrides })
    .returning();
  return row!;
}
