/**
 * Route guard and menu decisions of spec §2 and §6, as pure functions over the route and menu
 * tables. The server enforces the same rules (packages/shared/src/rules.ts); these only decide
 * what the browser shows and where it sends the user.
 */
import {
  hasModuleAccess,
  hasPermission,
  isAdmin,
  isMembershipActive,
  type PackagePermission,
  WHATSAPP_CAMPAIGNS,
} from '@vitrina/shared';
import type { Dealership, SessionUser } from './session-rules';

export const HOME_PATH = '/leads/marketplace';
export const LOGIN_PATH = '/';
export const PROFILE_PATH = '/profile';
export const CANNOT_ACCESS_PATH = '/cannot-access';
export const AWAITING_DEALERSHIP_PATH = '/awaiting-dealership';

/** The upgrade prompt, naming the module the package lacks so the commercial offer can mark it. */
export function upgradePath(module?: PackagePermission): string {
  return module ? `${CANNOT_ACCESS_PATH}?module=${encodeURIComponent(module)}` : CANNOT_ACCESS_PATH;
}

export interface AccessMeta {
  /** Public routes skip every check (spec §6). */
  public?: boolean;
  /** Login, register, password reset and the integration hand-off send a signed-in user home. */
  redirectIfSignedIn?: boolean;
  permission?: string;
  packagePermission?: PackagePermission;
  membership?: boolean;
}

/**
 * A verified account that no administrator has linked to a dealership yet (someone who registered
 * on /register): every screen's data is refused by the server (403 `errors.no_agency`), so it
 * only waits, sees its profile and signs out. Administrators work without dealerships.
 */
export function awaitsDealership(user: SessionUser): boolean {
  return !isAdmin(user) && user.agencies.length === 0;
}

export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: Decision = { kind: 'allow' };
const redirect = (to: string): Decision => ({ kind: 'redirect', to });

export function packageAllows(
  user: SessionUser,
  dealership: Dealership | null,
  module: PackagePermission,
): boolean {
  if (!dealership) return isAdmin(user);
  return hasModuleAccess(user, dealership, module);
}

/**
 * Where a route sends this session: unauthenticated → Login; missing permission → Leads
 * Marketplace (or Profile when that is not allowed either, so there is never a loop); inactive
 * membership → Profile; missing package module → /cannot-access?module=<it>. An account awaiting
 * its dealership has only Profile and the waiting page.
 */
export function decideRoute(
  route: AccessMeta & { path: string },
  user: SessionUser | null,
  dealership: Dealership | null,
  canEnter: (path: string) => boolean = () => true,
): Decision {
  if (route.public) return user && route.redirectIfSignedIn ? redirect(HOME_PATH) : allow;
  if (!user) return redirect(LOGIN_PATH);
  // Profile is the last resort of every redirect chain: it never sends anyone elsewhere.
  if (route.path === PROFILE_PATH) return allow;
  if (awaitsDealership(user)) {
    return route.path === AWAITING_DEALERSHIP_PATH ? allow : redirect(AWAITING_DEALERSHIP_PATH);
  }
  if (route.path === AWAITING_DEALERSHIP_PATH) return redirect(HOME_PATH);
  if (route.permission && !hasPermission(user, route.permission)) {
    return redirect(route.path !== HOME_PATH && canEnter(HOME_PATH) ? HOME_PATH : PROFILE_PATH);
  }
  if (route.membership && !isMembershipActive(user, dealership)) return redirect(PROFILE_PATH);
  if (route.packagePermission && !packageAllows(user, dealership, route.packagePermission)) {
    return redirect(route.path === CANNOT_ACCESS_PATH ? PROFILE_PATH : upgradePath(route.packagePermission));
  }
  return allow;
}

export type MenuType = 'multi' | 'single' | 'submulti';

export interface MenuEntry {
  key: string;
  label: string;
  icon?: string;
  type: MenuType;
  to?: string;
  permission?: string;
  packagePermission?: PackagePermission;
  children?: MenuEntry[];
}

export interface VisibleMenuEntry extends Omit<MenuEntry, 'children'> {
  /** The package lacks this module: the entry leads to the upgrade prompt (spec §2 rocket). */
  upgrade: boolean;
  children: VisibleMenuEntry[];
}

/** Spec §2: rockets mark single items whose package permission the current dealership lacks. */
export function needsUpgrade(entry: MenuEntry, user: SessionUser, dealership: Dealership | null): boolean {
  if (!entry.packagePermission || entry.type === 'multi' || entry.type === 'submulti') return false;
  if (isAdmin(user)) return false;
  if (entry.packagePermission === WHATSAPP_CAMPAIGNS && dealership?.waba_id) return false;
  return !packageAllows(user, dealership, entry.packagePermission);
}

/**
 * The menu this session sees: entries whose permission the user holds; groups only when at
 * least one child remains; none for an account awaiting its dealership.
 */
export function visibleMenu(
  entries: readonly MenuEntry[],
  user: SessionUser,
  dealership: Dealership | null,
): VisibleMenuEntry[] {
  const result: VisibleMenuEntry[] = [];
  if (awaitsDealership(user)) return result;
  for (const entry of entries) {
    if (entry.permission && !hasPermission(user, entry.permission)) continue;
    const children = entry.children ? visibleMenu(entry.children, user, dealership) : [];
    if (entry.children && children.length === 0) continue;
    const { children: _, ...rest } = entry;
    result.push({ ...rest, upgrade: needsUpgrade(entry, user, dealership), children });
  }
  return result;
}
