/**
 * Roles and the permission catalogue as data (`/roles`, `/roles/{id}/permissions`, `/permissions`):
 * schemas for the forms, the requests and the answers, and each resource's definition.
 * Permission names are what routes and screens compare, so the ones the code uses (PERMISSIONS)
 * never change name; the four built-in roles never change name either (the rules compare them).
 */
import { z } from 'zod';
import { PERMISSION_MODULES, PERMISSIONS, type Permission } from '../permissions';
import { defineResource } from '../resource';
import { nameField, singleSpaced } from '../text';

const timestamps = { created_at: z.string(), updated_at: z.string() };
const description = z.string().trim().max(255).default('');

/** A permission the code compares by name: its name is fixed, its description and module are not. */
export function isCodePermission(name: string): boolean {
  return (PERMISSIONS as readonly string[]).includes(name);
}

// Roles ---------------------------------------------------------------------------------------
export const roleInput = z.object({
  name: nameField(60),
  description,
});
export type RoleInput = z.input<typeof roleInput>;

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  users_count: z.number().int(),
  permissions_count: z.number().int(),
  /** Superadmin, admin, Gerente, Asesor: never renamed nor deleted. */
  built_in: z.boolean(),
  ...timestamps,
});
export const roleResource = defineResource({
  name: 'roles',
  api: '/mi-vitrina/roles',
  screens: { list: '/roles', permissions: '/roles/:id/permissions' },
  owner: 'platform',
  permissions: {
    read: 'read role',
    create: 'create role',
    update: 'update role',
    delete: 'delete role',
    /** The role's grants (`/roles/{id}/permissions`). */
    assign: 'assign permissions',
  },
  sortable: ['name', 'users_count', 'permissions_count', 'created_at', 'updated_at'],
  search: ['name', 'description'],
  schemas: { item: role, input: roleInput },
});

// A role's grants (the matrix) ----------------------------------------------------------------
/** Without these the Superadmin role could never get its grants back: it always keeps them. */
export const SUPERADMIN_KEEPS: readonly Permission[] = ['read role', 'assign permissions'];

export const rolePermissionsInput = z.object({
  permissions: z.array(z.string().trim().min(1).max(80)).max(1000),
});

export const matrixPermission = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  granted: z.boolean(),
  /** False when the signed-in user may not add it (they do not hold it themselves). */
  grantable: z.boolean(),
});
export const matrixModule = z.object({ module: z.string(), permissions: z.array(matrixPermission) });
export const roleMatrix = z.object({
  role: z.object({
    id: z.number().int(),
    name: z.string(),
    built_in: z.boolean(),
    /** False when the role ranks above the signed-in user's (or is Superadmin for a non-Superadmin). */
    editable: z.boolean(),
  }),
  modules: z.array(matrixModule),
});
export const roleMatrixAnswer = z.object({ data: roleMatrix });
export type RoleMatrix = z.infer<typeof roleMatrix>;

// Permissions ---------------------------------------------------------------------------------
/** Lowercase words of letters (Spanish ones included), digits and hyphens: `read role`, `campañas whatsapp`. */
export const PERMISSION_NAME_PATTERN = /^[a-z0-9ñáéíóúü]+(?:[ -][a-z0-9ñáéíóúü]+)*$/;

export const permissionName = z
  .string()
  .toLowerCase()
  .overwrite(singleSpaced)
  .min(1)
  .max(80)
  .pipe(z.string().regex(PERMISSION_NAME_PATTERN, 'roles.permission_name_format'));

export const permissionInput = z.object({
  name: permissionName,
  module: nameField(60),
  description,
});
export type PermissionInput = z.input<typeof permissionInput>;

export const permission = z.object({
  id: z.number().int(),
  name: z.string(),
  module: z.string(),
  description: z.string(),
  roles_count: z.number().int(),
  /** Compared by the code: the name cannot change. */
  built_in: z.boolean(),
  ...timestamps,
});
export const permissionResource = defineResource({
  name: 'permissions',
  api: '/mi-vitrina/permissions',
  screens: { list: '/permissions' },
  owner: 'platform',
  permissions: { read: 'read permission', create: 'create permission', update: 'update permission' },
  sortable: ['name', 'module', 'roles_count', 'created_at', 'updated_at'],
  defaultSort: { field: 'module', direction: 'asc' },
  search: ['name', 'module', 'description'],
  filters: { module: z.string().trim().max(60).optional() },
  /** On PUT an omitted name keeps the permission's name. */
  schemas: { item: permission, input: permissionInput, update: permissionInput.partial({ name: true }) },
});

export const permissionModule = z.object({ module: z.string(), count: z.number().int() });
export const permissionModulesAnswer = z.object({ data: z.array(permissionModule) });

/** Modules in the catalogue's order, then any module created later, alphabetically. */
export function compareModules(a: string, b: string): number {
  const order = Object.keys(PERMISSION_MODULES);
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? order.length : ia) - (ib === -1 ? order.length : ib);
  return a.localeCompare(b, 'es');
}
