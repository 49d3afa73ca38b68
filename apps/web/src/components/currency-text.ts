/**
 * The text of the spec §5 currency input: precision 2 by default, ',' for thousands and '.' for
 * decimals; min and max clamp the value. Text reads the way people write an amount: digits are
 * pesos and the decimal separator starts the centavos ("239900" is $239,900.00, "1500.5" is
 * $1,500.50), and a pasted "$239,900" keeps its value. Digits never fill the amount from the
 * right like a till's: "239900" read as $2,399.00 once saved a car at a hundredth of its price.
 */
export interface CurrencyOptions {
  precision?: number;
  thousands?: string;
  decimal?: string;
  min?: number;
  max?: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

const group = (digits: string, thousands: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);

/**
 * Typed or pasted text as it shows while typing (the whole part grouped, the centavos as far as
 * they were typed, up to the precision) and the amount it reads, not yet clamped; null without a
 * digit. Anything but digits, one decimal separator and a leading minus is dropped ('$', spaces,
 * the thousands separator); a minus only counts when `min` allows negative amounts.
 */
export function readCurrencyText(
  text: string,
  options: CurrencyOptions = {},
): { text: string; value: number | null } {
  const precision = options.precision ?? 2;
  const thousands = options.thousands ?? ',';
  const decimal = options.decimal ?? '.';
  const negative = text.trim().startsWith('-') && (options.min ?? Number.NEGATIVE_INFINITY) < 0;
  const at = text.indexOf(decimal);
  const hasDecimal = at >= 0 && precision > 0;
  const whole = digitsOf(at >= 0 ? text.slice(0, at) : text).replace(/^0+(?=\d)/, '');
  const fraction = hasDecimal ? digitsOf(text.slice(at + decimal.length)).slice(0, precision) : '';
  if (!whole && !hasDecimal) return { text: '', value: null };
  const sign = negative ? '-' : '';
  const shown = `${sign}${group(whole || '0', thousands)}${hasDecimal ? decimal + fraction : ''}`;
  const amount = Number(`${whole || '0'}.${fraction || '0'}`);
  return { text: shown, value: negative ? -amount : amount };
}

export function clampCurrency(value: number, options: CurrencyOptions = {}): number {
  const floor = options.min ?? Number.NEGATIVE_INFINITY;
  const ceiling = options.max ?? Number.POSITIVE_INFINITY;
  return Math.min(ceiling, Math.max(floor, value));
}

/** The amount typed or pasted text reads, clamped to min and max; null without a digit. */
export function parseCurrencyInput(text: string, options: CurrencyOptions = {}): number | null {
  const { value } = readCurrencyText(text, options);
  return value === null ? null : clampCurrency(value, options);
}

/** An amount as the input shows it when not being typed: `1,234,567.50`. */
export function formatCurrencyInput(value: number | null, options: CurrencyOptions = {}): string {
  if (value === null || Number.isNaN(value)) return '';
  const precision = options.precision ?? 2;
  const decimal = options.decimal ?? '.';
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(precision).split('.');
  const grouped = group(whole, options.thousands ?? ',');
  return `${value < 0 ? '-' : ''}${grouped}${precision > 0 ? decimal + fraction : ''}`;
}

/**
 * Where the caret goes in `shown` so it stays after the same digits it followed in `typed`: the
 * grouping adds and moves separators under it.
 */
export function caretAfter(typed: string, caret: number, shown: string, decimal = '.'): number {
  const significant = (char: string) => /\d/.test(char) || char === decimal;
  const before = [...typed.slice(0, caret)].filter(significant).length;
  const total = [...shown].filter(significant).length;
  // Leading zeros the text dropped were before the caret.
  let left = Math.max(0, before - ([...typed].filter(significant).length - total));
  let index = 0;
  while (index < shown.length && left > 0) {
    if (significant(shown[index]!)) left -= 1;
    index += 1;
  }
  return index;
}
