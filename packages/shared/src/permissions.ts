/**
 * The permission catalogue. Names of the specification are kept verbatim (including its
 * inconsistencies, e.g. `brand-new inventory`, `campañas whatsapp`): the browser and the
 * server compare these strings, and existing role data uses them. Write permissions the
 * specification does not list follow its pattern (`create inventory`, `update lead`, …).
 */

export const ROLES = {
  superadmin: 'Superadmin',
  admin: 'admin',
  manager: 'Gerente',
  advisor: 'Asesor',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES: readonly RoleName[] = Object.values(ROLES);

/** Rank used by escalation rules: nobody grants a role ranked above their own. */
export const ROLE_RANK: Record<RoleName, number> = {
  Superadmin: 4,
  admin: 3,
  Gerente: 2,
  Asesor: 1,
};

/** A role's rank for those rules; a role created later on `/roles` ranks below every built-in one. */
export function roleRank(name: string): number {
  return (ROLE_RANK as Record<string, number>)[name] ?? 0;
}

export function isBuiltInRole(name: string): name is RoleName {
  return name in ROLE_RANK;
}

/** Permission names grouped by the module they belong to (the `/permissions` screen groups by it). */
export const PERMISSION_MODULES = {
  profile: ['read profile'],
  agencies: ['list agencies', 'create agency', 'update agency', 'delete agency'],
  'dealership groups': [
    'read dealership group',
    'create dealership group',
    'update dealership group',
    'delete dealership group',
  ],
  'dealership families': [
    'read dealership family',
    'create dealership family',
    'update dealership family',
    'delete dealership family',
  ],
  users: ['read users', 'create users', 'update users', 'delete users'],
  managers: ['list managers', 'create managers', 'update managers'],
  roles: ['read role', 'create role', 'update role', 'delete role', 'assign permissions'],
  permissions: ['read permission', 'create permission', 'update permission'],
  'used inventory': [
    'list inventory',
    'show inventory',
    'create inventory',
    'update inventory',
    'delete inventory',
    'read inventory sold',
  ],
  'new inventory': [
    'brand-new inventory',
    'create brand-new inventory',
    'update brand-new inventory',
    'delete brand-new inventory',
  ],
  leads: [
    'list marketplace leads',
    'list find-brand-new-vehicles leads',
    'list find-used-vehicles leads',
    'list auction-bid leads',
    'list vehicle-service leads',
    'list tinsmithing-and-painting leads',
    'list vehicle-car-parts leads',
    'list appointments leads',
    'list facebook leads',
    'create lead',
    'update lead',
    'assign lead',
    'delete lead',
    'merge leads',
    'read lead settings',
    'update lead settings',
  ],
  'forward leads': ['view menu forward leads', 'forward leads'],
  auctions: [
    'read active-auctions',
    'create auction bid',
    'read auctions',
    'create auctions',
    'update auctions',
    'cancel auctions',
  ],
  'marketplace alerts': ['read find-cars', 'create find-cars offer'],
  verification: ['read verification', 'create verification'],
  banners: [
    'banners',
    'read home banners',
    'read banners catalog',
    'create banners',
    'update banners',
    'delete banners',
  ],
  logo: ['read logo', 'update logo'],
  'brand catalog': [
    'read brand catalog',
    'create brand catalog',
    'update brand catalog',
    'delete brand catalog',
  ],
  'model catalog': [
    'read model catalog',
    'create model catalog',
    'update model catalog',
    'delete model catalog',
  ],
  bodies: ['read bodies', 'create bodies', 'update bodies', 'delete bodies'],
  integrations: ['read integrations', 'update integrations'],
  analytics: [
    'read analytics general',
    'read analytics used vehicles',
    'read analytics new vehicles',
    'read ad-analytic',
  ],
  'packages and promotions': [
    'read promotions',
    'create promotions',
    'update promotions',
    'delete promotions',
    'create packages',
    'update packages',
    'delete packages',
  ],
  'new vehicle photos': [
    'read new vehicles photo',
    'create new vehicles photo',
    'update new vehicles photo',
    'delete new vehicles photo',
  ],
  billing: ['read billing', 'update billing'],
  popups: ['read popups', 'create popups', 'update popups', 'delete popups'],
  tutorials: [
    'read tutorials',
    'read internal-tutorials',
    'create tutorials',
    'update tutorials',
    'delete tutorials',
  ],
  'commercial offer': [
    'read commercial offer used',
    'read commercial offer new vehicle',
    'update commercial offer',
  ],
  'meta conditionals': ['read meta-conditionals', 'update meta-conditionals'],
  reports: ['read reports'],
  blog: ['read blog', 'create blog', 'update blog', 'delete blog'],
  whatsapp: ['campañas whatsapp', 'send whatsapp campaigns'],
  'vehicle limits': ['read used vehicles number', 'update used vehicles number'],
  menu: ['view menu settings', 'view menu clients'],
  audit: ['read audit log', 'read mail outbox'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionModule = keyof typeof PERMISSION_MODULES;
export type Permission = (typeof PERMISSION_MODULES)[PermissionModule][number];

export const PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_MODULES).flat();

export const PERMISSION_MODULE_OF = Object.fromEntries(
  Object.entries(PERMISSION_MODULES).flatMap(([module, names]) => names.map((name) => [name, module])),
) as Record<Permission, PermissionModule>;

/** Spec §6: "Dashboard permission is always allowed". */
export const ALWAYS_ALLOWED_PERMISSION = 'dashboard';

/**
 * Package permissions: what a dealership's package unlocks (its `permissions_for_package`).
 * `campañas whatsapp` is both a user permission and a package permission, as in the specification.
 */
export const PACKAGE_PERMISSIONS = [
  'view auctions',
  'view marketplace alerts',
  'view used vehicles leads',
  'view new vehicles leads',
  'view marketplace alerts leads',
  'view auction bid leads',
  'view vehicle service leads',
  'view auto body-and-paint leads',
  'view vehicle-car-parts leads',
  'view appointments leads',
  'view facebook leads',
  'view used vehicles',
  'view new vehicles',
  'view mercado libre',
  'view meta catalogs',
  'view menu integrations',
  'view analytics general',
  'view analytics cardealership and members',
  'view tutorials',
  'view commercial offer used vehicles',
  'view commercial offer new vehicles',
  'campañas whatsapp',
] as const;

export type PackagePermission = (typeof PACKAGE_PERMISSIONS)[number];

export const WHATSAPP_CAMPAIGNS: PackagePermission & Permission = 'campañas whatsapp';

export function isPackagePermission(value: string): value is PackagePermission {
  return (PACKAGE_PERMISSIONS as readonly string[]).includes(value);
}
