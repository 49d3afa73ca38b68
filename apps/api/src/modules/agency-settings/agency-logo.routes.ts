import { agencyLogoResource, agencyQuery } from '@vitrina/shared';
import type { Module } from '../../context';
import { agencies } from '../../db/schema';
import { audit } from '../../lib/audit';
import { oneAgency } from '../../lib/dealership-rows';
import { notFound } from '../../lib/http-error';
import { readImageUpload, removeQuietly, storageFailure } from '../../lib/image-upload';
import { imageUrls } from '../../lib/image-urls';
import { type ImageLimits, renderVariants, storeImage } from '../../lib/images';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { updateRow } from '../../lib/table-writes';
import { type AgencyLogoRow, findAgencyLogo, lockLiveAgency } from './agency-settings.repository';

const PREFIX = 'agencies/logos';

/**
 * A dealership's logo (`/update-logo` for the current one; the agency form's logo card for any),
 * through the image pipeline: uploading stores the new variants, points the agency at them (with
 * its audit entry, in one transaction), then deletes the old ones.
 */
export const agencyLogoModule: Module = (app, { database: { db }, storage, config }) => {
  // The dealership travels as `?agency=`; non-admins reach only their own.
  const kit = resourceKit(app, agencyLogoResource, {
    db,
    tag: 'agency-settings',
    scope: { read: { agency: 'query' }, update: { agency: 'query' } },
  });
  const url = routeUrl(agencyLogoResource);
  const tags = [kit.tag];
  const limits: ImageLimits = config.uploads;
  const answer = (row: AgencyLogoRow, key: string | null) => ({
    data: { agency_id: row.id, name: row.name, logo: imageUrls(key, storage.publicBase) },
  });
  const response = { 200: agencyLogoResource.oneAnswer, ...errorAnswers };
  const changed = (agencyId: number, before: string | null, after: string | null) => ({
    action: 'update',
    entity: 'agency',
    entityId: agencyId,
    agencyId,
    before: { logo_path: before },
    after: { logo_path: after },
  });

  app.get(
    url,
    {
      config: accessFor(kit, 'read'),
      schema: { tags, summary: "A dealership's logo", querystring: agencyQuery, response },
    },
    async (request) => {
      const row = await findAgencyLogo(db, oneAgency(request.query.agency));
      if (!row) throw notFound();
      return answer(row, row.logo_path);
    },
  );

  app.post(
    url,
    {
      config: accessFor(kit, 'update'),
      schema: {
        tags,
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
          const row = await lockLiveAgency(tx, agencyId);
          if (!row) throw notFound();
          await updateRow(tx, agencies, agencyId, { logo_path: key });
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
    url,
    {
      config: accessFor(kit, 'update'),
      schema: { tags, summary: 'Remove the logo', querystring: agencyQuery, response },
    },
    async (request) => {
      const agencyId = oneAgency(request.query.agency);
      const before = await db.transaction(async (tx) => {
        const row = await lockLiveAgency(tx, agencyId);
        if (!row) throw notFound();
        if (row.logo_path === null) return row;
        await updateRow(tx, agencies, agencyId, { logo_path: null });
        await audit(tx, request, changed(agencyId, row.logo_path, null));
        return row;
      });
      if (before.logo_path) await removeQuietly(request, storage, before.logo_path);
      return answer(before, null);
    },
  );
};
