import { ROLES } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { queryRow } from '../query';
import { roles, users } from '../schema';
import { seedCatalogue } from './catalogue';
import { seedDemo } from './demo';

/**
 * Runs at every start. Roles, permissions and packages always; demo data by default only on
 * the embedded database (SEED_DEMO=true forces it); the first Superadmin of a production
 * database from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function seed(db: Db, config: Pick<Config, 'seedDemo' | 'admin'>): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes starting at once against one PostgreSQL must not seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(72657301)`);
    await seedCatalogue(tx);
    if (config.seedDemo) await seedDemo(tx);
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
