/**
 * The agency calls of spec §7 (list, one, create/update, delete), the pickers the form needs
 * (groups, families, packages) and the logo, through the one API client, checked against the
 * shared schemas.
 */
import { type Agency, type AgencyDetail, agencyDetail, agencyList } from '@vitrina/shared';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { deleteRecord, fetchList, fetchOne, saveRecord } from '../../lib/resource-api';

export type { Agency, AgencyDetail };
export type Logo = AgencyDetail['logo'];
export interface Option {
  label: string;
  value: number;
}

const BASE = '/mi-vitrina/agencies';

export const agencyPaths = {
  list: BASE,
  export: `${BASE}/export`,
  logo: '/mi-vitrina/agency-settings/logo',
};

/** The screens of this feature. */
export const agencyScreens = {
  list: '/agencies',
  create: '/agencies/form',
  edit: (id: number) => `/agencies/form/${id}`,
};

export const fetchAgencies = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Agency>(BASE, agencyList, params, signal);
export const fetchAgency = (id: number, signal?: AbortSignal) =>
  fetchOne(`${BASE}/${id}`, agencyDetail, signal);
export const saveAgency = (id: number | undefined, values: unknown) =>
  saveRecord(BASE, id, values, agencyDetail);
export const deleteAgency = (id: number) => deleteRecord(BASE, id);

/** The logo through the image pipeline (multipart field `file`); answers the stored variants. */
export async function uploadLogo(
  agencyId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<Logo> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<{ data: { logo: Logo } }>(agencyPaths.logo, form, {
    params: { agency: agencyId },
    ...(onProgress
      ? { onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0) }
      : {}),
  });
  return data.data.logo;
}

export async function removeLogo(agencyId: number): Promise<void> {
  await api.delete(agencyPaths.logo, { params: { agency: agencyId } });
}
