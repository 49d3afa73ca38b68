/** The currency input (spec §5) bound to a numeric react-hook-form field. */
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { CurrencyInput, type CurrencyInputProps } from '../currency-input';

export type FormCurrencyFieldProps<T extends FieldValues> = Omit<
  CurrencyInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
};

export function FormCurrencyField<T extends FieldValues>({
  control,
  name,
  helperText,
  disabled,
  ...props
}: FormCurrencyFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencyInput
          {...props}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled || field.disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
