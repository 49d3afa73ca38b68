import { ROLES } from '@vitrina/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { seedDemoAuctions } from '../../modules/auctions/public';
import { seedDemoBuyerAlerts } from '../../modules/buyer-alerts/public';
import { seedDemoUpgradeRequest } from '../../modules/commercial-offer/public';
import { seedDemoPromotions } from '../../modules/packages/public';
import { seedDemoPopups } from '../../modules/popups/public';
import { seedDemoVerifications } from '../../modules/verification/public';
import type { Tx } from '../client';
import { queryRow } from '../query';
import {
  agencies,
  agencyUser,
  dealershipFamilies,
  dealershipGroups,
  fbLeadNotifications,
  packages,
  roles,
  users,
} from '../schema';
import { seedAccountDemo } from './account-seed';
import { seedBannersDemo } from './banners-seed';
import type { CatalogImages } from './catalog-images';
import { seedCatalogDemo } from './catalog-seed';
import { seedContentDemo } from './content-seed';
import { DEMO_PASSWORD } from './demo-password';
import { seedAuctionPhotosDemo, seedInventoryDemo } from './inventory-seed';
import { seedLeadsDemo } from './leads-seed';
import { seedSepomexSample } from './sepomex-seed';

export { DEMO_PASSWORD };

const GROUPS = ['Grupo Del Valle Automotriz', 'Grupo Motormex'];

/** Brand networks across groups (PRODUCT.md "Groups and families"). */
const FAMILIES = ['Red Nissan', 'Red Chevrolet', 'Red Toyota'];

/**
 * Covers what the rules distinguish: every package permission, a suspension, no new cars, a
 * WhatsApp account. Addresses are real postal codes of the SEPOMEX sample; the settlement is found
 * by name when the sample is loaded.
 */
const AGENCIES = [
  {
    name: 'Del Valle Polanco',
    group: 'Grupo Del Valle Automotriz',
    family: 'Red Nissan',
    package: 'Premium',
    membership_status: 'Activo',
    is_premium: true,
    is_preowened: true,
    waba_id: null,
    legal_name: 'Automotriz Del Valle Polanco, S.A. de C.V.',
    rfc: 'ADP100315KT2',
    address: 'Av. Presidente Masaryk 340',
    postal_code: '11560',
    settlement: 'Polanco V Sección',
    phone: '5552803400',
    whatsapp: '5512803400',
    email: 'contacto@delvallepolanco.mx',
    website: 'https://delvallepolanco.mx',
  },
  {
    name: 'Del Valle Satélite Seminuevos',
    group: 'Grupo Del Valle Automotriz',
    family: null,
    package: 'Profesional',
    membership_status: 'Activo',
    is_premium: false,
    is_preowened: true,
    waba_id: '109238475610293',
    legal_name: 'Del Valle Satélite Seminuevos, S.A. de C.V.',
    rfc: 'DVS120620QJ8',
    address: 'Circuito Centro Comercial 2251',
    postal_code: '53100',
    settlement: 'Ciudad Satélite',
    phone: '5553932250',
    whatsapp: '5573932250',
    email: 'seminuevos@delvallesatelite.mx',
    website: 'https://delvallesatelite.mx',
  },
  {
    name: 'Motormex Monterrey',
    group: 'Grupo Motormex',
    family: 'Red Chevrolet',
    package: 'Profesional',
    membership_status: 'Suspendido',
    is_premium: true,
    is_preowened: true,
    waba_id: null,
    legal_name: 'Motormex del Norte, S.A. de C.V.',
    rfc: 'MNO080912HB5',
    address: 'Av. Constitución 1500 Ote.',
    postal_code: '64000',
    settlement: 'Centro',
    phone: '8183401500',
    whatsapp: '8113401500',
    email: 'contacto@motormexmty.mx',
    website: 'https://motormexmty.mx',
  },
  {
    name: 'Motormex Guadalajara',
    group: 'Grupo Motormex',
    family: 'Red Chevrolet',
    package: 'Básico',
    membership_status: 'Prueba',
    is_premium: false,
    is_preowened: true,
    waba_id: null,
    legal_name: 'Motormex Occidente, S.A. de C.V.',
    rfc: 'MOC150227LM3',
    address: 'Av. Juárez 638',
    postal_code: '44100',
    settlement: 'Guadalajara Centro',
    phone: '3336145000',
    whatsapp: '3316145000',
    email: 'ventas@motormexgdl.mx',
    website: 'https://motormexgdl.mx',
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

/**
 * Demo dealerships and accounts, the catalog and the inventory. Idempotent: what exists (by name
 * or e-mail) is left as it is. With `images`, the catalog's brands and body types it creates get
 * drawn logos and icons, and the vehicles drawn photos.
 */
export async function seedDemo(tx: Tx, images?: CatalogImages): Promise<void> {
  await seedSepomexSample(tx);
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

  await tx
    .insert(dealershipFamilies)
    .values(FAMILIES.map((name) => ({ name })))
    .onConflictDoNothing();
  const familyIds = new Map(
    (await tx.select().from(dealershipFamilies).where(inArray(dealershipFamilies.name, FAMILIES))).map(
      (f) => [f.name, f.id],
    ),
  );
  // Without the SEPOMEX sample (or with a catalogue that names the settlement otherwise) the
  // agency keeps its postal code and no settlement.
  const settlementId = async (postalCode: string, settlement: string) =>
    (
      await queryRow<{ id: number }>(
        tx,
        sql`select id from sepomex where postal_code = ${postalCode}
              and vitrina_unaccent(lower(settlement)) = vitrina_unaccent(lower(${settlement})) order by id limit 1`,
      )
    )?.id ?? null;

  const agencyIds = new Map<string, number>();
  for (const { group, family, package: pkg, settlement, ...agency } of AGENCIES) {
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
            family_id: family ? (familyIds.get(family) ?? null) : null,
            package_id: packageIds.get(pkg) ?? null,
            sepomex_id: await settlementId(agency.postal_code, settlement),
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

  await seedAccountDemo(tx);
  await seedDemoPromotions(tx);
  await seedDemoPopups(tx);
  await seedDemoUpgradeRequest(tx);
  await seedDemoVerifications(tx);
  await seedCatalogDemo(tx, images);
  // Vehicles need the catalog: its years are what they are.
  await seedInventoryDemo(tx, [...agencyIds.values()], images);
  // Leads name the lots' vehicles and the catalog's models.
  await seedLeadsDemo(tx, [...agencyIds.values()]);
  // Buyers' alerts are drawn from the lots' vehicles for sale.
  await seedDemoBuyerAlerts(tx);
  // Catalog banners name the catalog's brands and body types.
  await seedBannersDemo(tx, images);
  await seedContentDemo(tx);
  // Auctions are of the catalog's years, with bids of the demo dealerships; their photos drawn as the lots'.
  await seedAuctionPhotosDemo(tx, await seedDemoAuctions(tx, [...agencyIds.values()]), images);
}
