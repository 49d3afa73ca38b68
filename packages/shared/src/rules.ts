/**
 * The access rules of spec §6, written once and used by the server (authorization) and the
 * browser (guards, menu). Pure functions over plain data.
 */
import { ALWAYS_ALLOWED_PERMISSION, type PackagePermission, ROLES, WHATSAPP_CAMPAIGNS } from './permissions';

/** The specification mixes numeric and boolean flags (`is_premium 1` for "Todas"). */
export type Flag = boolean | 0 | 1;

export const SUSPENDED = 'Suspendido';
export const MEMBERSHIP_STATUSES = ['Activo', 'Prueba', SUSPENDED, 'Cancelado'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const USER_ACTIVE = 1;
export const USER_DISABLED = -1;

export interface RuleUser {
  role: string;
  permissions: readonly string[];
  status: number;
  is_premium: Flag;
  is_preowened: Flag;
}

export interface RuleDealership {
  id: number;
  is_premium: Flag;
  is_preowened: Flag;
  /** A status name, or 1 for the "Todas" pseudo-dealership. */
  membership_status: MembershipStatus | 1;
  permissions_for_package?: readonly string[];
  waba_id?: string | null;
}

/** The pseudo-dealership "Todas" (spec §3): id 0, every flag on, membership 1. */
export const ALL_DEALERSHIPS = {
  id: 0,
  name: 'Todas',
  group: 'Todas',
  is_premium: 1,
  is_preowened: 1,
  membership_status: 1,
} as const;

export function isAdmin(user: Pick<RuleUser, 'role'>): boolean {
  return user.role === ROLES.superadmin || user.role === ROLES.admin;
}

export function isManager(user: Pick<RuleUser, 'role'>): boolean {
  return user.role === ROLES.manager;
}

/** Spec §6: "'Except manager' is true for anyone not Gerente". */
export function exceptManager(user: Pick<RuleUser, 'role'>): boolean {
  return !isManager(user);
}

export function hasPermission(user: Pick<RuleUser, 'permissions'>, permission: string): boolean {
  return permission === ALWAYS_ALLOWED_PERMISSION || user.permissions.includes(permission);
}

export function isSuspended(dealership: Pick<RuleDealership, 'membership_status'>): boolean {
  return dealership.membership_status === SUSPENDED;
}

/** Spec §6 "Membership active": admins always; advisors unless disabled; others unless suspended. */
export function isMembershipActive(
  user: Pick<RuleUser, 'role' | 'status'>,
  dealership: Pick<RuleDealership, 'membership_status'> | null,
): boolean {
  if (isAdmin(user)) return true;
  if (user.role === ROLES.advisor) return user.status !== USER_DISABLED;
  return dealership !== null && !isSuspended(dealership);
}

export function canViewNewVehicles(
  user: Pick<RuleUser, 'role' | 'is_premium'>,
  dealership: Pick<RuleDealership, 'is_premium'> | null,
): boolean {
  return isAdmin(user) || (Boolean(user.is_premium) && Boolean(dealership?.is_premium));
}

export function canViewUsedVehicles(
  user: Pick<RuleUser, 'role' | 'is_preowened'>,
  dealership: Pick<RuleDealership, 'is_preowened'> | null,
): boolean {
  return isAdmin(user) || (Boolean(user.is_preowened) && Boolean(dealership?.is_preowened));
}

/** Spec §6 "Module access": admins always; WhatsApp with a waba_id; else the dealership's package. */
export function hasModuleAccess(
  user: Pick<RuleUser, 'role' | 'is_premium' | 'is_preowened'>,
  dealership: Pick<
    RuleDealership,
    'permissions_for_package' | 'waba_id' | 'is_premium' | 'is_preowened'
  > | null,
  module: PackagePermission,
): boolean {
  if (isAdmin(user)) return true;
  if (!dealership) return false;
  if (module === WHATSAPP_CAMPAIGNS && dealership.waba_id) return true;
  if (!(dealership.permissions_for_package ?? []).includes(module)) return false;
  // Spec §6 ties the two inventories to the user's and the dealership's flags as well as the package.
  if (module === 'view new vehicles') return canViewNewVehicles(user, dealership);
  if (module === 'view used vehicles') return canViewUsedVehicles(user, dealership);
  return true;
}
