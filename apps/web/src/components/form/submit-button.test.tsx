import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { SUCCESS_INDICATOR_MS, SubmitButton, useSuccessIndicator } from './submit-button';

function Harness({ loading = false }: { loading?: boolean }) {
  const success = useSuccessIndicator();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        success.show();
      }}
    >
      <SubmitButton loading={loading} success={success.active}>
        Guardar cambios
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton (spec §5: success indicator lasts 2000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is 2000 ms', () => {
    expect(SUCCESS_INDICATOR_MS).toBe(2000);
  });

  it('shows the check and "Guardado" for exactly 2000 ms after a success', () => {
    render(<Harness />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Guardar cambios');
    fireEvent.click(button);
    expect(button.textContent).toBe('Guardado');
    expect(button.querySelector('[data-testid="CheckCircleIcon"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(SUCCESS_INDICATOR_MS - 1));
    expect(button.textContent).toBe('Guardado');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Guardar cambios');
    expect(button.querySelector('[data-testid="CheckCircleIcon"]')).toBeNull();
  });

  it('starts the 2000 ms again on a new success', () => {
    render(<Harness />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Guardado');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Guardar cambios');
  });

  it('is disabled with a progress indicator while loading', () => {
    render(<Harness loading />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(button.getAttribute('type')).toBe('submit');
  });
});
