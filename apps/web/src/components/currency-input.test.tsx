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

  it('reads typed digits as pesos, "." starting the centavos, and completes them when left', () => {
    render(<Controlled />);
    fireEvent.change(input(), { target: { value: '239900' } });
    expect(input().value).toBe('239,900');
    expect(value()).toBe('239900');
    fireEvent.change(input(), { target: { value: '2399.5' } });
    expect(input().value).toBe('2,399.5');
    expect(value()).toBe('2399.5');
    fireEvent.blur(input());
    expect(input().value).toBe('2,399.50');
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    expect(value()).toBe('null');
  });

  it('keeps the value of a pasted formatted amount', () => {
    render(<Controlled />);
    fireEvent.change(input(), { target: { value: '$239,900' } });
    expect(value()).toBe('239900');
    fireEvent.blur(input());
    expect(input().value).toBe('239,900.00');
  });

  it('shows a value set from outside, also while a draft was typed', () => {
    const { rerender } = render(<CurrencyInput label="Precio" value={1500} onChange={() => undefined} />);
    expect(input().value).toBe('1,500.00');
    rerender(<CurrencyInput label="Precio" value={275000} onChange={() => undefined} />);
    expect(input().value).toBe('275,000.00');
  });

  it('clamps to max while typing and to min when left', () => {
    render(<Controlled max={10000} min={1} />);
    fireEvent.change(input(), { target: { value: '99999999' } });
    expect(input().value).toBe('10,000.00');
    expect(value()).toBe('10000');
    fireEvent.change(input(), { target: { value: '0.01' } });
    expect(value()).toBe('0.01');
    fireEvent.blur(input());
    expect(value()).toBe('1');
    expect(input().value).toBe('1.00');
  });

  it('honours another precision', () => {
    render(<Controlled precision={0} />);
    fireEvent.change(input(), { target: { value: '450000' } });
    expect(input().value).toBe('450,000');
  });
});
