import { agencyLogoResource, vehicleLimitResource } from '@vitrina/shared';
import type { InjectOptions } from 'fastify';
import { fileUpload } from '../image-fixtures';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName, World } from '../principals';
import { type Expectation, onlyFor, type Row, type RowSet } from './rows';

const LOGO = apiPath(agencyLogoResource);
const LIMITS = apiPath(vehicleLimitResource);
/** No dealership has this id: administrators reach the handler and get 404. */
const MISSING = 987_654;

type Target = 'A' | 'B' | 'none' | 'todas';
const agencyId = (world: World, target: Target) =>
  target === 'A' ? world.agencyA.id : target === 'B' ? world.agencyB.id : target === 'none' ? MISSING : 0;

/**
 * Administrators get `admins` everywhere; the Gerente of A gets `gerente` (their own dealership,
 * or refused elsewhere); the Asesor holds neither permission, and the Gerente without a dealership
 * is refused for having none.
 */
const expect = (admins: number, gerente: number): Expectation => ({
  ...onlyFor(['superadmin', 'admin'], admins),
  gerenteA: gerente,
});

/** Not an image: whoever passes the access checks gets the pipeline's 422, and nothing is stored. */
const notAnImage = fileUpload('esto no es una imagen', 'logo.png', 'image/png');

function logo(method: 'GET' | 'POST' | 'DELETE', target: Target, title: string, status: Expectation): Row {
  return {
    route: `${method} ${LOGO}`,
    title,
    request: (world): InjectOptions => ({
      method,
      url: `${LOGO}?agency=${agencyId(world, target)}`,
      ...(method === 'POST' ? { payload: notAnImage.payload, headers: notAnImage.headers } : {}),
    }),
    expect: status,
  };
}

function limits(
  method: 'GET' | 'PUT',
  path: '' | '/export' | '/:agency',
  target: Target,
  title: string,
  status: Expectation,
): Row {
  return {
    route: `${method} ${LIMITS}${path}`,
    title,
    request: (world: World, _who: PrincipalName): InjectOptions =>
      path === '/:agency'
        ? { method, url: `${LIMITS}/${agencyId(world, target)}`, payload: { used_vehicle_limit: null } }
        : { method, url: `${LIMITS}${path}?agency=${agencyId(world, target)}&format=csv` },
    expect: status,
  };
}

const rows: Row[] = [
  logo('GET', 'A', "dealership A's logo", expect(200, 200)),
  logo('GET', 'B', "dealership B's logo", expect(200, 403)),
  logo('GET', 'none', 'the logo of a dealership that does not exist', expect(404, 403)),
  logo('GET', 'todas', '"Todas" is not one dealership', expect(422, 422)),
  logo('POST', 'A', 'upload a logo to dealership A (not an image)', expect(422, 422)),
  logo('POST', 'B', 'upload a logo to dealership B (not an image)', expect(422, 403)),
  logo('DELETE', 'A', "remove dealership A's logo (it has none)", expect(200, 200)),
  logo('DELETE', 'B', "remove dealership B's logo (it has none)", expect(200, 403)),
  limits('GET', '', 'todas', 'used-vehicle limits of every dealership the user sees', expect(200, 200)),
  limits('GET', '', 'B', "dealership B's used-vehicle limit", expect(200, 403)),
  limits('GET', '/export', 'todas', 'used-vehicle limits export', expect(200, 200)),
  limits('GET', '/export', 'B', "dealership B's used-vehicle limit export", expect(200, 403)),
  // The Gerente reads limits but may not change them.
  limits('PUT', '/:agency', 'A', "reset dealership A's limit to its package", expect(200, 403)),
  limits('PUT', '/:agency', 'B', "reset dealership B's limit to its package", expect(200, 403)),
  limits('PUT', '/:agency', 'none', 'the limit of a dealership that does not exist', expect(404, 403)),
];

export const agencySettingsRows: RowSet = { name: 'agency logo and vehicle limits', rows };
