import type { LeadActivity } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { formatDuration, formatPhone } from './lead-format';
import { describeActivity } from './lead-timeline';

const t = i18n.getFixedT('es', 'leads');
const en = i18n.getFixedT('en', 'leads');

const activity = (kind: LeadActivity['kind'], details: Record<string, unknown>): LeadActivity => ({
  id: 1,
  kind,
  user_name: 'Mariana López',
  body: '',
  details,
  created_at: '2026-11-24T17:30:00.000Z',
});

describe('lead times', () => {
  it('reads a response time in minutes, hours or days', () => {
    expect(formatDuration(0, t)).toBe('0 min');
    expect(formatDuration(42.4, t)).toBe('42 min');
    expect(formatDuration(65, t)).toBe('1 h 5 min');
    expect(formatDuration(3 * 1440 + 125, t)).toBe('3 d 2 h');
  });

  it('spaces a Mexican phone and leaves any other as stored', () => {
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+14155550123')).toBe('+14155550123');
  });
});

describe('the timeline in words', () => {
  it('describes status changes, assignments and forwards, translated', () => {
    expect(describeActivity(activity('status', { from: 'Nuevo', to: 'En seguimiento' }), t)).toBe(
      'Cambió el estado de Nuevo a En seguimiento',
    );
    expect(describeActivity(activity('status', { from: 'Nuevo', to: 'Perdido' }), en)).toBe(
      'Changed the status from New to Lost',
    );
    expect(
      describeActivity(activity('assignment', { from_user_name: null, to_user_name: 'Carlos' }), t),
    ).toBe('Asignó el lead a Carlos');
    expect(
      describeActivity(activity('assignment', { from_user_name: 'Carlos', to_user_name: 'Ana' }), t),
    ).toBe('Reasignó el lead de Carlos a Ana');
    expect(
      describeActivity(activity('assignment', { from_user_name: 'Carlos', to_user_name: null }), t),
    ).toBe('Quitó la asignación de Carlos');
    expect(
      describeActivity(activity('forward', { to_agency_name: 'Motormex Guadalajara', lead_id: 9 }), t),
    ).toBe('Reenvió el lead a Motormex Guadalajara');
    expect(
      describeActivity(activity('forward', { from_agency_name: 'Del Valle Polanco', lead_id: 3 }), t),
    ).toBe('Llegó reenviado desde Del Valle Polanco');
    expect(describeActivity(activity('whatsapp', {}), t)).toBe('Mensaje por WhatsApp');
  });

  it('describes what lead automation did: the rule of an assignment, duplicates, merges, the deadline', () => {
    const automatic = (reason: string) =>
      activity('assignment', { from_user_name: null, to_user_name: 'Carlos', reason });
    expect(describeActivity(automatic('round_robin'), t)).toBe(
      'Asignado automáticamente a Carlos (rotativa)',
    );
    expect(describeActivity(automatic('least_busy'), en)).toBe(
      'Assigned automatically to Carlos (least busy)',
    );
    expect(describeActivity(automatic('returning_contact'), t)).toBe(
      'Asignado a Carlos, que ya atendía a este cliente',
    );
    expect(describeActivity(activity('duplicate', { lead_id: 41, channel: 'service' }), t)).toBe(
      'Duplicado: mismo contacto que el lead #41 (Servicio)',
    );
    expect(
      describeActivity(
        activity('merge', { merged_lead_id: 42, merged_channel: 'marketplace', kept: { phone: 'other' } }),
        en,
      ),
    ).toBe('Lead #42 (Used cars) was merged into this one');
    expect(
      describeActivity(
        activity('sla_reassignment', {
          from_user_name: 'Carlos',
          to_user_name: 'Ana',
          manager_names: ['Mariana López'],
        }),
        t,
      ),
    ).toBe('Reasignado de Carlos a Ana por no atenderse a tiempo');
    expect(describeActivity(activity('sla_breach', {}), t)).toBe(
      'Venció el tiempo de primera respuesta sin atención',
    );
    expect(describeActivity(activity('sla_breach', { user_name: 'Carlos', manager_names: [] }), en)).toBe(
      'The first-response deadline passed without Carlos answering',
    );
  });
});
