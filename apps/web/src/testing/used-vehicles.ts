/**
 * Used vehicles for the screen tests, made through the real API as the signed-in user: a draft
 * of the session's dealership on the first catalog year the pickers offer, with a VIN and a stock
 * number of its own.
 */
import {
  type UsedVehicleDetail,
  type UsedVehicleInput,
  usedVehicleInput,
  usedVehicleResource,
} from '@vitrina/shared';
import { fetchOptions } from '../components/catalog-pickers';
import { resourceCalls } from '../lib/resource-client';
import { getSession } from '../lib/session-store';
import { unique } from './screen';

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export const randomVin = () =>
  Array.from({ length: 17 }, () => VIN_CHARACTERS[Math.floor(Math.random() * VIN_CHARACTERS.length)]).join(
    '',
  );

/** The first catalog year the pickers offer (brand → model → version → year). */
export async function anyCatalogYear(): Promise<number> {
  for (const brand of await fetchOptions('brands')) {
    for (const model of await fetchOptions('models', { brand_id: brand.id })) {
      for (const version of await fetchOptions('versions', { model_id: model.id })) {
        const [year] = await fetchOptions('years', { version_id: version.id });
        if (year) return year.id;
      }
    }
  }
  throw new Error('the demo catalog has no year');
}

export async function newDraftVehicle(values: Partial<UsedVehicleInput> = {}): Promise<UsedVehicleDetail> {
  return resourceCalls(usedVehicleResource).save(
    undefined,
    usedVehicleInput.parse({
      agency_id: getSession().dealership!.id,
      catalog_year_id: await anyCatalogYear(),
      vin: randomVin(),
      stock_number: `T-${unique()}`,
      mileage_km: 35_000,
      transmission: 'automatic',
      fuel: 'gasoline',
      first_on_lot: '2025-01-15',
      ...values,
    }),
  );
}
