/**
 * A lead against its first-response SLA as the screens show it: a chip that says how long is
 * left ("Vence en 5 min") or how late it is ("Atrasado 12 min") while nobody has acted, in the
 * warning or error colour with an icon, so the words carry it and not the colour alone. The
 * lists tint the row from the chip's `data-sla`. The state is the shared `leadSlaState`, read
 * against a clock that every chip on the page shares and that moves every 30 s.
 */
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Chip from '@mui/material/Chip';
import { type Lead, leadSlaState } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './lead-format';

/** How often the shared clock moves: a minute-precise label never lags more than half a minute. */
export const SLA_TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, SLA_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(ticker);
  };
}

/** The shared time; read with nobody subscribed (the first chip after a while), it catches up first. */
function snapshot() {
  if (listeners.size === 0 && Math.abs(Date.now() - now) >= SLA_TICK_MS) now = Date.now();
  return now;
}

/** The time now, in epoch milliseconds, re-rendering every SLA_TICK_MS (one timer for the page). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}

type SlaFields = Pick<Lead, 'sla_due_at' | 'sla_warn_at' | 'first_response_at'>;

/** What a lead still untouched shows: late or near, and the minutes past or left (at least 1). */
export type SlaAlert = { state: 'late' | 'near'; minutes: number };

export function slaAlert(lead: SlaFields, nowMs: number): SlaAlert | null {
  const state = leadSlaState(lead, new Date(nowMs));
  if ((state !== 'late' && state !== 'near') || !lead.sla_due_at) return null;
  const gap = Math.abs(Date.parse(lead.sla_due_at) - nowMs) / 60_000;
  return { state, minutes: Math.max(1, Math.ceil(gap)) };
}

/** "Atrasado 12 min", "Vence en 1 h 5 min". */
export function slaAlertText(alert: SlaAlert, t: TFunction<'leads'>): string {
  const time = formatDuration(alert.minutes, t);
  return alert.state === 'late' ? t('sla.late', { time }) : t('sla.near', { time });
}

export function SlaChip({ lead, size = 'small' }: { lead: SlaFields; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('leads');
  const alert = slaAlert(lead, useNow());
  if (!alert) return null;
  const late = alert.state === 'late';
  return (
    <Chip
      size={size}
      data-sla={alert.state}
      color={late ? 'error' : 'warning'}
      variant={late ? 'filled' : 'outlined'}
      icon={late ? <ErrorOutline /> : <AlarmOutlined />}
      label={slaAlertText(alert, t)}
      sx={{ fontWeight: 500, maxWidth: '100%' }}
    />
  );
}
