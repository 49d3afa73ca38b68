import {
  DEFAULT_ROLE_PERMISSIONS,
  PACKAGE_PERMISSIONS,
  type PackagePermission,
  PERMISSION_MODULE_OF,
  PERMISSIONS,
  ROLE_NAMES,
} from '@vitrina/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { packagePermissions, packages, permissions, rolePermissions, roles } from '../schema';

const ROLE_DESCRIPTIONS: Record<string, string> = {
  Superadmin: 'Administración total de la plataforma',
  admin: 'Personal de la plataforma',
  Gerente: 'Dirige una o más agencias',
  Asesor: 'Asesor de ventas de una agencia',
};

const USED: PackagePermission[] = [
  'view used vehicles',
  'view used vehicles leads',
  'view marketplace alerts',
  'view marketplace alerts leads',
  'view tutorials',
  'view commercial offer used vehicles',
];

const PROFESSIONAL: PackagePermission[] = [
  ...USED,
  'view auctions',
  'view auction bid leads',
  'view vehicle service leads',
  'view appointments leads',
  'view facebook leads',
  'view menu integrations',
  'view meta catalogs',
  'view analytics general',
];

/** The packages a platform starts with; administrators edit them afterwards. */
export const DEFAULT_PACKAGES = [
  {
    name: 'Básico',
    description: 'Publicación de seminuevos y sus leads',
    monthly_price_cents: 349_900,
    used_vehicle_limit: 30,
    new_vehicle_limit: 0,
    permissions: USED,
  },
  {
    name: 'Profesional',
    description: 'Seminuevos, subastas, servicio, citas, Facebook e integraciones',
    monthly_price_cents: 899_900,
    used_vehicle_limit: 120,
    new_vehicle_limit: 60,
    permissions: PROFESSIONAL,
  },
  {
    name: 'Premium',
    description: 'Todos los módulos de Vitrina',
    monthly_price_cents: 1_799_900,
    used_vehicle_limit: 500,
    new_vehicle_limit: 300,
    permissions: [...PACKAGE_PERMISSIONS],
  },
];

/**
 * Roles, permissions and packages: seeded on every start, on every database. Idempotent and
 * respectful of later edits: a role receives its default permissions only for permissions new
 * to this database, so a permission an administrator removed stays removed; a package gets
 * its permissions only when it is created.
 */
export async function seedCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] ?? '' })))
    .onConflictDoNothing();

  const inserted = await tx
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name, module: PERMISSION_MODULE_OF[name] })))
    .onConflictDoNothing()
    .returning({ id: permissions.id, name: permissions.name });

  if (inserted.length > 0) {
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.name, [...ROLE_NAMES]));
    const grants = roleRows.flatMap((role) => {
      const defaults = new Set<string>(
        DEFAULT_ROLE_PERMISSIONS[role.name as keyof typeof DEFAULT_ROLE_PERMISSIONS] ?? [],
      );
      return inserted
        .filter((p) => defaults.has(p.name))
        .map((p) => ({ role_id: role.id, permission_id: p.id }));
    });
    if (grants.length > 0) await tx.insert(rolePermissions).values(grants).onConflictDoNothing();
  }

  for (const { permissions: names, ...row } of DEFAULT_PACKAGES) {
    const [created] = await tx
      .insert(packages)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: packages.id });
    if (created) {
      await tx
        .insert(packagePermissions)
        .values(names.map((permission) => ({ package_id: created.id, permission })));
    }
  }
}
