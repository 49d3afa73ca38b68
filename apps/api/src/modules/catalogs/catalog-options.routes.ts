import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import { queryRows } from '../../db/query';
import { errorAnswer, requiredId } from '../../lib/route-schemas';
import { SIGNED_IN_PLATFORM_ACCESS } from '../../plugins/access';
import { CATALOGS } from './catalog-common';

const OPTIONS = `${CATALOGS}/options`;
const optionList = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
const response = { 200: optionList, 422: errorAnswer };

/**
 * Pickers are for every signed-in user: a manager's inventory form picks brand, model, version
 * and year without being allowed to edit the catalog. Catalog names are not confidential.
 */
const PICKER_ACCESS = { access: SIGNED_IN_PLATFORM_ACCESS } as const;

/**
 * The cascading pickers other modules use (brand → model → version → year, and body types):
 * `{ data: [{ id, name }] }` by name (years newest first). Active entries only: deactivating an
 * entry takes it out of every picker but keeps it where it is already used.
 */
export const catalogOptionsModule: Module = (app, { database }) => {
  const { db } = database;
  const list = (query: SQL) => queryRows<{ id: number; name: string }>(db, query);

  app.get(
    `${OPTIONS}/brands`,
    {
      config: PICKER_ACCESS,
      schema: { tags: ['catalogs'], summary: 'Active brands for pickers', response },
    },
    async () => ({
      data: await list(
        sql`select id, name from catalog_brands where active order by vitrina_unaccent(lower(name)), id`,
      ),
    }),
  );

  app.get(
    `${OPTIONS}/bodies`,
    {
      config: PICKER_ACCESS,
      schema: { tags: ['catalogs'], summary: 'Active body types for pickers', response },
    },
    async () => ({
      data: await list(
        sql`select id, name from catalog_bodies where active order by vitrina_unaccent(lower(name)), id`,
      ),
    }),
  );

  app.get(
    `${OPTIONS}/models`,
    {
      config: PICKER_ACCESS,
      schema: {
        tags: ['catalogs'],
        summary: 'Active models of a brand for pickers',
        querystring: z.object({ brand_id: requiredId }),
        response,
      },
    },
    async (request) => ({
      data: await list(
        sql`select id, name from catalog_models where brand_id = ${request.query.brand_id} and active
            order by vitrina_unaccent(lower(name)), id`,
      ),
    }),
  );

  app.get(
    `${OPTIONS}/versions`,
    {
      config: PICKER_ACCESS,
      schema: {
        tags: ['catalogs'],
        summary: 'Active versions of a model for pickers',
        querystring: z.object({ model_id: requiredId }),
        response,
      },
    },
    async (request) => ({
      data: await list(
        sql`select id, name from catalog_versions where model_id = ${request.query.model_id} and active
            order by vitrina_unaccent(lower(name)), id`,
      ),
    }),
  );

  app.get(
    `${OPTIONS}/years`,
    {
      config: PICKER_ACCESS,
      schema: {
        tags: ['catalogs'],
        summary: 'Active model years of a version for pickers, newest first',
        querystring: z.object({ version_id: requiredId }),
        response,
      },
    },
    async (request) => ({
      data: await list(
        sql`select id, year::text as name from catalog_years where version_id = ${request.query.version_id}
            and active order by year desc`,
      ),
    }),
  );
};
