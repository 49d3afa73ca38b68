import { PERMISSIONS, type Permission, ROLES, type RoleName } from './permissions';

/** Everything a dealership's sales person works with day to day. */
const ADVISOR: readonly Permission[] = [
  'read profile',
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
  'list inventory',
  'show inventory',
  'brand-new inventory',
  'read find-cars',
  'create find-cars offer',
  'read active-auctions',
  'read verification',
  'read tutorials',
];

/** A manager runs their dealerships: inventory, leads, advisors, integrations, billing. */
const MANAGER: readonly Permission[] = [
  ...ADVISOR,
  'assign lead',
  'delete lead',
  'merge leads',
  'read lead settings',
  'update lead settings',
  'create inventory',
  'update inventory',
  'delete inventory',
  'read inventory sold',
  'create brand-new inventory',
  'update brand-new inventory',
  'delete brand-new inventory',
  'create auction bid',
  'create verification',
  'read logo',
  'update logo',
  'read users',
  'create users',
  'update users',
  'read integrations',
  'update integrations',
  'read analytics general',
  'read analytics used vehicles',
  'read analytics new vehicles',
  'read ad-analytic',
  'read billing',
  'read commercial offer used',
  'read commercial offer new vehicle',
  'read meta-conditionals',
  'update meta-conditionals',
  'read reports',
  'campañas whatsapp',
  'send whatsapp campaigns',
  'read used vehicles number',
  // The Configuración group holds the manager's own screens (logo, billing, reports, users…);
  // each entry inside still needs its own permission.
  'view menu settings',
];

/** Platform staff: everything except editing the permission catalogue itself. */
const ADMIN: readonly Permission[] = PERMISSIONS.filter(
  (name) => name !== 'create permission' && name !== 'update permission',
);

export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  [ROLES.superadmin]: PERMISSIONS,
  [ROLES.admin]: ADMIN,
  [ROLES.manager]: MANAGER,
  [ROLES.advisor]: ADVISOR,
};
