/**
 * Step 2, Detalles: what identifies and describes this vehicle. The VIN is written as a VIN is
 * (capitals, no spaces or dashes); a shape it can never have (I, O or Q, other characters) shows
 * at once, the length once the field is left, and the doubtful (check digit, model year against
 * the chosen catalog year) as warnings that never block the save.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import {
  DRIVETRAINS,
  FUELS,
  normalizeVin,
  TRANSMISSIONS,
  VIN_LENGTH,
  type VinWarning,
  validationMessage,
  vinShapeProblem,
  vinWarnings,
} from '@vitrina/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../../../components/catalog-pickers';
import { FormSelectField, FormTextField, toLocale } from '../../../components/form';
import type { VehicleForm } from './form-values';
import { NumberField } from './number-field';
import type { StepProps } from './vehicle-step';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

const DOORS = [2, 3, 4, 5, 6] as const;

/** The catalog year chosen in step 1, as a number (the pickers' years are named by it). */
function useChosenYear(form: VehicleForm, fallback: number | undefined): number | null {
  const [versionId, yearId] = useWatch({ control: form.control, name: ['version_id', 'catalog_year_id'] });
  const years = useCatalogOptions('years', { version_id: typeof versionId === 'number' ? versionId : null });
  const chosen = years.data?.find((year) => year.id === yearId);
  return chosen ? Number(chosen.name) : (fallback ?? null);
}

function VinField({ form, readOnly, year }: { form: VehicleForm; readOnly: boolean; year: number | null }) {
  const { t, i18n } = useTranslation(['inventoryForm', 'inventory']);
  const locale = toLocale(i18n.resolvedLanguage);
  const say = (key: string) => validationMessage({ code: 'custom', message: key }, locale);
  return (
    <Controller
      control={form.control}
      name="vin"
      render={({ field, fieldState }) => {
        const vin = typeof field.value === 'string' ? field.value : '';
        const problem = vinShapeProblem(vin);
        // Letters a VIN never has are said while typing; a short VIN only once the field is left.
        const live = problem && problem !== 'inventory.vin_length' ? say(problem) : undefined;
        const warnings = problem === null ? vinWarnings(vin, year) : [];
        return (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              fullWidth
              required
              label={t('inventory:fields.vin')}
              name={field.name}
              value={vin}
              onChange={(event) => field.onChange(normalizeVin(event.target.value).slice(0, VIN_LENGTH + 3))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={readOnly || field.disabled}
              error={fieldState.error !== undefined || live !== undefined}
              helperText={fieldState.error?.message ?? live ?? t('fields.vinHelp')}
              slotProps={{
                htmlInput: {
                  autoComplete: 'off',
                  spellCheck: false,
                  autoCapitalize: 'characters',
                  style: {
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    letterSpacing: 1,
                  },
                },
                input: {
                  endAdornment: (
                    <Box
                      component="span"
                      sx={{ color: 'text.secondary', fontSize: 13, whiteSpace: 'nowrap' }}
                    >
                      {t('fields.vinCount', { count: vin.length })}
                    </Box>
                  ),
                },
              }}
            />
            <VinWarningList warnings={warnings} title={t('vinWarnings')} sx={{ mt: 1.5 }} />
          </Box>
        );
      }}
    />
  );
}

/**
 * The doubts about a VIN of the right shape (check digit, model year), as a warning that never
 * blocks: under the VIN, and again on the last step, where the vehicle is saved.
 */
export function VinWarningList({
  warnings,
  title,
  sx,
}: {
  warnings: readonly VinWarning[];
  title: string;
  sx?: SxProps<Theme>;
}) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage);
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={sx}>
      {title}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {warnings.map((warning) => (
          <li key={warning}>{validationMessage({ code: 'custom', message: warning }, locale)}</li>
        ))}
      </Box>
    </Alert>
  );
}

export function DetailsStep({ form, readOnly, vehicle }: StepProps) {
  const { t } = useTranslation(['inventoryForm', 'inventory', 'catalogs']);
  const year = useChosenYear(form, vehicle?.year);
  const { control } = form;
  const field = { control, disabled: readOnly } as const;
  return (
    <Box sx={grid}>
      <VinField form={form} readOnly={readOnly} year={year} />
      <FormTextField
        {...field}
        name="stock_number"
        required
        label={t('inventory:fields.stockNumber')}
        helperText={t('fields.stockNumberHelp')}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 30 } }}
      />
      <NumberField
        form={form}
        name="mileage_km"
        required
        disabled={readOnly}
        label={t('inventory:fields.mileage')}
        unit={t('fields.mileageUnit')}
      />
      <FormTextField {...field} name="exterior_color" label={t('inventory:fields.exteriorColor')} />
      <FormTextField {...field} name="interior_color" label={t('inventory:fields.interiorColor')} />
      <FormSelectField
        {...field}
        name="transmission"
        required
        label={t('catalogs:fields.transmission')}
        options={TRANSMISSIONS.map((value) => ({ value, label: t(`catalogs:transmissions.${value}`) }))}
      />
      <FormSelectField
        {...field}
        name="fuel"
        required
        label={t('catalogs:fields.fuel')}
        options={FUELS.map((value) => ({ value, label: t(`catalogs:fuels.${value}`) }))}
      />
      <FormSelectField
        {...field}
        name="drivetrain"
        label={t('inventory:fields.drivetrain')}
        emptyLabel={t('fields.drivetrainNone')}
        options={DRIVETRAINS.map((value) => ({ value, label: t(`inventory:drivetrains.${value}`) }))}
      />
      <FormSelectField
        {...field}
        name="doors"
        label={t('inventory:fields.doors')}
        emptyLabel={t('fields.doorsNone')}
        options={DOORS.map((value) => ({ value, label: String(value) }))}
      />
      <NumberField
        form={form}
        name="passengers"
        disabled={readOnly}
        label={t('inventory:fields.passengers')}
      />
      <FormTextField
        {...field}
        name="engine"
        label={t('inventory:fields.engine')}
        helperText={t('fields.engineHelp')}
      />
      <FormTextField
        {...field}
        name="first_on_lot"
        type="date"
        required
        label={t('fields.firstOnLot')}
        helperText={t('fields.firstOnLotHelp')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          {...field}
          name="description"
          multiline
          minRows={4}
          label={t('inventory:fields.description')}
          helperText={t('fields.descriptionHelp')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Box>
    </Box>
  );
}
