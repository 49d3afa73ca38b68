import { ROLES } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { createStorage } from '../../lib/storage';
import type { Db } from '../client';
import { queryRow } from '../query';
import { roles, users } from '../schema';
import type { CatalogImages } from './catalog-images';
import { seedCatalogue } from './catalogue';
import { seedDemo } from './demo';

/**
 * What the seed needs: whether to add the demo data, the first Superadmin, and where the demo
 * catalog's drawn logos and icons go: `images`, or else the upload storage the configuration
 * names (the whole Config, as the server passes it, has `dataDir` and `uploads`). With neither,
 * as the tests that only need the rows seed, nothing is drawn and no file is written.
 */
export type SeedConfig = Pick<Config, 'seedDemo' | 'admin'> &
  Partial<Pick<Config, 'dataDir' | 's3' | 'uploads'>> & { images?: CatalogImages };

function catalogImages(config: SeedConfig): CatalogImages | undefined {
  if (config.images) return config.images;
  if (config.dataDir === undefined || !config.uploads) return undefined;
  return {
    // The server's own storage: createStorage reads only these two settings.
    storage: createStorage({ dataDir: config.dataDir, s3: config.s3 } as Config),
    limits: config.uploads,
  };
}

/**
 * Runs at every start. Roles, permissions and packages always; demo data by default only on
 * the embedded database (SEED_DEMO=true forces it); the first Superadmin of a production
 * database from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function seed(db: Db, config: SeedConfig): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes starting at once against one PostgreSQL must not seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(72657301)`);
    await seedCatalogue(tx);
    if (config.seedDemo) await seedDemo(tx, catalogImages(config));
    if (config.admin) {
      const existing = await queryRow<{ id: number }>(
        tx,
        sql`select u.id from users u join roles r on r.id = u.role_id where r.name = ${ROLES.superadmin} limit 1`,
      );
      if (!existing) {
        const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLES.superadmin));
        await tx.insert(users).values({
          name: 'Superadmin',
          email: config.admin.email,
          password_hash: await hashPassword(config.admin.password),
          role_id: role!.id,
          is_premium: true,
          is_preowened: true,
          email_verified_at: sql`now()`,
        });
      }
    }
  });
}
