/** A labelled checkbox bound to a boolean react-hook-form field. */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled || field.disabled}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(_event, checked) => field.onChange(checked)}
              slotProps={{ input: { name: field.name, onBlur: field.onBlur, ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
