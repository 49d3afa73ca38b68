/**
 * A whole number bound to a form field (kilometres, passengers): digits only, shown with the chosen
 * language's thousands separators, null when empty so the shared schema says what is missing.
 */
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { formatNumber } from '../../../lib/format';
import type { VehicleForm, VehicleFormInput } from './form-values';

type NumberFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  form: VehicleForm;
  name: keyof VehicleFormInput & ('mileage_km' | 'passengers');
  unit?: string;
};

export function NumberField({ form, name, unit, helperText, disabled, ...props }: NumberFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          name={field.name}
          value={typeof field.value === 'number' ? formatNumber(field.value) : ''}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 9);
            field.onChange(digits === '' ? null : Number(digits));
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled || field.disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            ...(unit
              ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }
              : {}),
          }}
        />
      )}
    />
  );
}
