import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click, renderRoutes, setupScreenTests } from '../../testing/screen';
import PromotionsListPage from './promotions-list-page';

function renderPage(url = '/promotions') {
  renderRoutes([{ path: '/promotions', element: <PromotionsListPage disableVirtualization /> }], { url });
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'button' })).closest('[role="row"]') as HTMLElement;

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('Promociones, against the real API', () => {
  it('shows discounts in es-MX (percent and MXN), agencies and where each promotion stands', async () => {
    renderPage();
    const bono = await rowOf('Bono de enganche nuevos');
    expect(within(bono).getByText('$15,000.00')).toBeTruthy();
    expect(within(bono).getByText('Del Valle Polanco')).toBeTruthy();
    expect(within(bono).getByText('Vigente')).toBeTruthy();
    const buenFin = await rowOf('Buen Fin Seminuevos');
    expect(within(buenFin).getByText('10 %')).toBeTruthy();
    expect(within(buenFin).getByText('Todas las agencias')).toBeTruthy();
    expect(within(await rowOf('Venta de verano')).getByText('Programada')).toBeTruthy();
    expect(within(await rowOf('Hot Sale')).getByText('Terminada')).toBeTruthy();
  });

  it('filters by type from the URL', async () => {
    renderPage('/promotions?type=new');
    await rowOf('Bono de enganche nuevos');
    expect(screen.queryByText('Buen Fin Seminuevos')).toBeNull();
  });

  it('checks the form with the shared schema before sending, in the dialog', async () => {
    renderPage();
    await rowOf('Buen Fin Seminuevos');
    await click(screen.getByRole('button', { name: 'Nueva promoción' }));
    const dialog = screen.getByRole('dialog');
    const field = (label: RegExp) =>
      within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(field(/^nombre/i), { target: { value: 'Fechas cruzadas' } });
    fireEvent.change(field(/^porcentaje/i), { target: { value: '15' } });
    fireEvent.blur(field(/^porcentaje/i));
    fireEvent.change(field(/^inicio/i), { target: { value: '2026-05-10' } });
    fireEvent.change(field(/^fin/i), { target: { value: '2026-05-01' } });
    await click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('La fecha de fin no puede ser anterior a la de inicio.', {}),
    ).toBeTruthy();
    expect(field(/^porcentaje/i).value).toBe('15.00');

    fireEvent.change(field(/^fin/i), { target: { value: '2026-05-31' } });
    await click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Guardado')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByText('Editar promoción')).toBeTruthy(),
    );
  });
});
