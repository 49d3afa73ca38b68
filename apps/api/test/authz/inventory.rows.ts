import { soldVehicleResource, todayInMexico, usedVehicleResource } from '@vitrina/shared';
import {
  buildLead,
  buildUsedVehicle,
  buildVehicleCatalog,
  usedVehiclePayload,
  type VehicleCatalog,
} from '../factories';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName } from '../principals';
import { crudRows, expectationFor } from './crud-rows';
import type { Row, RowSet } from './rows';

const VEHICLES = apiPath(usedVehicleResource);
const SOLD = apiPath(soldVehicleResource);

type Ids = Partial<Record<PrincipalName, number>>;
type Vehicle = { id: number; vin: string; stock_number: string };
const none: Vehicle = { id: 0, vin: '', stock_number: '' };

/** Filled in by setup: the vehicles each row reads or changes, and one per principal that deletes. */
const o = {
  catalog: undefined as VehicleCatalog | undefined,
  vehicleA: none,
  vehicleB: none,
  statusA: 0,
  /** Sold vehicles of A, one per writer: an administrator reverts its own to Disponible. */
  soldA: {} as Partial<Record<PrincipalName, number>>,
  statusB: 0,
  leadA: 0,
  leadB: 0,
  doomedA: {} as Ids,
  doomedB: {} as Ids,
};

const ADMINS = ['superadmin', 'admin'] as const;
const WRITERS = [...ADMINS, 'gerenteA'] as const;

/**
 * The writes of one vehicle run in this order, each over the version the one before left: a
 * principal refused before the handler never changes it (A's: the three writers; B's: staff).
 */
const VERSION_A: Ids = { superadmin: 1, admin: 2, gerenteA: 3 };
const VERSION_B: Ids = { superadmin: 1, admin: 2 };

/** The edit form of a vehicle as stored: nothing but its version moves. */
const edit = (vehicle: Vehicle, agencyId: number, lockVersion: number) => ({
  ...usedVehiclePayload(agencyId, o.catalog!, { vin: vehicle.vin, stock_number: vehicle.stock_number }),
  lock_version: lockVersion,
});

/** Disponible → Borrador → Disponible…, each over the version the change before left. */
const statusChange = (versions: Ids, who: PrincipalName) => {
  const done = (versions[who] ?? 1) - 1;
  return { status: done % 2 === 0 ? 'Borrador' : 'Disponible', lock_version: done + 1 };
};

/** A sale over the version the status rows left (they run first), naming `leadId`. */
const sale = (leadId: number, who: PrincipalName) => ({
  ...statusChange(VERSION_A, who),
  status: 'Vendido',
  sold_on: todayInMexico(),
  sale_price: 200_000,
  buyer_name: 'Comprador',
  lead_id: leadId,
});

/**
 * Used vehicles: dealership A's follow the definition (crudRows); B's answer 404 to A's users, and
 * a list or a create naming B is refused (403) by the scope. The sold list and its totals are
 * read by whoever holds `read inventory sold` (not the Asesor).
 */
const rows: Row[] = [
  ...crudRows(usedVehicleResource, {
    noun: { one: 'used vehicle', many: 'used vehicles' },
    titles: {
      one: 'one used vehicle (A)',
      update: 'edit a used vehicle (A)',
      delete: 'delete a used vehicle (A)',
    },
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.vehicleA.id,
    doomed: (who) => o.doomedA[who] ?? o.vehicleA.id,
    create: (_who, world) => usedVehiclePayload(world.agencyA.id, o.catalog!),
    update: (who, world) => edit(o.vehicleA, world.agencyA.id, VERSION_A[who] ?? 1),
  }),
  {
    route: `GET ${VEHICLES}`,
    title: 'used vehicles list narrowed to dealership B',
    request: (world) => ({ method: 'GET', url: `${VEHICLES}?agency=${world.agencyB.id}` }),
    expect: { ...expectationFor(usedVehicleResource, 'list'), gerenteA: 403, asesorA: 403 },
  },
  {
    route: `GET ${VEHICLES}/export`,
    title: 'used vehicles export narrowed to dealership B',
    request: (world) => ({ method: 'GET', url: `${VEHICLES}/export?format=csv&agency=${world.agencyB.id}` }),
    expect: { ...expectationFor(usedVehicleResource, 'export'), gerenteA: 403, asesorA: 403 },
  },
  {
    route: `POST ${VEHICLES}`,
    title: 'create a used vehicle in dealership B',
    request: (world) => ({
      method: 'POST',
      url: VEHICLES,
      payload: usedVehiclePayload(world.agencyB.id, o.catalog!),
    }),
    expect: { ...expectationFor(usedVehicleResource, 'create'), gerenteA: 403 },
  },
  {
    route: `GET ${VEHICLES}/:id`,
    title: 'one used vehicle (B)',
    request: () => ({ method: 'GET', url: `${VEHICLES}/${o.vehicleB.id}` }),
    expect: { ...expectationFor(usedVehicleResource, 'one'), gerenteA: 404, asesorA: 404 },
  },
  {
    route: `PUT ${VEHICLES}/:id`,
    title: 'edit a used vehicle (B)',
    request: (world, who) => ({
      method: 'PUT',
      url: `${VEHICLES}/${o.vehicleB.id}`,
      payload: edit(o.vehicleB, world.agencyB.id, VERSION_B[who] ?? 1),
    }),
    expect: { ...expectationFor(usedVehicleResource, 'update'), gerenteA: 404 },
  },
  {
    route: `DELETE ${VEHICLES}/:id`,
    title: 'delete a used vehicle (B)',
    request: (_world, who) => ({ method: 'DELETE', url: `${VEHICLES}/${o.doomedB[who] ?? o.vehicleB.id}` }),
    expect: { ...expectationFor(usedVehicleResource, 'delete'), gerenteA: 404 },
  },
  {
    route: `POST ${VEHICLES}/:id/status`,
    title: 'change the status of a used vehicle (A)',
    request: (_world, who) => ({
      method: 'POST',
      url: `${VEHICLES}/${o.statusA}/status`,
      payload: statusChange(VERSION_A, who),
    }),
    expect: expectationFor(usedVehicleResource, 'update'),
  },
  {
    route: `POST ${VEHICLES}/:id/status`,
    title: 'change the status of a used vehicle (B)',
    request: (_world, who) => ({
      method: 'POST',
      url: `${VEHICLES}/${o.statusB}/status`,
      payload: statusChange(VERSION_B, who),
    }),
    expect: { ...expectationFor(usedVehicleResource, 'update'), gerenteA: 404 },
  },
  {
    route: `POST ${VEHICLES}/:id/status`,
    title: 'sell a used vehicle (A) naming a lead of dealership B',
    request: (_world, who) => ({
      method: 'POST',
      url: `${VEHICLES}/${o.statusA}/status`,
      payload: sale(o.leadB, who),
    }),
    // Whoever may change the vehicle is told the lead is not this dealership's; nothing is sold.
    expect: expectationFor(usedVehicleResource, 'update', 422),
  },
  {
    route: `POST ${VEHICLES}/:id/status`,
    title: 'sell a used vehicle (B) naming a lead of dealership A',
    request: (_world, who) => ({
      method: 'POST',
      url: `${VEHICLES}/${o.statusB}/status`,
      payload: sale(o.leadA, who),
    }),
    expect: { ...expectationFor(usedVehicleResource, 'update', 422), gerenteA: 404 },
  },
  ...crudRows(soldVehicleResource, {
    noun: { one: 'sold vehicle', many: 'sold vehicles' },
    only: ['list', 'export'],
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.vehicleA.id,
    doomed: () => o.vehicleA.id,
    create: () => ({}),
    update: () => ({}),
  }),
  {
    route: `GET ${SOLD}`,
    title: 'sold vehicles list narrowed to dealership B',
    request: (world) => ({ method: 'GET', url: `${SOLD}?agency=${world.agencyB.id}` }),
    expect: { ...expectationFor(soldVehicleResource, 'list'), gerenteA: 403 },
  },
  {
    route: `GET ${SOLD}/totals`,
    title: 'sold vehicles totals of every dealership the user sees',
    request: () => ({ method: 'GET', url: `${SOLD}/totals?agency=0` }),
    expect: expectationFor(soldVehicleResource, 'list'),
  },
  {
    route: `GET ${SOLD}/totals`,
    title: 'sold vehicles totals of dealership B',
    request: (world) => ({ method: 'GET', url: `${SOLD}/totals?agency=${world.agencyB.id}` }),
    expect: { ...expectationFor(soldVehicleResource, 'list'), gerenteA: 403 },
  },
];

rows.push({
  route: `POST ${VEHICLES}/:id/status`,
  title: 'revert a sold vehicle of A to Disponible: administrators only (a Gerente gets 422)',
  request: (_world, who) => ({
    method: 'POST',
    url: `${VEHICLES}/${o.soldA[who] ?? o.statusA}/status`,
    payload: { status: 'Disponible', lock_version: 1 },
  }),
  expect: { ...expectationFor(usedVehicleResource, 'update'), gerenteA: 422 },
  rules: ['inventory.admin-only-transitions'],
});

export const inventoryRows: RowSet = {
  name: 'used and sold inventory',
  async setup(t, world) {
    const db = t.context.database.db;
    o.catalog = await buildVehicleCatalog(db);
    const vehicle = (agencyId: number) => buildUsedVehicle(db, { agencyId, catalog: o.catalog });
    o.vehicleA = await vehicle(world.agencyA.id);
    o.vehicleB = await vehicle(world.agencyB.id);
    o.statusA = (await vehicle(world.agencyA.id)).id;
    o.statusB = (await vehicle(world.agencyB.id)).id;
    o.leadA = (await buildLead(db, { agencyId: world.agencyA.id })).id;
    o.leadB = (await buildLead(db, { agencyId: world.agencyB.id })).id;
    await buildUsedVehicle(db, { agencyId: world.agencyA.id, catalog: o.catalog, status: 'Vendido' });
    for (const who of ADMINS) o.doomedB[who] = (await vehicle(world.agencyB.id)).id;
    for (const who of WRITERS) o.doomedA[who] = (await vehicle(world.agencyA.id)).id;
    for (const who of WRITERS) {
      const sold = await buildUsedVehicle(db, {
        agencyId: world.agencyA.id,
        catalog: o.catalog,
        status: 'Vendido',
      });
      o.soldA[who] = sold.id;
    }
  },
  rows,
};
