import { agencyLogoResource, agencyQuery } from '@vitrina/shared';
import type { Module } from '../../context';
import { agencies } from '../../db/schema';
import { oneAgency } from '../../lib/dealership-rows';
import { notFound } from '../../lib/http-error';
import { imageUrls } from '../../lib/image-urls';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { imageFile } from '../../lib/stored-file';
import { storedFileRoutes } from '../../lib/stored-file-routes';
import { findAgencyLogo, lockLiveAgency } from './agency-settings.repository';

const PREFIX = 'agencies/logos';

/**
 * A dealership's logo (`/update-logo` for the current one; the agency form's logo card for any),
 * through the image pipeline and the stored file routes: uploading replaces the previous logo,
 * removing an absent one changes nothing.
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
  const answer = (row: { id: number; name: string; logo_path: string | null }) => ({
    data: { agency_id: row.id, name: row.name, logo: imageUrls(row.logo_path, storage.publicBase) },
  });
  const response = { 200: agencyLogoResource.oneAnswer, ...errorAnswers };

  app.get(
    url,
    {
      config: accessFor(kit, 'read'),
      schema: { tags, summary: "A dealership's logo", querystring: agencyQuery, response },
    },
    async (request) => {
      const row = await findAgencyLogo(db, oneAgency(request.query.agency));
      if (!row) throw notFound();
      return answer(row);
    },
  );

  storedFileRoutes(app, db, storage, {
    url,
    config: accessFor(kit, 'update'),
    tags,
    summary: {
      upload: 'Upload the logo (multipart field "file": JPEG, PNG or WebP)',
      remove: 'Remove the logo',
    },
    names: { querystring: agencyQuery },
    response,
    kind: imageFile(config.uploads),
    table: agencies,
    entity: 'agency',
    slot: ({ agency }) => ({ id: oneAgency(agency), column: 'logo_path', prefix: PREFIX }),
    exists: async (from, id) => (await findAgencyLogo(from, id)) !== undefined,
    lock: lockLiveAgency,
    agencyOf: (row) => row.id,
    answer,
  });
};
