import { seedSepomexSample } from '../../src/db/seed/sepomex-seed';
import { dealershipUsers, type RowSet } from './rows';

const SEARCH = '/api/sepomex/search-states-by-zip-code';

/** The catalogue is platform data: every signed-in user may look postal codes up. */
export const sepomexRows: RowSet = {
  name: 'SEPOMEX postal codes',
  async setup(t) {
    await t.context.database.db.transaction((tx) => seedSepomexSample(tx));
  },
  rows: [
    {
      route: `POST ${SEARCH}`,
      title: 'look up a postal code of the sample',
      request: () => ({ method: 'POST', url: SEARCH, payload: { postal_code: '11560' } }),
      expect: dealershipUsers(200),
    },
    {
      route: `POST ${SEARCH}`,
      title: 'a malformed postal code is a validation error for anyone signed in',
      request: () => ({ method: 'POST', url: SEARCH, payload: { postal_code: '115' } }),
      expect: dealershipUsers(422),
    },
  ],
};
