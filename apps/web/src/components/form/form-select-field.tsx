/**
 * A select bound to a react-hook-form field whose values are numbers or strings (ids, years,
 * codes). `emptyLabel` adds a first choice that stands for null ("Sin carrocería").
 */
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  /** Shown but not choosable; its label says why. */
  disabled?: boolean;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  emptyLabel?: string;
};

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  emptyLabel,
  helperText,
  disabled,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const known = options.some((option) => option.value === field.value);
        return (
          <TextField
            fullWidth
            {...props}
            select
            name={field.name}
            // A value the options do not hold yet (still loading) shows as empty, not as an error.
            value={known ? field.value : ''}
            onChange={(event) => {
              const chosen = options.find((option) => String(option.value) === String(event.target.value));
              field.onChange(chosen ? chosen.value : null);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled || field.disabled}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              ...props.slotProps,
              select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
            }}
          >
            {emptyLabel !== undefined ? (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            ) : null}
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value} disabled={option.disabled ?? false}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
