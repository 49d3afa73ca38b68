/**
 * "Nuevo lead" for the channels whose details differ most, against the real API as the demo
 * Gerente: which fields are required comes from the shared details schema, a date and time is
 * taken on Mexico City's clock, years and a budget travel as numbers.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeadDetail } from '@vitrina/shared';
import { describe, expect, it, vi } from 'vitest';
import { click, renderWithClient, setupScreenTests, unique } from '../../testing/screen';
import { LeadFormDialog } from './lead-form-dialog';

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

async function open(channel: 'appointments' | 'wanted-new') {
  const saved = vi.fn<(lead: LeadDetail) => void>();
  renderWithClient(<LeadFormDialog channel={channel} onSaved={saved} onClose={() => undefined} />);
  const dialog = within(await screen.findByRole('dialog'));
  const type = (label: RegExp, value: string) =>
    fireEvent.change(dialog.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
  return { dialog, type, saved };
}

describe('Nuevo lead', () => {
  it('asks an appointment for its date and time, and stores it as Mexico City’s', async () => {
    const { dialog, type, saved } = await open('appointments');
    expect(dialog.getByLabelText(/^Fecha y hora de la cita \*/, { selector: 'input' })).toBeTruthy();
    expect(dialog.queryByLabelText(/^Motivo de la cita \*/)).toBeNull();
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dialog.getAllByText('Este campo es obligatorio.')).toHaveLength(2));

    type(/^Nombre/, `Cita ${unique()}`);
    type(/^Correo electrónico/, `${unique()}@correo.mx`);
    type(/^Fecha y hora de la cita/, '2026-12-05T11:15');
    type(/^Motivo de la cita/, 'Prueba de manejo');
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const lead = saved.mock.calls[0]![0];
    expect(lead.details).toMatchObject({
      appointment_at: '2026-12-05T17:15:00.000Z',
      reason: 'Prueba de manejo',
    });
    expect(lead.scheduled_at).toBe('2026-12-05T17:15:00.000Z');
  });

  it('takes what a buyer looks for: brand, model, years and budget', async () => {
    const { dialog, type, saved } = await open('wanted-new');
    // Nothing of the search is required, but a way to reach the person is.
    expect(dialog.queryByLabelText(/^Año desde \*/)).toBeNull();
    type(/^Nombre/, `Busca ${unique()}`);
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await dialog.findByText('Escribe al menos un teléfono o un correo electrónico.');

    type(/^Teléfono/, '5587654321');
    type(/^Marca/, 'Mazda');
    type(/^Modelo/, 'CX-5');
    type(/^Año desde/, '2024');
    type(/^Presupuesto/, '450000');
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]![0]).toMatchObject({
      phone: '+525587654321',
      details: { brand_name: 'Mazda', model_name: 'CX-5', year_from: 2024, year_to: null, budget: 450_000 },
    });
  });
});
