/**
 * Spec §5 currency input for MXN amounts: precision 2 by default, ',' for thousands and '.' for
 * decimals; min and max clamp the value. Typing works like a till: digits fill the amount from
 * the right ("12345" reads 123.45), so the formatted text never fights the caret.
 */
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type CurrencyOptions, formatCurrencyInput, parseCurrencyInput } from '../lib/format';

export type CurrencyInputProps = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'slotProps' | 'prefix'
> &
  CurrencyOptions & {
    /** The amount in pesos, or null when empty. */
    value: number | null;
    onChange: (value: number | null) => void;
    /** Before the amount; '$' unless given (null hides it). */
    prefix?: ReactNode;
    /** After the amount, e.g. 'MXN'. */
    suffix?: ReactNode;
  };

export function CurrencyInput({
  value,
  onChange,
  precision = 2,
  thousands = ',',
  decimal = '.',
  min,
  max,
  prefix = '$',
  suffix,
  fullWidth = true,
  ...props
}: CurrencyInputProps) {
  const options: CurrencyOptions = { precision, thousands, decimal, min, max };
  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      value={formatCurrencyInput(value, options)}
      onChange={(event) => onChange(parseCurrencyInput(event.target.value, options))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', style: { textAlign: 'right' } },
        input: {
          ...(prefix === null
            ? {}
            : { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> }),
          ...(suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : {}),
        },
      }}
    />
  );
}
