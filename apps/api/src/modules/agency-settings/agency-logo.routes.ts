import { AGENCY_SETTINGS_PERMISSIONS, agencyLogoAnswer, agencyQuery } from '@vitrina/shared';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { readImageUpload, removeQuietly, storageFailure } from '../../lib/image-upload';
import { imageUrls } from '../../lib/image-urls';
import { type ImageLimits, renderVariants, storeImage } from '../../lib/images';
import { errorAnswers } from '../../lib/route-schemas';
import {
  type AgencyLogoRow,
  findAgencyLogo,
  lockAgencyLogo,
  saveAgencyLogo,
} from './agency-settings.repository';
import { agencyAccess, BASE, oneAgency, TAGS } from './agency-settings-common';

const LOGO = `${BASE}/logo`;
const PREFIX = 'agencies/logos';
const { read, update } = AGENCY_SETTINGS_PERMISSIONS.logo;

/**
 * A dealership's logo (`/update-logo` for the current one; the agency form's logo card for any),
 * through the image pipeline: uploading stores the new variants, points the agency at them (with
 * its audit entry, in one transaction), then deletes the old ones.
 */
export const agencyLogoModule: Module = (app, { database, storage, config }) => {
  const { db } = database;
  const limits: ImageLimits = config.uploads;
  const answer = (row: AgencyLogoRow, key: string | null) => ({
    data: { agency_id: row.agency_id, name: row.name, logo: imageUrls(key, storage.publicBase) },
  });
  const response = { 200: agencyLogoAnswer, ...errorAnswers };
  const changed = (agencyId: number, before: string | null, after: string | null) => ({
    action: 'update',
    entity: 'agency',
    entityId: agencyId,
    agencyId,
    before: { logo_path: before },
    after: { logo_path: after },
  });

  app.get(
    LOGO,
    {
      config: agencyAccess(read),
      schema: { tags: TAGS, summary: "A dealership's logo", querystring: agencyQuery, response },
    },
    async (request) => {
      const row = await findAgencyLogo(db, oneAgency(request.query.agency));
      if (!row) throw notFound();
      return answer(row, row.logo_path);
    },
  );

  app.post(
    LOGO,
    {
      config: agencyAccess(update),
      schema: {
        tags: TAGS,
        summary: 'Upload the logo (multipart field "file": JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        querystring: agencyQuery,
        response,
      },
    },
    async (request) => {
      const agencyId = oneAgency(request.query.agency);
      if (!(await findAgencyLogo(db, agencyId))) throw notFound();

      const variants = await renderVariants(await readImageUpload(request, limits), limits);
      let key: string;
      try {
        key = await storeImage(storage, PREFIX, variants);
      } catch (error) {
        throw storageFailure(request, error);
      }

      let before: AgencyLogoRow;
      try {
        before = await db.transaction(async (tx) => {
          const row = await lockAgencyLogo(tx, agencyId);
          if (!row) throw notFound();
          await saveAgencyLogo(tx, agencyId, key);
          await audit(tx, request, changed(agencyId, row.logo_path, key));
          return row;
        });
      } catch (error) {
        await removeQuietly(request, storage, key);
        throw error;
      }
      if (before.logo_path) await removeQuietly(request, storage, before.logo_path);
      return answer(before, key);
    },
  );

  app.delete(
    LOGO,
    {
      config: agencyAccess(update),
      schema: { tags: TAGS, summary: 'Remove the logo', querystring: agencyQuery, response },
    },
    async (request) => {
      const agencyId = oneAgency(request.query.agency);
      const before = await db.transaction(async (tx) => {
        const row = await lockAgencyLogo(tx, agencyId);
        if (!row) throw notFound();
        if (row.logo_path === null) return row;
        await saveAgencyLogo(tx, agencyId, null);
        await audit(tx, request, changed(agencyId, row.logo_path, null));
        return row;
      });
      if (before.logo_path) await removeQuietly(request, storage, before.logo_path);
      return answer(before, null);
    },
  );
};
