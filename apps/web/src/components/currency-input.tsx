/**
 * Spec §5 currency input for MXN amounts: precision 2 by default, ',' for thousands and '.' for
 * decimals; min and max clamp the value. Typing writes the amount as people write it: digits are
 * pesos and '.' starts the centavos; a pasted "$239,900" keeps its value (currency-text.ts). The
 * whole part is grouped as it is typed, the caret staying after the same digits; the centavos are
 * completed ("2,399.50") and `min` applied when the field is left, so typing is never clamped
 * half-way.
 */
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FocusEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  type CurrencyOptions,
  caretAfter,
  formatCurrencyInput,
  parseCurrencyInput,
  readCurrencyText,
} from './currency-text';

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
  onBlur,
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
  /** The text as typed, while the field is being typed in. */
  const [draft, setDraft] = useState<string | null>(null);
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  // A draft shows only while it still reads the value: a reset or another write replaces it.
  const shown =
    draft !== null && readCurrencyText(draft, options).value === value
      ? draft
      : formatCurrencyInput(value, options);

  useLayoutEffect(() => {
    const target = caret.current;
    caret.current = null;
    if (target && target.input === document.activeElement)
      target.input.setSelectionRange(target.at, target.at);
  });

  const type = (input: HTMLInputElement) => {
    const typed = input.value;
    const read = readCurrencyText(typed, options);
    let amount = read.value;
    let text = read.text;
    if (amount !== null && max !== undefined && amount > max) {
      amount = max;
      text = formatCurrencyInput(max, options);
    }
    caret.current = { input, at: caretAfter(typed, input.selectionStart ?? typed.length, text, decimal) };
    setDraft(text);
    onChange(amount);
  };

  const leave = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const amount = parseCurrencyInput(shown, options);
    setDraft(null);
    if (amount !== value) onChange(amount);
    onBlur?.(event);
  };

  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      value={shown}
      onChange={(event) => type(event.target as HTMLInputElement)}
      onBlur={leave}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', style: { textAlign: 'right' } },
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
