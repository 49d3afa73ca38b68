import { SEPOMEX_SEARCH_PATH, sepomexSearchAnswer, sepomexSearchInput } from '@vitrina/shared';
import type { Module } from '../../context';
import { errorAnswer } from '../../lib/route-schemas';
import { SIGNED_IN_PLATFORM_ACCESS } from '../../plugins/access';
import { findSettlements } from './sepomex.repository';

/**
 * SEPOMEX postal codes (spec §7): the settlements of a postal code, for the address fields of
 * any form. The catalogue belongs to no dealership; any signed-in user may look codes up.
 */
export const sepomexModule: Module = (app, { database }) => {
  app.post(
    `/api${SEPOMEX_SEARCH_PATH}`,
    {
      config: { access: SIGNED_IN_PLATFORM_ACCESS },
      schema: {
        tags: ['sepomex'],
        summary: 'Settlements, municipality, city and state of a postal code',
        body: sepomexSearchInput,
        response: { 200: sepomexSearchAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const data = await findSettlements(database.db, request.body.postal_code);
      return { found: data.length > 0, data };
    },
  );
};
