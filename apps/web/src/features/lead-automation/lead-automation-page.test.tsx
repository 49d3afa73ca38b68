/**
 * Automatización de leads against the real API, as the demo Gerente at their second dealership
 * (the lead screens' tests work with the first one's leads, which these settings would assign):
 * "Todas" asks to choose a dealership; the form saves round robin, a 15-minute target with
 * reassignment and the business hours, after showing a day's error on that day; an advisor is
 * marked absent and back at once; an API key is created (shown once), listed and revoked.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, switchDealership } from '../../lib/session-store';
import { accept, click, renderRoutes, setupScreenTests, signInAs } from '../../testing/screen';
import { fetchLeadSettings, saveLeadSettings } from './lead-automation.api';
import LeadSettingsPage from './lead-automation-page';

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

/** The second dealership, current, with manual assignment, no target and the default hours. */
async function atSatelite(): Promise<number> {
  const satelite = getSession().user!.agencies.find(
    (agency) => agency.name === 'Del Valle Satélite Seminuevos',
  )!;
  switchDealership(satelite.id, '/settings/leads');
  await saveLeadSettings(satelite.id, { assignment_mode: 'manual', sla_minutes: null });
  return satelite.id;
}

function renderPage() {
  renderRoutes([{ path: '/settings/leads', element: <LeadSettingsPage /> }], { url: '/settings/leads' });
}

describe('Automatización de leads, against the real API', () => {
  it('asks to choose a dealership while "Todas" is the current one', async () => {
    await signInAs('superadmin@vitrina.mx');
    expect(getSession().dealership?.id).toBe(0);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Automatización de leads' })).toBeTruthy();
    expect(screen.getByText('Elige una agencia')).toBeTruthy();
  });

  it('saves the assignment mode, the response target and the business hours, a day’s error on that day', async () => {
    const agency = await atSatelite();
    renderPage();
    const manual = await screen.findByRole('radio', { name: /^Manual/ });
    expect((manual as HTMLInputElement).checked).toBe(true);
    const reassign = screen.getByRole('switch', {
      name: 'Reasignar al siguiente asesor si no se atiende a tiempo',
    }) as HTMLInputElement;
    expect(reassign.disabled).toBe(true);
    expect(screen.getByText('Elige primero un objetivo de tiempo.')).toBeTruthy();

    await click(screen.getByRole('radio', { name: /^Rotativa/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Objetivo' }));
    await click(within(await screen.findByRole('listbox')).getByRole('option', { name: '15 minutos' }));
    await waitFor(() => expect(reassign.disabled).toBe(false));
    await click(reassign);

    // Sunday is closed by default; open it with its closing time before its opening.
    const sunday = within(screen.getByRole('group', { name: 'Domingo' }));
    expect(sunday.getByText('Cerrado')).toBeTruthy();
    await click(sunday.getByRole('switch', { name: 'Domingo: abierto' }));
    fireEvent.change(sunday.getByLabelText('Cierra'), { target: { value: '08:00' } });
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await sunday.findByText('La hora de cierre debe ser posterior a la de apertura.');
    expect(within(screen.getByRole('group', { name: 'Lunes' })).queryByText(/posterior/)).toBeNull();

    fireEvent.change(sunday.getByLabelText('Cierra'), { target: { value: '13:30' } });
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardado' });

    const saved = await fetchLeadSettings(agency);
    expect(saved).toMatchObject({ assignment_mode: 'round_robin', sla_minutes: 15, sla_reassign: true });
    expect(saved.business_hours[0]).toEqual({ open: '09:00', close: '13:30' });
    expect(saved.business_hours[1]).toEqual({ open: '09:00', close: '19:00' });
  });

  it('marks an advisor absent and back at once', async () => {
    const agency = await atSatelite();
    renderPage();
    const absent = (await screen.findByRole('switch', { name: 'Mariana López ausente' })) as HTMLInputElement;
    expect(absent.checked).toBe(false);
    await click(absent);
    expect(absent.checked).toBe(true);
    await waitFor(async () => {
      const advisor = (await fetchLeadSettings(agency)).advisors.find((one) => one.name === 'Mariana López');
      expect(advisor?.absent).toBe(true);
    });
    await waitFor(() => expect(absent.disabled).toBe(false));
    await click(absent);
    await waitFor(async () => {
      const advisor = (await fetchLeadSettings(agency)).advisors.find((one) => one.name === 'Mariana López');
      expect(advisor?.absent).toBe(false);
    });
  });

  it('creates an API key shown once, lists it, and revokes it after asking', async () => {
    await atSatelite();
    renderPage();
    await screen.findByText(/Todavía no hay llaves/);
    await click(screen.getByRole('button', { name: 'Crear llave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear llave de API' }));
    await click(dialog.getByRole('button', { name: 'Crear llave' }));
    await dialog.findByText('Este campo es obligatorio.');
    fireEvent.change(dialog.getByLabelText(/^Nombre/), { target: { value: 'Sitio web' } });
    await click(dialog.getByRole('button', { name: 'Crear llave' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Llave creada' }));
    const key = (shown.getByLabelText('Llave de API «Sitio web»') as HTMLTextAreaElement).value;
    expect(key).toMatch(/^vtr_[\w-]{20,}$/);
    expect(shown.getByText(/no la volverás a ver/)).toBeTruthy();
    await click(shown.getByRole('button', { name: 'Listo' }));

    const table = within(await screen.findByRole('table', { name: 'Llaves de API' }));
    const row = within(table.getByText('Sitio web').closest('tr') as HTMLElement);
    expect(row.getByText('Activa')).toBeTruthy();
    expect(row.getByText(/^vtr_/).textContent).not.toContain(key);
    expect(row.getByText('Por Mariana López')).toBeTruthy();

    await click(row.getByRole('button', { name: 'Revocar la llave Sitio web' }));
    await accept('Revocar', 'Revocar llave');
    await waitFor(() => expect(row.getByText('Revocada')).toBeTruthy());
    expect(row.queryByRole('button', { name: /Revocar/ })).toBeNull();
  });
});
