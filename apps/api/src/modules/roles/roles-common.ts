/** What the roles and permissions routes share: their paths and access declaration. */
import type { Permission } from '@vitrina/shared';

export const ROLES_PATH = '/api/mi-vitrina/roles';
export const PERMISSIONS_PATH = '/api/mi-vitrina/permissions';

/** Roles and permissions belong to the platform, not to a dealership: only the permission decides. */
export const roleAccess = (permission: Permission) =>
  ({ access: { permission, scope: 'platform' } }) as const;
