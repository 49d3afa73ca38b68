/**
 * What the agency screens call besides the definition's list, record, save and delete (those
 * come from the shared definition through lib/resource-client.ts): the logo card's two calls, at
 * the dealership settings' logo (`?agency=`), checked against its definition.
 */
import { type Agency, type AgencyDetail, agencyLogoResource } from '@vitrina/shared';
import { api } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export type { Agency, AgencyDetail };
export type Logo = AgencyDetail['logo'];

/** One agency's logo through the image pipeline (multipart field `file`), as the image card takes it. */
export const logoCalls = (agencyId: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<Logo> =>
    (
      await uploadFile(agencyLogoResource.api, file, agencyLogoResource.oneAnswer, {
        params: { agency: agencyId },
        onProgress,
      })
    ).data.logo,
  remove: () => api.delete(agencyLogoResource.api, { params: { agency: agencyId } }),
});
