/**
 * What the ingestion route declares beyond its API key (plugins/access.ts): a key sends leads to
 * its own dealership alone.
 */
import { forbidden } from '../../lib/http-error';
import type { AccessRule, KeyHolder } from '../../plugins/access';

/**
 * A JSON lead's `agency_id`, when sent, is the key's dealership (403 otherwise); an ADF file
 * names none, and its leads go to the key's.
 */
export const keyDealershipOnly: AccessRule<KeyHolder> = {
  name: 'lead_ingestion.key-dealership-only',
  check(request, key) {
    const agencyId = (request.body as { agency_id?: number } | undefined)?.agency_id;
    if (agencyId !== undefined && agencyId !== key.agencyId)
      throw forbidden('lead_ingestion.agency_mismatch');
  },
};
