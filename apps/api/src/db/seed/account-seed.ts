/**
 * The account flows in the demo: two people who registered on `/register` — one verified and
 * waiting for an administrator to link her to a dealership, one who has not opened the link yet —
 * and the notices the platform administrators received, in the outbox (the demo sends no mail).
 */
import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { registrationNotice } from '../../modules/account/public';
import type { Tx } from '../client';
import { queryRow, queryRows } from '../query';
import { DEMO_PASSWORD } from './demo-password';

const REGISTERED = [
  { name: 'Paola Méndez Robles', email: 'paola.mendez@autosdelbajio.mx', verified: true, hoursAgo: 26 },
  { name: 'Ricardo Salas Ibarra', email: 'ricardo.salas@motoresdelnorte.mx', verified: false, hoursAgo: 3 },
];

export async function seedAccountDemo(tx: Tx, publicUrl = 'http://localhost:3000'): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const admins = await queryRows<{ name: string; email: string; locale: 'es' | 'en' }>(
    tx,
    sql`select u.name, u.email, u.locale from users u join roles r on r.id = u.role_id
         where r.name in (${ROLES.superadmin}, ${ROLES.admin}) and u.status = 1 and u.deleted_at is null`,
  );
  for (const person of REGISTERED) {
    const at = sql`now() - make_interval(hours => ${person.hoursAgo})`;
    const created = await queryRow<{ id: number }>(
      tx,
      sql`insert into users (name, email, password_hash, role_id, status, locale, registered_at, email_verified_at, created_at, updated_at)
          select ${person.name}, ${person.email}, ${passwordHash}, r.id, 1, 'es', ${at},
                 ${person.verified ? sql`${at} + interval '20 minutes'` : sql`null`}, ${at}, ${at}
            from roles r where r.name = ${ROLES.manager}
          on conflict do nothing
          returning id`,
    );
    if (!created) continue;
    for (const admin of admins) {
      const notice = registrationNotice(admin.locale, admin, person, `${publicUrl}/users?account=pending`);
      await tx.execute(
        sql`insert into mail_outbox ("to", subject, text, html, created_at, next_attempt_at)
            values (${admin.email}, ${notice.subject}, ${notice.text}, ${notice.html}, ${at}, ${at})`,
      );
    }
  }
}
