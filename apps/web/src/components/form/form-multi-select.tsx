/**
 * A multi-select bound to a react-hook-form field holding an array of option values (ids or
 * names): a searchable list with a checkbox per option and the choices shown as chips. Spec §9:
 * a multi-select shows up to 1000 options; typing narrows the list (accents and case ignored)
 * and a line says when more matches than that exist.
 */
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { nameKey } from '@vitrina/shared';
import { useMemo } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './form-select-field';

export const MULTI_SELECT_MAX = 1000;

export interface FormMultiSelectProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
  placeholder?: string;
}

const filter = createFilterOptions<SelectOption>({
  limit: MULTI_SELECT_MAX,
  stringify: (option) => nameKey(option.label),
});

export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  loading,
  disabled,
  required,
  helperText,
  placeholder,
}: FormMultiSelectProps<T>) {
  const { t } = useTranslation('table');
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values: (string | number)[] = Array.isArray(field.value) ? field.value : [];
        // A chosen value the options do not hold (yet) still shows, so nothing is dropped silently.
        const selected = values.map((value) => byValue.get(value) ?? { value, label: String(value) });
        return (
          <Autocomplete
            multiple
            disableCloseOnSelect
            limitTags={6}
            options={options as SelectOption[]}
            value={selected}
            loading={loading ?? false}
            disabled={disabled || field.disabled}
            filterOptions={(all, state) => filter(all, { ...state, inputValue: nameKey(state.inputValue) })}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            getOptionLabel={(option) => option.label}
            onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.value))}
            onBlur={field.onBlur}
            noOptionsText={t('empty')}
            loadingText={t('loading')}
            renderOption={(props, option, { selected: checked }) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Checkbox
                    icon={<CheckBoxOutlineBlank fontSize="small" />}
                    checkedIcon={<CheckBox fontSize="small" />}
                    checked={checked}
                    size="small"
                    sx={{ mr: 1, p: 0.5 }}
                  />
                  {option.label}
                </li>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={label}
                required={required ?? false}
                placeholder={values.length === 0 ? placeholder : undefined}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ??
                  (options.length > MULTI_SELECT_MAX
                    ? t('multiSelectCapped', { max: MULTI_SELECT_MAX })
                    : helperText)
                }
              />
            )}
          />
        );
      }}
    />
  );
}
