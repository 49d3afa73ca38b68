/**
 * What the agency screens call besides the definition's list, record, save and delete (those
 * come from the shared definition through lib/resource-client.ts): the logo card's two calls, at
 * the dealership settings' logo (`?agency=`), checked against its definition.
 */
import { type Agency, type AgencyDetail, agencyLogoResource } from '@vitrina/shared';
import { api } from '../../lib/api-client';

export type { Agency, AgencyDetail };
export type Logo = AgencyDetail['logo'];

/** One agency's logo through the image pipeline (multipart field `file`), as the image card takes it. */
export const logoCalls = (agencyId: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<Logo> => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await api.post(agencyLogoResource.api, form, {
      params: { agency: agencyId },
      onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0),
    });
    return agencyLogoResource.oneAnswer.parse(data).data.logo;
  },
  remove: () => api.delete(agencyLogoResource.api, { params: { agency: agencyId } }),
});
