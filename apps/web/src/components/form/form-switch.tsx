/** A labelled switch bound to a boolean react-hook-form field (active / inactive). */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}

export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
}: FormSwitchProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={label}
            disabled={disabled || field.disabled}
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_event, checked) => field.onChange(checked)}
                slotProps={{ input: { name: field.name, onBlur: field.onBlur, ref: field.ref } }}
              />
            }
          />
          {fieldState.error?.message || helperText ? (
            <FormHelperText error={fieldState.error !== undefined} sx={{ mt: 0, ml: 6.5 }}>
              {fieldState.error?.message ?? helperText}
            </FormHelperText>
          ) : null}
        </div>
      )}
    />
  );
}
