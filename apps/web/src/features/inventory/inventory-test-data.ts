/**
 * Vehicles for the inventory screen tests, made through the real API as the signed-in user: a
 * catalog year from the pickers' options, a VIN of the right shape (with a valid check digit
 * and model-year character unless asked otherwise), and a stock number no other run uses.
 */
import {
  leadResources,
  todayInMexico,
  type UsedVehicleDetail,
  type UsedVehicleInput,
  usedVehicleResource,
  vinCheckDigit,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import { resourceCalls } from '../../lib/resource-client';
import { unique } from '../../testing/screen';

type Option = { id: number; name: string };
const options = async (path: string): Promise<Option[]> =>
  (await api.get<{ data: Option[] }>(`/mi-vitrina/catalogs/options/${path}`)).data.data;

export interface CatalogPick {
  brand: Option;
  model: Option;
  version: Option;
  year: Option;
}

/** The first model, version and year of a brand of the demo catalog. */
export async function catalogPick(brandName = 'Nissan'): Promise<CatalogPick> {
  const brand = (await options('brands')).find((option) => option.name === brandName)!;
  const model = (await options(`models?brand_id=${brand.id}`))[0]!;
  const version = (await options(`versions?model_id=${model.id}`))[0]!;
  const year = (await options(`years?version_id=${version.id}`))[0]!;
  return { brand, model, version, year };
}

/** Position 10's model-year characters, 1980 (and 2010) onwards. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN for `year`; `checkDigit: false` spoils position 9 on purpose. */
export function vinFor(year: number, { checkDigit = true } = {}): string {
  const serial = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const draft = `3N1CN7AD0${YEAR_CODES[(year - 1980) % 30]}L${serial}`;
  const right = vinCheckDigit(draft);
  const digit = checkDigit ? right : right === '1' ? '2' : '1';
  return `${draft.slice(0, 8)}${digit}${draft.slice(9)}`;
}

/** `YYYY-MM-DD` of `days` days ago in Mexico City. */
export const daysAgo = (days: number) => todayInMexico(new Date(Date.now() - days * 86_400_000));

export async function agencyId(name: string): Promise<number> {
  const { data } = await api.get<{ data: { id: number; name: string }[] }>('/mi-vitrina/agencies', {
    params: { search: name },
  });
  return data.data.find((agency) => agency.name === name)!.id;
}

/** Creates a used vehicle (a draft unless `status` says otherwise) and answers it as the API does. */
export async function createVehicle(
  agency: number,
  catalog: CatalogPick,
  fields: Partial<UsedVehicleInput> & { status?: 'Disponible' } = {},
): Promise<UsedVehicleDetail> {
  const { status, ...rest } = fields;
  const calls = resourceCalls(usedVehicleResource, { query: { agency } });
  const year = Number(catalog.year.name);
  const created = await calls.save(undefined, {
    agency_id: agency,
    catalog_year_id: catalog.year.id,
    vin: vinFor(year),
    stock_number: `T-${unique()}`.toUpperCase(),
    mileage_km: 45_000,
    transmission: 'automatic',
    fuel: 'gasoline',
    price: 245_000,
    first_on_lot: daysAgo(20),
    ...rest,
  } satisfies UsedVehicleInput);
  if (!status) return created;
  const { data } = await api.post(`${usedVehicleResource.api}/${created.id}/status`, {
    status,
    lock_version: created.lock_version,
  });
  return usedVehicleResource.oneAnswer.parse(data).data;
}

/** A marketplace lead about `vehicle`, through the API (as a Superadmin would type it in); its id. */
export async function createVehicleLead(vehicle: UsedVehicleDetail, name: string): Promise<number> {
  const calls = resourceCalls(leadResources.marketplace, { query: { agency: vehicle.agency_id } });
  const lead = await calls.save(undefined, {
    agency_id: vehicle.agency_id,
    name,
    phone: '5512345678',
    vehicle_id: vehicle.id,
    details: { message: '¿Sigue disponible?' },
  });
  return lead.id;
}
