/**
 * The lead screens against the real API, signed in as the demo Gerente (their first dealership
 * current): a channel's rows (translated status and service type, the date, "Sin respuesta",
 * its advisor), the status filter in the address, the drawer opened from a row with its
 * contact links, English, the "Nuevo lead" form (the shared rules, then the server's refusal
 * on its field), and a 409 when someone changed the lead first.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type LeadDetail, type LeadInput, leadResources } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { resourceCalls } from '../../lib/resource-client';
import { getSession } from '../../lib/session-store';
import { click, renderRoutes, rowOf, setupScreenTests, unique } from '../../testing/screen';
import LeadDetailsPage from './lead-details-page';
import LeadsListPage from './leads-list-page';

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

const agency = () => getSession().dealership!.id;

async function createServiceLead(name: string, fields: Partial<LeadInput> = {}): Promise<LeadDetail> {
  return (await resourceCalls(leadResources.service).save(undefined, {
    agency_id: agency(),
    name,
    phone: '5523456789',
    email: `${unique()}@correo.mx`,
    details: { service_type: 'brakes', preferred_at: '2026-12-01T16:30:00.000Z' },
    ...fields,
  })) as LeadDetail;
}

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/leads/servicio', element: <LeadsListPage disableVirtualization /> },
      { path: '/leads/servicio/:id', element: <LeadDetailsPage /> },
    ],
    { url },
  ).router;
}

describe('Leads Servicio, against the real API', () => {
  it('lists the channel’s leads, filters by status, and opens one in the drawer', async () => {
    const tag = unique();
    const fresh = await createServiceLead(`Fresca ${tag}`);
    const followed = await createServiceLead(`Seguida ${tag}`);
    await api.post(`${leadResources.service.api}/${followed.id}/status`, {
      status: 'En seguimiento',
      lock_version: followed.lock_version,
    });

    const router = renderAt(`/leads/servicio?search=${encodeURIComponent(`Fresca ${tag}`)}`);
    await screen.findByText(fresh.name);
    const row = rowOf(fresh.name);
    expect(row.getByText('Nuevo')).toBeTruthy();
    expect(row.getByText('Frenos')).toBeTruthy();
    expect(row.getByText('Sin respuesta')).toBeTruthy();
    // The dealership's automatic assignment may have given it an advisor already.
    expect(row.getByText(fresh.assigned_user_name ?? 'Sin asignar')).toBeTruthy();
    expect(row.getByText('+52 55 2345 6789')).toBeTruthy();
    // 10:30 in Mexico City.
    expect(row.getByText(/10:30/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Servicio' })).toBeTruthy();

    await router.navigate(`/leads/servicio?search=${tag}&status=${encodeURIComponent('En seguimiento')}`);
    await screen.findByText(followed.name);
    await waitFor(() => expect(screen.queryByText(fresh.name)).toBeNull());
    expect(rowOf(followed.name).getByText('En seguimiento')).toBeTruthy();

    await click(screen.getByRole('button', { name: followed.name }));
    await waitFor(() => expect(router.state.location.search).toContain(`lead=${followed.id}`));
    const drawer = within(await screen.findByRole('dialog', { name: 'Detalle del lead' }));
    await drawer.findByRole('heading', { name: followed.name });
    const whatsapp = drawer.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '';
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/525523456789\?text=Hola%20Seguida%2C/);
    expect(drawer.getByRole('link', { name: /^Llamar a/ }).getAttribute('href')).toBe('tel:+525523456789');
    expect(drawer.getByRole('link', { name: /^Escribir un correo/ }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    expect(drawer.getByText('Cambió el estado de Nuevo a En seguimiento')).toBeTruthy();
    expect(drawer.getByText('Llegó el lead')).toBeTruthy();

    await click(drawer.getByRole('button', { name: 'Cerrar detalle' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('lead='));
  });

  it('speaks English, and shows a lead nobody answered yet', async () => {
    setLocale('en');
    // A demo lead still untouched (the demo data keeps some).
    const page = await resourceCalls(leadResources.service, { query: { agency: agency() } }).list({
      page: 1,
      limit: 100,
      filters: { status: 'Nuevo' },
    });
    const lead = page.data.find((row) => row.first_response_at === null)!;
    renderAt(`/leads/servicio?search=${encodeURIComponent(lead.email || lead.phone)}`);
    await screen.findByText(lead.name);
    const row = rowOf(lead.name);
    expect(row.getByText('New')).toBeTruthy();
    expect(row.getByText(/^(Maintenance|Oil change|Brakes|Tires|Diagnosis|Warranty|Other)$/)).toBeTruthy();
    expect(row.getByText('No response')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'First response' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Name, email or phone' })).toBeTruthy();
  });

  it('adds a lead: the shared rules first, then the server’s refusal on its field', async () => {
    const router = renderAt('/leads/servicio');
    await click(await screen.findByRole('button', { name: 'Nuevo lead' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Nuevo lead · Servicio/ }));
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(dialog.getAllByText('Este campo es obligatorio.').length).toBeGreaterThanOrEqual(2),
    );

    const name = `Nueva ${unique()}`;
    const type = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
    type(/^Nombre/, name);
    type(/^Teléfono/, '55 8765 4321');
    type(/^ID del auto de interés/, '999999');
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /^Tipo de servicio/ }));
    await click(await screen.findByRole('option', { name: 'Diagnóstico' }));
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    // No such vehicle in the dealership: the server says so under the field.
    await dialog.findByText('El vehículo de interés debe ser un seminuevo de la agencia del lead.');

    type(/^ID del auto de interés/, '');
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Detalle del lead' }));
    await drawer.findByRole('heading', { name });
    expect(drawer.getByText('Diagnóstico')).toBeTruthy();
    expect(router.state.location.search).toMatch(/lead=\d+/);
    // The list behind it (hidden from assistive technology while the drawer is open) has it too.
    await screen.findByRole('button', { name, hidden: true });
  });

  it('says so when someone changed the lead first, and shows it as it is now', async () => {
    const lead = await createServiceLead(`Conflicto ${unique()}`);
    renderAt(`/leads/servicio/${lead.id}`);
    await screen.findByRole('heading', { level: 1, name: lead.name });
    // Meanwhile, someone else moves it on.
    await api.post(`${leadResources.service.api}/${lead.id}/status`, {
      status: 'Contactado',
      lock_version: lead.lock_version,
    });
    await click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar estado' }));
    await click(dialog.getByRole('button', { name: 'Cambiar estado' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Alguien más cambió este lead')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Contactado').length).toBeGreaterThan(0));
    expect(screen.getByText('Cambió el estado de Nuevo a Contactado')).toBeTruthy();
  });
});
