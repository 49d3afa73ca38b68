import { randomBytes } from 'node:crypto';
import { type MembershipStatus, type Permission, ROLES, type RoleName } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { Db } from '../src/db/client';
import { agencies, dealershipFamilies, sepomex } from '../src/db/schema';
import { bearer } from './build-test-app';
import { buildAgency, buildUser, grantUserPermission, tokenFor } from './factories';

const unique = () => randomBytes(4).toString('hex');

export async function buildFamily(db: Db, name = `Red ${unique()}`) {
  const [family] = await db.insert(dealershipFamilies).values({ name }).returning();
  return family!;
}

export interface SettlementOverrides {
  postal_code?: string;
  settlement?: string;
  settlement_type?: string;
  municipality?: string;
  city?: string;
  state?: string;
}

/** One SEPOMEX settlement (a colonia of a postal code); official codes made unique per call. */
export async function buildSettlement(db: Db, overrides: SettlementOverrides = {}) {
  const [row] = await db
    .insert(sepomex)
    .values({
      postal_code: overrides.postal_code ?? '11560',
      settlement: overrides.settlement ?? 'Polanco V Sección',
      settlement_type: overrides.settlement_type ?? 'Colonia',
      municipality: overrides.municipality ?? 'Miguel Hidalgo',
      city: overrides.city ?? 'Ciudad de México',
      state: overrides.state ?? 'Ciudad de México',
      state_code: '09',
      municipality_code: '016',
      settlement_code: unique(),
    })
    .returning();
  return row!;
}

/** An agency as the demo has them, with its contact fields and (optionally) a settlement. */
export async function buildFullAgency(
  db: Db,
  overrides: {
    name?: string;
    group_id?: number | null;
    family_id?: number | null;
    sepomex_id?: number | null;
    postal_code?: string | null;
    membership_status?: MembershipStatus;
  } = {},
) {
  const agency = await buildAgency(db, {
    name: overrides.name ?? `Agencia ${unique()}`,
    membership_status: overrides.membership_status ?? 'Activo',
  });
  const [row] = await db
    .update(agencies)
    .set({
      legal_name: 'Automotriz Del Valle, S.A. de C.V.',
      rfc: 'ADV180312AB1',
      group_id: overrides.group_id ?? null,
      family_id: overrides.family_id ?? null,
      address: 'Av. Presidente Masaryk 111',
      postal_code: overrides.postal_code ?? null,
      sepomex_id: overrides.sepomex_id ?? null,
      phone: '5552801234',
      whatsapp: '5512345678',
      email: 'contacto@delvalle.mx',
      website: 'https://delvalle.mx',
    })
    .where(eq(agencies.id, agency.id))
    .returning();
  return row!;
}

/** A valid create/update body; the name is unique unless given. */
export function agencyPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: `Agencia ${unique()}`,
    legal_name: 'Autos del Norte, S.A. de C.V.',
    rfc: 'ADN050101XY9',
    group_id: null,
    family_id: null,
    package_id: null,
    address: 'Av. Constitución 400 Pte.',
    postal_code: null,
    sepomex_id: null,
    phone: '8181234567',
    whatsapp: '8187654321',
    email: 'ventas@autosdelnorte.mx',
    website: 'https://autosdelnorte.mx',
    is_premium: true,
    is_preowened: true,
    membership_status: 'Activo',
    waba_id: null,
    ...overrides,
  };
}

/** Headers of a user of `role` linked to `agencyIds`, granted `extra` permissions on top of the role's. */
export async function headersFor(
  context: AppContext,
  role: RoleName,
  agencyIds: number[] = [],
  extra: readonly Permission[] = [],
) {
  const db = context.database.db;
  const user = await buildUser(db, { role, agencyIds });
  for (const permission of extra) await grantUserPermission(db, user.id, permission);
  return { user, headers: bearer(await tokenFor(context, user.id)) };
}

export const AGENCY_ADMIN_PERMISSIONS: readonly Permission[] = [
  'list agencies',
  'create agency',
  'update agency',
  'delete agency',
];

export const superadminHeaders = async (context: AppContext) =>
  (await headersFor(context, ROLES.superadmin)).headers;
