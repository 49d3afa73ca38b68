/**
 * The colours a new vehicle comes in, as chips: type one and press Enter (or a comma, or leave
 * the field) to add it, the chip's cross or Backspace to remove it. The same colour twice is
 * kept once, whatever its case.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface ColorsFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
  disabled?: boolean;
}

/** The chosen colours with `added` appended, trimmed, without empties or repeats. */
export function addColors(colors: readonly string[], added: readonly string[]): string[] {
  const next = [...colors];
  for (const raw of added) {
    const color = raw.trim();
    if (color && !next.some((kept) => kept.toLocaleLowerCase('es') === color.toLocaleLowerCase('es'))) {
      next.push(color);
    }
  }
  return next;
}

/** The first message of the field, or of one of its colours (`colors.3` too long). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const item of Object.values(error)) {
    const nested = messageOf(item);
    if (nested) return nested;
  }
  return undefined;
}

export function ColorsField<T extends FieldValues>({ control, name, disabled }: ColorsFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorChips
          name={field.name}
          colors={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={Boolean(disabled || field.disabled)}
          message={messageOf(fieldState.error)}
        />
      )}
    />
  );
}

function ColorChips({
  name,
  colors,
  onChange,
  onBlur,
  inputRef,
  disabled,
  message,
}: {
  name: string;
  colors: string[];
  onChange: (colors: string[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
  message: string | undefined;
}) {
  const { t } = useTranslation('newInventory');
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={colors}
      inputValue={typed}
      disabled={disabled}
      onChange={(_event, value) => onChange(addColors([], value))}
      onInputChange={(_event, value) => {
        // A comma ends a colour as Enter does; a pasted "Rojo, Azul" adds both.
        if (value.includes(',')) {
          const parts = value.split(',');
          const rest = parts.pop() ?? '';
          onChange(addColors(colors, parts));
          setTyped(rest.trimStart());
        } else {
          setTyped(value);
        }
      }}
      onBlur={onBlur}
      renderValue={(value, getItemProps) =>
        value.map((color, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={color} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={t('fields.colors')}
          placeholder={colors.length === 0 ? t('form.colorsPlaceholder') : undefined}
          error={message !== undefined}
          helperText={message ?? t('form.colorsHelp')}
        />
      )}
    />
  );
}
