import { newVehicleResource, PHOTO_PATHS, photoSetResource, STOCK_PHOTO_SET_API } from '@vitrina/shared';
import { buildCatalogYear, buildNewVehicle, buildPhotoSet, newVehiclePayload } from '../factories';
import { fileUpload } from '../image-fixtures';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName } from '../principals';
import { crudRows, expectationFor } from './crud-rows';
import { onlyFor, type Row, type RowSet } from './rows';

const SETS = apiPath(photoSetResource);
const VEHICLES = apiPath(newVehicleResource);
/** No set, vehicle or photo has this id. */
const MISSING = 987_654;

type Ids = Partial<Record<PrincipalName, number>>;
/** Filled in by setup: the objects each row reads, and one of its own for each principal that writes. */
const o = {
  set: 0,
  /** A catalog year without a set, per administrator creating one. */
  setYears: {} as Ids,
  setsDoomed: {} as Ids,
  vehicleA: { id: 0, year: 0 },
  vehicleB: { id: 0, year: 0 },
  /** A catalog year dealership A has no vehicle of, per principal creating one (and one spare). */
  yearsA: {} as Ids,
  yearsB: {} as Ids,
  spareYear: 0,
  doomedA: {} as Ids,
  doomedB: {} as Ids,
};

/** Who writes successfully: they need their own rows and years. */
const ADMINS = ['superadmin', 'admin'] as const;
const WRITERS = [...ADMINS, 'gerenteA'] as const;

/**
 * The edits of A's vehicle run in this order, each over the version the one before left: a
 * principal refused before the handler never changes it.
 */
const VERSION: Ids = { superadmin: 1, admin: 2, gerenteA: 3 };

const notAnImage = fileUpload('esto no es una foto', 'foto.jpg', 'image/jpeg');
const staff = (status: number) => onlyFor([...ADMINS], status);

/** The stock photo sets: platform staff's (no dealership user holds their permissions). */
const photoSetRows: Row[] = [
  ...crudRows(photoSetResource, {
    noun: { one: 'stock photo set', many: 'stock photo sets' },
    only: ['list', 'export', 'create', 'one', 'delete'],
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.set,
    doomed: (who) => o.setsDoomed[who] ?? MISSING,
    create: (who) => ({ catalog_year_id: o.setYears[who] ?? o.spareYear }),
    update: () => ({}),
  }),
  {
    route: `POST ${SETS}/:id${PHOTO_PATHS.upload}`,
    title: 'upload a stock photo (not an image)',
    request: () => ({
      method: 'POST',
      url: `${SETS}/${o.set}${PHOTO_PATHS.upload}`,
      payload: notAnImage.payload,
      headers: notAnImage.headers,
    }),
    expect: staff(422),
  },
  {
    route: `PUT ${SETS}/:id${PHOTO_PATHS.order}`,
    title: 'reorder stock photos naming one the set does not have',
    request: () => ({
      method: 'PUT',
      url: `${SETS}/${o.set}${PHOTO_PATHS.order}`,
      payload: { ids: [MISSING] },
    }),
    expect: staff(422),
  },
  {
    route: `PUT ${SETS}/:id${PHOTO_PATHS.cover}`,
    title: 'make a photo the set does not have its cover',
    request: () => ({ method: 'PUT', url: `${SETS}/${o.set}/photos/${MISSING}/cover` }),
    expect: staff(404),
  },
  {
    route: `DELETE ${SETS}/:id${PHOTO_PATHS.remove}`,
    title: 'delete a photo the set does not have',
    request: () => ({ method: 'DELETE', url: `${SETS}/${o.set}/photos/${MISSING}` }),
    expect: staff(404),
  },
];

/** A's or B's edit body (the vehicle's own dealership and year). */
const edit = (vehicle: { year: number }, agencyId: number, lockVersion: number) => ({
  ...newVehiclePayload(agencyId, vehicle.year),
  lock_version: lockVersion,
});

/**
 * New vehicles: dealership A's follow the definition (crudRows); B's answer 404 to A's users, and
 * a list or a create naming B is refused (403) by the scope.
 */
const newVehicleRows: Row[] = [
  ...crudRows(newVehicleResource, {
    noun: { one: 'new vehicle', many: 'new vehicles' },
    titles: {
      one: 'one new vehicle (A)',
      update: 'edit a new vehicle (A)',
      delete: 'delete a new vehicle (A)',
    },
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.vehicleA.id,
    doomed: (who) => o.doomedA[who] ?? o.vehicleA.id,
    create: (who, world) => newVehiclePayload(world.agencyA.id, o.yearsA[who] ?? o.spareYear),
    update: (who, world) => edit(o.vehicleA, world.agencyA.id, VERSION[who] ?? 1),
  }),
  {
    route: `GET /api${STOCK_PHOTO_SET_API}`,
    title: 'the stock photo set a new vehicle of a catalog year would show (A)',
    request: (world) => ({
      method: 'GET',
      url: `/api${STOCK_PHOTO_SET_API}?agency=${world.agencyA.id}&catalog_year_id=${o.vehicleA.year}`,
    }),
    expect: expectationFor(newVehicleResource, 'create', 200),
  },
  {
    route: `GET /api${STOCK_PHOTO_SET_API}`,
    title: 'the stock photo set a new vehicle of a catalog year would show (B)',
    request: (world) => ({
      method: 'GET',
      url: `/api${STOCK_PHOTO_SET_API}?agency=${world.agencyB.id}&catalog_year_id=${o.vehicleB.year}`,
    }),
    expect: { ...expectationFor(newVehicleResource, 'create', 200), gerenteA: 403 },
  },
  {
    route: `GET ${VEHICLES}`,
    title: 'new vehicles list narrowed to dealership B',
    request: (world) => ({ method: 'GET', url: `${VEHICLES}?agency=${world.agencyB.id}` }),
    expect: { ...expectationFor(newVehicleResource, 'list'), gerenteA: 403, asesorA: 403 },
  },
  {
    route: `POST ${VEHICLES}`,
    title: 'create a new vehicle in dealership B',
    request: (world, who) => ({
      method: 'POST',
      url: VEHICLES,
      payload: newVehiclePayload(world.agencyB.id, o.yearsB[who] ?? o.spareYear),
    }),
    expect: { ...expectationFor(newVehicleResource, 'create'), gerenteA: 403 },
  },
  {
    route: `GET ${VEHICLES}/:id`,
    title: 'one new vehicle (B)',
    request: () => ({ method: 'GET', url: `${VEHICLES}/${o.vehicleB.id}` }),
    expect: { ...expectationFor(newVehicleResource, 'one'), gerenteA: 404, asesorA: 404 },
  },
  {
    route: `PUT ${VEHICLES}/:id`,
    title: 'edit a new vehicle (B) from an old version (a conflict for whoever reaches it)',
    request: (world) => ({
      method: 'PUT',
      url: `${VEHICLES}/${o.vehicleB.id}`,
      payload: edit(o.vehicleB, world.agencyB.id, 99),
    }),
    expect: { ...expectationFor(newVehicleResource, 'update', 409), gerenteA: 404 },
  },
  {
    route: `DELETE ${VEHICLES}/:id`,
    title: 'delete a new vehicle (B)',
    request: (_world, who) => ({ method: 'DELETE', url: `${VEHICLES}/${o.doomedB[who] ?? o.vehicleB.id}` }),
    expect: { ...expectationFor(newVehicleResource, 'delete'), gerenteA: 404 },
  },
];

export const newInventoryRows: RowSet = {
  name: 'new inventory and stock photo sets',
  async setup(t, world) {
    const db = t.context.database.db;
    const year = async () => (await buildCatalogYear(db)).id;
    o.set = (await buildPhotoSet(db)).id;
    o.spareYear = await year();
    const a = await buildNewVehicle(db, world.agencyA.id);
    const b = await buildNewVehicle(db, world.agencyB.id);
    o.vehicleA = { id: a.id, year: a.catalog_year_id };
    o.vehicleB = { id: b.id, year: b.catalog_year_id };
    for (const who of ADMINS) {
      o.setYears[who] = await year();
      o.setsDoomed[who] = (await buildPhotoSet(db)).id;
      o.yearsB[who] = await year();
      o.doomedB[who] = (await buildNewVehicle(db, world.agencyB.id)).id;
    }
    for (const who of WRITERS) {
      o.yearsA[who] = await year();
      o.doomedA[who] = (await buildNewVehicle(db, world.agencyA.id)).id;
    }
  },
  rows: [...photoSetRows, ...newVehicleRows],
};
