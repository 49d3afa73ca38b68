/**
 * What the roles screens call besides each resource's list and save (those come from the shared
 * definitions through lib/resource-client.ts): a role's permission matrix and the permission
 * modules, checked against the shared schemas.
 */
import {
  type permission,
  permissionModulesAnswer,
  permissionResource,
  type RoleMatrix,
  type role,
  roleMatrixAnswer,
  roleResource,
} from '@vitrina/shared';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export type Role = z.infer<typeof role>;
export type PermissionRecord = z.infer<typeof permission>;
export type { RoleMatrix };

const matrixPath = (id: number) => `${roleResource.api}/${id}/permissions`;

export async function fetchMatrix(id: number, signal?: AbortSignal): Promise<RoleMatrix> {
  const { data } = await api.get(matrixPath(id), signal ? { signal } : {});
  return roleMatrixAnswer.parse(data).data;
}

export async function saveMatrix(id: number, permissions: readonly string[]): Promise<RoleMatrix> {
  const { data } = await api.put(matrixPath(id), { permissions });
  return roleMatrixAnswer.parse(data).data;
}

export async function fetchPermissionModules(signal?: AbortSignal) {
  const { data } = await api.get(`${permissionResource.api}/modules`, signal ? { signal } : {});
  return permissionModulesAnswer.parse(data).data;
}
