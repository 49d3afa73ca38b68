/** Dealerships: a bare one, one filled in as the demo has them, and a create/update body. */
import type { MembershipStatus, Permission } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { agencies, packages } from '../../src/db/schema';
import { unique } from './unique';

export interface AgencyOverrides {
  name?: string;
  packageName?: 'Básico' | 'Profesional' | 'Premium' | null;
  membership_status?: MembershipStatus;
  is_premium?: boolean;
  is_preowened?: boolean;
  waba_id?: string | null;
}

export async function buildAgency(db: Db, overrides: AgencyOverrides = {}) {
  const packageName = overrides.packageName === undefined ? 'Premium' : overrides.packageName;
  const [pkg] = packageName ? await db.select().from(packages).where(eq(packages.name, packageName)) : [];
  const [agency] = await db
    .insert(agencies)
    .values({
      name: overrides.name ?? `Agencia ${unique()}`,
      package_id: pkg?.id ?? null,
      membership_status: overrides.membership_status ?? 'Activo',
      is_premium: overrides.is_premium ?? true,
      is_preowened: overrides.is_preowened ?? true,
      waba_id: overrides.waba_id ?? null,
    })
    .returning();
  return agency!;
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

export async function agencyRow(db: Db, id: number) {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
  return row!;
}

/** What an administrator of agencies holds (a Gerente granted them manages their own agencies). */
export const AGENCY_ADMIN_PERMISSIONS: readonly Permission[] = [
  'list agencies',
  'create agency',
  'update agency',
  'delete agency',
];
