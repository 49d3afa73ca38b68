import { ROLES } from '@vitrina/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Tx } from '../client';
import {
  agencies,
  agencyUser,
  dealershipGroups,
  fbLeadNotifications,
  packages,
  roles,
  users,
} from '../schema';
import { seedCatalogDemo } from './catalog-seed';

/** Every demo account signs in with this password (README lists them). */
export const DEMO_PASSWORD = 'Vitrina2026!';

const GROUPS = ['Grupo Del Valle Automotriz', 'Grupo Motormex'];

/** Covers what the rules distinguish: every package permission, a suspension, no new cars, a WhatsApp account. */
const AGENCIES = [
  {
    name: 'Del Valle Polanco',
    group: 'Grupo Del Valle Automotriz',
    package: 'Premium',
    membership_status: 'Activo',
    is_premium: true,
    is_preowened: true,
    waba_id: null,
  },
  {
    name: 'Del Valle Satélite Seminuevos',
    group: 'Grupo Del Valle Automotriz',
    package: 'Profesional',
    membership_status: 'Activo',
    is_premium: false,
    is_preowened: true,
    waba_id: '109238475610293',
  },
  {
    name: 'Motormex Monterrey',
    group: 'Grupo Motormex',
    package: 'Profesional',
    membership_status: 'Suspendido',
    is_premium: true,
    is_preowened: true,
    waba_id: null,
  },
  {
    name: 'Motormex Guadalajara',
    group: 'Grupo Motormex',
    package: 'Básico',
    membership_status: 'Prueba',
    is_premium: false,
    is_preowened: true,
    waba_id: null,
  },
] as const;

export const DEMO_USERS = [
  { email: 'superadmin@vitrina.mx', name: 'Sofía Ramírez', role: ROLES.superadmin, agencies: [], status: 1 },
  { email: 'admin@vitrina.mx', name: 'Alejandro Torres', role: ROLES.admin, agencies: [], status: 1 },
  {
    email: 'gerente@vitrina.mx',
    name: 'Mariana López',
    role: ROLES.manager,
    agencies: ['Del Valle Polanco', 'Del Valle Satélite Seminuevos'],
    status: 1,
  },
  {
    email: 'asesor@vitrina.mx',
    name: 'Carlos Hernández',
    role: ROLES.advisor,
    agencies: ['Del Valle Polanco'],
    status: 1,
  },
  {
    email: 'suspendido@vitrina.mx',
    name: 'Jorge Martínez',
    role: ROLES.manager,
    agencies: ['Motormex Monterrey'],
    status: 1,
  },
  {
    email: 'inactivo@vitrina.mx',
    name: 'Laura Gómez',
    role: ROLES.advisor,
    agencies: ['Del Valle Polanco'],
    status: -1,
  },
] as const;

/** Demo dealerships and accounts. Idempotent: what exists (by name or e-mail) is left as it is. */
export async function seedDemo(tx: Tx): Promise<void> {
  await tx
    .insert(dealershipGroups)
    .values(GROUPS.map((name) => ({ name })))
    .onConflictDoNothing();
  const groupIds = new Map(
    (await tx.select().from(dealershipGroups).where(inArray(dealershipGroups.name, GROUPS))).map((g) => [
      g.name,
      g.id,
    ]),
  );
  const packageIds = new Map((await tx.select().from(packages)).map((p) => [p.name, p.id]));
  const roleIds = new Map((await tx.select().from(roles)).map((r) => [r.name, r.id]));

  const agencyIds = new Map<string, number>();
  for (const { group, package: pkg, ...agency } of AGENCIES) {
    const [existing] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.name, agency.name));
    const id =
      existing?.id ??
      (
        await tx
          .insert(agencies)
          .values({
            ...agency,
            group_id: groupIds.get(group) ?? null,
            package_id: packageIds.get(pkg) ?? null,
          })
          .returning({ id: agencies.id })
      )[0]!.id;
    agencyIds.set(agency.name, id);
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    const [created] = await tx
      .insert(users)
      .values({
        name: demo.name,
        email: demo.email,
        password_hash: passwordHash,
        role_id: roleIds.get(demo.role)!,
        status: demo.status,
        is_premium: true,
        is_preowened: true,
        email_verified_at: sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    const links = demo.agencies.map((name) => ({ agency_id: agencyIds.get(name)!, user_id: created.id }));
    if (links.length > 0) await tx.insert(agencyUser).values(links);
    if (demo.email === 'gerente@vitrina.mx') {
      const polanco = agencyIds.get('Del Valle Polanco')!;
      await tx.insert(fbLeadNotifications).values([
        { user_id: created.id, agency_id: polanco, created_at: sql`now() - interval '2 hours'` },
        { user_id: created.id, agency_id: polanco, created_at: sql`now() - interval '25 minutes'` },
      ]);
    }
  }

  await seedCatalogDemo(tx);
}
