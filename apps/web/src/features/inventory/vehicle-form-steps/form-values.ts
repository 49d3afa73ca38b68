/**
 * The step form's values: the shared `usedVehicleInput` (so the browser's messages are the
 * server's) plus the catalog levels above the year that the pickers need; which fields each
 * step holds (its validation, and where a server error opens the form); and the conversions
 * from a stored vehicle and to what the API takes.
 */
import {
  recordIdSchema,
  type UsedVehicleDetail,
  type UsedVehicleValues,
  usedVehicleInput,
} from '@vitrina/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export const vehicleForm = usedVehicleInput.extend({
  brand_id: recordIdSchema,
  model_id: recordIdSchema,
  version_id: recordIdSchema,
});
export type VehicleFormInput = z.input<typeof vehicleForm>;
export type VehicleFormOutput = z.output<typeof vehicleForm>;
export type VehicleForm = UseFormReturn<VehicleFormInput, unknown, VehicleFormOutput>;
type Field = keyof VehicleFormInput;

export const STEPS = ['vehicle', 'details', 'equipment', 'photos', 'price'] as const;
export type StepName = (typeof STEPS)[number];
export const PHOTOS_STEP = STEPS.indexOf('photos');

export const STEP_FIELDS: Record<StepName, readonly Field[]> = {
  vehicle: ['agency_id', 'brand_id', 'model_id', 'version_id', 'catalog_year_id', 'body_id'],
  details: [
    'vin',
    'stock_number',
    'mileage_km',
    'exterior_color',
    'interior_color',
    'transmission',
    'fuel',
    'drivetrain',
    'doors',
    'passengers',
    'engine',
    'first_on_lot',
    'description',
  ],
  equipment: ['equipment'],
  photos: [],
  price: ['price', 'offer_price', 'published_marketplace', 'published_mercadolibre', 'published_meta'],
};

/** The step holding a field (`equipment.3` is the equipment's), or undefined for one no step shows. */
export function stepOfField(field: string): number {
  const name = field.split('.')[0] as Field;
  return STEPS.findIndex((step) => STEP_FIELDS[step].includes(name));
}

/** A new vehicle: nothing chosen yet (empty selects are null until the person picks). */
export function emptyValues(agencyId: number | null, today: string): VehicleFormInput {
  return {
    agency_id: agencyId,
    brand_id: null,
    model_id: null,
    version_id: null,
    catalog_year_id: null,
    body_id: null,
    vin: '',
    stock_number: '',
    mileage_km: null,
    exterior_color: '',
    interior_color: '',
    transmission: null,
    fuel: null,
    drivetrain: null,
    doors: null,
    passengers: null,
    engine: '',
    price: null,
    offer_price: null,
    description: '',
    equipment: [],
    first_on_lot: today,
    published_marketplace: false,
    published_mercadolibre: false,
    published_meta: false,
    // Required fields start empty; the schema answers "Este campo es obligatorio." for them.
  } as unknown as VehicleFormInput;
}

export function toValues(vehicle: UsedVehicleDetail): VehicleFormInput {
  return {
    agency_id: vehicle.agency_id,
    brand_id: vehicle.brand_id,
    model_id: vehicle.model_id,
    version_id: vehicle.version_id,
    catalog_year_id: vehicle.catalog_year_id,
    body_id: vehicle.body_id,
    vin: vehicle.vin,
    stock_number: vehicle.stock_number,
    mileage_km: vehicle.mileage_km,
    exterior_color: vehicle.exterior_color,
    interior_color: vehicle.interior_color,
    transmission: vehicle.transmission,
    fuel: vehicle.fuel,
    drivetrain: vehicle.drivetrain,
    doors: vehicle.doors,
    passengers: vehicle.passengers,
    engine: vehicle.engine,
    price: vehicle.price,
    offer_price: vehicle.offer_price,
    description: vehicle.description,
    equipment: vehicle.equipment,
    first_on_lot: vehicle.first_on_lot,
    published_marketplace: vehicle.published_marketplace,
    published_mercadolibre: vehicle.published_mercadolibre,
    published_meta: vehicle.published_meta,
  };
}

/** What the API takes: the form's values without the pickers' upper levels. */
export function toInput(values: VehicleFormOutput): UsedVehicleValues {
  const { brand_id: _brand, model_id: _model, version_id: _version, ...input } = values;
  return input;
}
