/**
 * The roles and permissions calls, typed with the shared schemas and checked against them, through
 * the one API client.
 */
import {
  permission,
  permissionList,
  permissionModulesAnswer,
  type RoleMatrix,
  role,
  roleList,
  roleMatrixAnswer,
} from '@vitrina/shared';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { deleteRecord, fetchList, saveRecord } from '../../lib/resource-api';

export type Role = z.infer<typeof role>;
export type PermissionRecord = z.infer<typeof permission>;
export type { RoleMatrix };

export const rolePaths = {
  roles: '/mi-vitrina/roles',
  permissions: '/mi-vitrina/permissions',
  matrix: (id: number) => `/mi-vitrina/roles/${id}/permissions`,
  exportOf: (listPath: string) => `${listPath}/export`,
};

/** The screens' addresses. */
export const roleScreens = {
  roles: '/roles',
  matrix: (id: number) => `/roles/${id}/permissions`,
  permissions: '/permissions',
};

export const fetchRoles = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Role>(rolePaths.roles, roleList, params, signal);
export const saveRole = (id: number | undefined, values: unknown) =>
  saveRecord(rolePaths.roles, id, values, role);
export const deleteRole = (id: number) => deleteRecord(rolePaths.roles, id);

export async function fetchMatrix(id: number, signal?: AbortSignal): Promise<RoleMatrix> {
  const { data } = await api.get(rolePaths.matrix(id), signal ? { signal } : {});
  return roleMatrixAnswer.parse(data).data;
}

export async function saveMatrix(id: number, permissions: readonly string[]): Promise<RoleMatrix> {
  const { data } = await api.put(rolePaths.matrix(id), { permissions });
  return roleMatrixAnswer.parse(data).data;
}

export const fetchPermissions = (params: ListParams, signal?: AbortSignal) =>
  fetchList<PermissionRecord>(rolePaths.permissions, permissionList, params, signal);
export const savePermission = (id: number | undefined, values: unknown) =>
  saveRecord(rolePaths.permissions, id, values, permission);

export async function fetchPermissionModules(signal?: AbortSignal) {
  const { data } = await api.get(`${rolePaths.permissions}/modules`, signal ? { signal } : {});
  return permissionModulesAnswer.parse(data).data;
}
