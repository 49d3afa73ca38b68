import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyInput, type CurrencyInputProps } from './currency-input';

function Controlled(props: Partial<CurrencyInputProps> & { initial?: number | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CurrencyInput label="Precio" {...rest} value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Precio', { selector: 'input' }) as HTMLInputElement;
const value = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('CurrencyInput (spec §5)', () => {
  it('formats the amount with "," for thousands and "." for decimals, with a $ prefix', () => {
    render(<Controlled initial={1234567.5} />);
    expect(input().value).toBe('1,234,567.50');
    expect(screen.getByText('$')).toBeTruthy();
  });

  it('reads typed digits as centavos and answers the number', () => {
    render(<Controlled />);
    fireEvent.change(input(), { target: { value: '12345' } });
    expect(input().value).toBe('123.45');
    expect(value()).toBe('123.45');
    fireEvent.change(input(), { target: { value: '123.456' } });
    expect(input().value).toBe('1,234.56');
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    expect(value()).toBe('null');
  });

  it('clamps to max and min', () => {
    render(<Controlled max={10000} min={1} />);
    fireEvent.change(input(), { target: { value: '99999999' } });
    expect(input().value).toBe('10,000.00');
    expect(value()).toBe('10000');
    fireEvent.change(input(), { target: { value: '0.01' } });
    expect(value()).toBe('1');
  });

  it('honours another precision', () => {
    render(<Controlled precision={0} />);
    fireEvent.change(input(), { target: { value: '450000' } });
    expect(input().value).toBe('450,000');
  });
});
