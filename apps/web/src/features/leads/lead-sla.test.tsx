/**
 * The first-response deadline as the lead screens say it: nothing before the warning point, "Vence
 * en …" from it, "Atrasado …" from the deadline, nothing once someone answered, in both languages;
 * and the chip moves on by itself as the clock does.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n';
import { SLA_TICK_MS, SlaChip, slaAlert, slaAlertText } from './lead-sla';

const es = i18n.getFixedT('es', 'leads');
const en = i18n.getFixedT('en', 'leads');

/** 15 business minutes from 11:00 Mexico City (17:00 UTC): due 11:15, warned from 11:11:15. */
const lead = (first_response_at: string | null = null) => ({
  sla_due_at: '2026-11-24T17:15:00.000Z',
  sla_warn_at: '2026-11-24T17:11:15.000Z',
  first_response_at,
});
const at = (time: string) => Date.parse(`2026-11-24T${time}.000Z`);
const said = (time: string, t = es) => {
  const alert = slaAlert(lead(), at(time));
  return alert ? slaAlertText(alert, t) : null;
};

describe('the first-response deadline in words', () => {
  it('says nothing while there is time, then how long is left, then how late it is', () => {
    expect(said('17:05:00')).toBeNull();
    expect(said('17:11:14')).toBeNull();
    expect(said('17:11:15')).toBe('Vence en 4 min');
    expect(said('17:14:30')).toBe('Vence en 1 min');
    expect(said('17:15:00')).toBe('Atrasado 1 min');
    expect(said('17:27:00')).toBe('Atrasado 12 min');
    expect(said('18:20:00')).toBe('Atrasado 1 h 5 min');
    expect(said('17:12:00', en)).toBe('Due in 3 min');
    expect(said('17:27:00', en)).toBe('Overdue 12 min');
  });

  it('says nothing once someone answered, in time or not, nor without a target', () => {
    expect(slaAlert(lead('2026-11-24T17:10:00.000Z'), at('17:30:00'))).toBeNull();
    expect(slaAlert(lead('2026-11-24T17:20:00.000Z'), at('17:30:00'))).toBeNull();
    expect(
      slaAlert({ sla_due_at: null, sla_warn_at: null, first_response_at: null }, at('17:30:00')),
    ).toBeNull();
  });
});

describe('the deadline chip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves from "Vence en" to "Atrasado" as the clock passes the deadline, without a reload', () => {
    setLocale('es');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(at('17:13:00'));
    const { container, unmount } = render(<SlaChip lead={lead()} />);
    expect(screen.getByText('Vence en 2 min')).toBeTruthy();
    expect(container.querySelector('[data-sla]')?.getAttribute('data-sla')).toBe('near');

    act(() => {
      vi.advanceTimersByTime(4 * SLA_TICK_MS);
    });
    expect(screen.getByText('Atrasado 1 min')).toBeTruthy();
    expect(container.querySelector('[data-sla]')?.getAttribute('data-sla')).toBe('late');
    unmount();
  });
});
