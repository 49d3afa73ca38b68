import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPluginRoute } from '../src/plugins/access';
import { accountRows } from './authz/account.rows';
import { agencyRows } from './authz/agencies.rows';
import { agencySettingsRows } from './authz/agency-settings.rows';
import { auctionRows } from './authz/auctions.rows';
import { bannerRows } from './authz/banners.rows';
import { buyerAlertRows, MATRIX_MARKETPLACE_KEY } from './authz/buyer-alerts.rows';
import { catalogImagesRows } from './authz/catalog-images.rows';
import { catalogUploadRows } from './authz/catalog-upload.rows';
import { catalogRows } from './authz/catalogs.rows';
import { commercialOfferRows } from './authz/commercial-offer.rows';
import { contentRows } from './authz/content.rows';
import { coreRows } from './authz/core.rows';
import { dealershipSetRows } from './authz/dealership-sets.rows';
import { externalSignInRows } from './authz/external-sign-in.rows';
import { inventoryRows } from './authz/inventory.rows';
import { leadAutomationRows } from './authz/lead-automation.rows';
import { leadIngestionRows } from './authz/lead-ingestion.rows';
import { leadRows } from './authz/leads.rows';
import { newInventoryRows } from './authz/new-inventory.rows';
import { notificationRows } from './authz/notifications.rows';
import { packageRows } from './authz/packages.rows';
import { popupRows } from './authz/popups.rows';
import { realtimeRows } from './authz/realtime.rows';
import { roleRows } from './authz/roles.rows';
import type { RowSet } from './authz/rows';
import { sepomexRows } from './authz/sepomex.rows';
import { userRows } from './authz/users.rows';
import { vehiclePhotoRows } from './authz/vehicle-photos.rows';
import { verificationRows } from './authz/verification.rows';
import { bearer, buildTestApp, type TestApp } from './build-test-app';
import { tokenFor } from './factories';
import { buildWorld, PRINCIPALS, type World } from './principals';

/**
 * The authorization matrix: every route the application registers must appear in a row set
 * with the status each principal gets, against objects of dealership A and dealership B. A new
 * route without rows fails the first test.
 */

/** Row sets: one line per module. */
const ROW_SETS: RowSet[] = [
  coreRows,
  notificationRows,
  accountRows,
  catalogRows,
  catalogImagesRows,
  catalogUploadRows,
  sepomexRows,
  agencyRows,
  agencySettingsRows,
  dealershipSetRows,
  packageRows,
  userRows,
  roleRows,
  inventoryRows,
  leadRows,
  leadIngestionRows,
  leadAutomationRows,
  vehiclePhotoRows,
  newInventoryRows,
  realtimeRows,
  externalSignInRows,
  bannerRows,
  contentRows,
  popupRows,
  commercialOfferRows,
  verificationRows,
  buyerAlertRows,
  auctionRows,
];

const ROWS = ROW_SETS.flatMap((set) => set.rows);

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await buildTestApp({ MARKETPLACE_API_KEY: MATRIX_MARKETPLACE_KEY });
  world = await buildWorld(t);
  for (const set of ROW_SETS) await set.setup?.(t, world);
});
afterAll(() => t.close());

it('has a declaration and rows for every registered route', () => {
  const covered = new Set(ROWS.map((row) => row.route));
  const routes = t.app.routeCatalogue.filter((route) => route.method !== 'HEAD');
  const missing = routes
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => !covered.has(key) && !isPublicPluginRoute(key.split(' ')[1] ?? ''));
  expect(missing).toEqual([]);
  for (const route of routes) expect(route.access).toBeDefined();
});

it('has rows only for registered routes (generated rows follow their definition)', () => {
  const registered = new Set(t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`));
  const stale = ROWS.map((row) => row.route).filter(
    (route) => !registered.has(route) && !isPublicPluginRoute(route.split(' ')[1] ?? ''),
  );
  expect(stale).toEqual([]);
});

it('has a row showing each named rule the routes declare, on a route that declares it', () => {
  const declared = new Map<string, string[]>();
  for (const route of t.app.routeCatalogue) {
    declared.set(`${route.method} ${route.url}`, route.rules);
  }
  const shown = new Set<string>();
  for (const row of ROWS) {
    for (const rule of row.rules ?? []) {
      expect(declared.get(row.route), `${row.route} declares ${rule}`).toContain(rule);
      shown.add(rule);
    }
  }
  const rules = new Set(t.app.routeCatalogue.flatMap((route) => route.rules));
  expect([...rules].filter((rule) => !shown.has(rule)).sort()).toEqual([]);
});

describe.each(ROWS)('$route — $title', (row) => {
  it.each(PRINCIPALS)('%s', async (who) => {
    // A fresh token per request: refresh, password change and sign-out revoke the one they use.
    const userId = who === 'anonymous' ? undefined : world.users[who].id;
    const token = userId ? await tokenFor(t.context, userId) : undefined;
    const options = row.request(world, who);
    const response = await t.app.inject({
      ...options,
      headers: { ...options.headers, ...(token ? bearer(token) : {}) },
    });
    expect(response.statusCode, response.body).toBe(row.expect[who]);
  });
});
