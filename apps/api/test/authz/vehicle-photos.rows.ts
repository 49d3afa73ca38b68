import { PHOTO_PATHS } from '@vitrina/shared';
import type { InjectOptions } from 'fastify';
import { buildUsedVehicle } from '../factories';
import { fileUpload } from '../image-fixtures';
import type { World } from '../principals';
import type { Expectation, Row, RowSet } from './rows';

const BASE = '/api/mi-vitrina/inventory/:id';
/** No photo has this id: whoever reaches the handler gets 404 for it. */
const MISSING = 987_654;

/** Filled in by setup: a used vehicle of dealership A and one of B. */
const o = { A: 0, B: 0 };
type Side = keyof typeof o;

/**
 * `status` for whoever passes the checks: administrators, and the Gerente of A on A's vehicle
 * (another dealership's answers 404, as if it did not exist). The Asesor holds no `update
 * inventory`; the Gerente without a dealership gets 404 from the object scope; a suspended
 * dealership's user is refused.
 */
const reach = (status: number, side: Side): Expectation => ({
  superadmin: status,
  admin: status,
  gerenteA: side === 'A' ? status : 404,
  asesorA: 403,
  noAgency: 404,
  suspended: 403,
  disabled: 401,
  anonymous: 401,
});

/** Not an image: the pipeline's 422, nothing stored, whatever the gallery held. */
const notAnImage = fileUpload('esto no es una foto', 'foto.jpg', 'image/jpeg');

function row(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  side: Side,
  title: string,
  status: number,
  request: (url: string) => Partial<InjectOptions> = () => ({}),
): Row {
  return {
    route: `${method} ${BASE}${path}`,
    title: `${title} (${side})`,
    request: (_world: World) => {
      const url = `${BASE}${path}`.replace(':id', String(o[side])).replace(':photo_id', String(MISSING));
      return { method, url, ...request(url) };
    },
    expect: reach(status, side),
  };
}

const rows: Row[] = (['A', 'B'] as const).flatMap((side) => [
  row('POST', PHOTO_PATHS.upload, side, 'upload a vehicle photo (not an image)', 422, () => ({
    payload: notAnImage.payload,
    headers: notAnImage.headers,
  })),
  row('PUT', PHOTO_PATHS.order, side, 'reorder photos naming one the vehicle does not have', 422, () => ({
    payload: { ids: [MISSING] },
  })),
  row('PUT', PHOTO_PATHS.cover, side, 'make a photo the vehicle does not have its cover', 404),
  row('DELETE', PHOTO_PATHS.remove, side, 'delete a photo the vehicle does not have', 404),
]);

export const vehiclePhotoRows: RowSet = {
  name: 'used vehicle photos',
  async setup(t, world) {
    const db = t.context.database.db;
    o.A = (await buildUsedVehicle(db, { agencyId: world.agencyA.id })).id;
    o.B = (await buildUsedVehicle(db, { agencyId: world.agencyB.id })).id;
  },
  rows,
};
