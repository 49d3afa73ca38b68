/**
 * The auth module's public entry: what other modules, plugins and the app may use of it
 * (scripts/boundaries.ts). Everything else in this folder is the module's own business.
 */
export {
  markNotificationRead,
  PROFILE_PARTS,
  purgeExpiredRevocations,
} from './auth.repository';
export { LoginThrottle } from './login-throttle';
export type { Principal, PrincipalRow, ScopeAgency } from './principal.repository';
export { PrincipalCache } from './principal-cache';
export { type SessionUser, startSession } from './sessions';
