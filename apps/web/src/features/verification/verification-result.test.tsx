/**
 * One verification as AutoCheck shows it: the decode's check digit (a warning in North America
 * only), each provider failure's own message with "Reintentar el reporte" for who may verify, the
 * registry's "no record", a theft alert, and English.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { decodeVin, type Verification } from '@vitrina/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { VerificationResultCard } from './verification-result';

const base = (vin: string, changes: Partial<Verification> = {}): Verification => ({
  id: 7,
  agency_id: 1,
  agency_name: 'Del Valle Polanco',
  kind: 'vin',
  query: vin,
  decode: decodeVin(vin, new Date('2026-06-01T00:00:00Z')),
  provider_status: 'failed',
  provider_error: 'timeout',
  report: null,
  result: 'incomplete',
  attempts: 1,
  user_id: 3,
  user_name: 'Mariana López',
  created_at: '2026-11-24T17:00:00.000Z',
  checked_at: '2026-11-24T17:00:00.000Z',
  ...changes,
});
const report = {
  reference: 'RPV-000001',
  theft_status: 'reported' as const,
  registry_status: 'registered' as const,
  vin: null,
  plate: 'ABC-123-D',
  state: 'Jalisco',
  brand: null,
  model: null,
  year: null,
  checked_at: '2026-11-24T17:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => setLocale('es'));
});

describe('an AutoCheck result', () => {
  it('shows the decode and a failed report with its retry, which replaces the result', async () => {
    const onChanged = vi.fn();
    const after = base('1HGCM82643A004352', {
      provider_status: 'ok',
      provider_error: null,
      report: { ...report, theft_status: 'clear' },
      result: 'warning',
      attempts: 2,
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { data: after } });
    render(<VerificationResultCard row={base('1HGCM82643A004352')} canRetry onChanged={onChanged} />);
    expect(screen.getByText('Honda (1HG)')).toBeTruthy();
    expect(screen.getByText('2003')).toBeTruthy();
    expect(screen.getByText('4: no coincide (debería ser 3)')).toBeTruthy();
    expect(screen.getByText(/no respondió a tiempo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar el reporte' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith(after));
    expect(post).toHaveBeenCalledWith('/mi-vitrina/verifications/7/retry');
  });

  it('does not offer the retry to who may only read, and says each failure its own way', () => {
    const { rerender } = render(
      <VerificationResultCard
        row={base('3VWFE21C04M000001', { provider_error: 'unavailable' })}
        canRetry={false}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Reintentar el reporte' })).toBeNull();
    expect(screen.getByText(/no está disponible en este momento/)).toBeTruthy();
    rerender(
      <VerificationResultCard
        row={base('3VWFE21C04M000001', { provider_error: 'bad_answer' })}
        canRetry={false}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText(/no es un reporte válido/)).toBeTruthy();
    rerender(
      <VerificationResultCard
        row={base('3VWFE21C04M000001', {
          provider_status: 'not_found',
          provider_error: null,
          result: 'warning',
        })}
        canRetry
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText(/no tiene registro de este vehículo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar el reporte' })).toBeNull();
  });

  it('does not warn about a European check digit, and shows a theft alert in English', () => {
    act(() => setLocale('en'));
    render(
      <VerificationResultCard
        row={base('WVWZZZ1JZ3W386752', {
          provider_status: 'ok',
          provider_error: null,
          report,
          result: 'alert',
        })}
        canRetry
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText('Z: does not match, but it is not required outside North America')).toBeTruthy();
    expect(screen.getByText('Reported stolen')).toBeTruthy();
    expect(screen.getByText('Alert')).toBeTruthy();
    expect(screen.getByText('Germany')).toBeTruthy();
  });
});
