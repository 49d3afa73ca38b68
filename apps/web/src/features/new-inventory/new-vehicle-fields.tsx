/**
 * The new vehicle's form, shared by the create screen and the details' edit mode: the shared
 * input schema plus the catalog levels above the year (the pickers' own fields, never sent) and
 * `lock_version` when editing; and the fields both screens show: price, promotional price,
 * colours, units in stock, status, publication and description.
 */
import Box from '@mui/material/Box';
import { NEW_VEHICLE_STATUSES, type NewVehicleDetail, newVehicleInput } from '@vitrina/shared';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCurrencyField, FormSelectField, FormSwitch, FormTextField } from '../../components/form';
import { ColorsField } from './colors-field';

/** A number field's text as a number; empty is "missing" (the schema's required message). */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export const newVehicleForm = newVehicleInput.extend({
  brand_id: z.number().nullable(),
  model_id: z.number().nullable(),
  version_id: z.number().nullable(),
  stock_units: z.preprocess(toNumber, newVehicleInput.shape.stock_units),
  lock_version: z.number().int().optional(),
});

export type NewVehicleFormInput = z.input<typeof newVehicleForm>;
export type NewVehicleFormValues = z.output<typeof newVehicleForm>;
export type NewVehicleForm = UseFormReturn<NewVehicleFormInput, unknown, NewVehicleFormValues>;

/** What the API takes: the form's values without the pickers' upper levels. */
export function toRequest({ brand_id, model_id, version_id, ...values }: NewVehicleFormValues) {
  return values;
}

/** The values of a stored vehicle, to edit. */
export function toFormValues(vehicle: NewVehicleDetail): NewVehicleFormInput {
  return {
    agency_id: vehicle.agency_id,
    brand_id: vehicle.brand_id,
    model_id: vehicle.model_id,
    version_id: vehicle.version_id,
    catalog_year_id: vehicle.catalog_year_id,
    price: vehicle.price,
    promotional_price: vehicle.promotional_price,
    colors: vehicle.colors,
    stock_units: vehicle.stock_units,
    status: vehicle.status,
    published: vehicle.published,
    description: vehicle.description,
    lock_version: vehicle.lock_version,
  };
}

const pair = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
};

export function NewVehicleFields({ form, busy }: { form: NewVehicleForm; busy: boolean }) {
  const { t } = useTranslation('newInventory');
  const { control } = form;
  const statusOptions = NEW_VEHICLE_STATUSES.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));
  return (
    <>
      <Box sx={pair}>
        <FormCurrencyField
          control={control}
          name="price"
          label={t('fields.price')}
          required
          disabled={busy}
        />
        <FormCurrencyField
          control={control}
          name="promotional_price"
          label={t('fields.promotionalPrice')}
          helperText={t('form.promotionalPriceHelp')}
          disabled={busy}
        />
      </Box>
      <ColorsField control={control} name="colors" disabled={busy} />
      <Box sx={pair}>
        <FormTextField
          control={control}
          name="stock_units"
          label={t('fields.stockUnits')}
          type="number"
          required
          disabled={busy}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <FormSelectField
          control={control}
          name="status"
          label={t('fields.status')}
          options={statusOptions}
          required
          disabled={busy}
        />
      </Box>
      <FormSwitch
        control={control}
        name="published"
        label={t('form.publishedLabel')}
        helperText={t('form.publishedHelp')}
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('fields.description')}
        helperText={t('form.descriptionHelp')}
        multiline
        minRows={3}
        disabled={busy}
      />
    </>
  );
}
