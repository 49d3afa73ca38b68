import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session-store';
import { accept, click, renderRoutes, rowOf, setupScreenTests, signInAs } from '../../testing/screen';
import LogoPage from './logo-page';
import VehicleLimitsPage from './vehicle-limits-page';

/** A 4 × 4 PNG, enough for the image pipeline. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4oGAARwzEcQDDQxEBSzoJPgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

function renderPage(Page: ComponentType<{ disableVirtualization?: boolean }>) {
  renderRoutes([{ path: '/', element: <Page disableVirtualization /> }]);
}

setupScreenTests();

describe('Cambio de logo, against the real API', () => {
  it('asks to choose a dealership while "Todas" is the current one', async () => {
    await signInAs('superadmin@vitrina.mx');
    expect(getSession().dealership?.id).toBe(0);
    renderPage(LogoPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Cambio de logo' })).toBeTruthy();
    expect(screen.getByText('Elige una agencia')).toBeTruthy();
    expect(screen.getByText(/Elige una en el selector «Agencia» del menú lateral/)).toBeTruthy();
  });

  it("uploads, previews and removes the current dealership's logo", async () => {
    await signInAs('gerente@vitrina.mx');
    const name = getSession().dealership!.name;
    renderPage(LogoPage);
    const section = await screen.findByRole('region', { name: `Logo de ${name}` });
    expect(within(section).getByText('Sin imagen')).toBeTruthy();

    const input = screen.getByLabelText('Elegir imagen', { selector: 'input' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([PNG], 'logo.png', { type: 'image/png' })] } });
    });
    expect(within(section).getByAltText('Vista previa de la imagen elegida')).toBeTruthy();
    await click(within(section).getByRole('button', { name: 'Subir imagen' }));
    await waitFor(() =>
      expect(within(section).getByAltText(`Logo de ${name}`).getAttribute('src')).toMatch(
        /^\/uploads\/agencies\/logos\/[0-9a-f-]{36}-card\.webp$/,
      ),
    );

    await click(within(section).getByRole('button', { name: 'Quitar imagen' }));
    await accept('Quitar imagen');
    await waitFor(() => expect(within(section).getByText('Sin imagen')).toBeTruthy());
  });
});

describe('Inventario settings, against the real API', () => {
  it("shows a manager their dealership's limit, from its package, without editing", async () => {
    await signInAs('gerente@vitrina.mx');
    const name = getSession().dealership!.name;
    renderPage(VehicleLimitsPage);
    await screen.findByText(name, { exact: true });
    const row = rowOf(name);
    expect(row.getByText('Sigue al paquete')).toBeTruthy();
    expect(row.getByText('Del paquete')).toBeTruthy();
    expect(screen.getByText(/no tiene permiso para cambiarlos/)).toBeTruthy();
    expect(row.queryByRole('button', { name: `Editar el límite de ${name}` })).toBeNull();
  });

  it('sets a limit of its own, then resets it to the package', async () => {
    await signInAs('superadmin@vitrina.mx');
    renderPage(VehicleLimitsPage);
    await screen.findByText('Motormex Guadalajara', { exact: true });
    expect(rowOf('Motormex Guadalajara').getByText('Básico')).toBeTruthy();

    await click(
      rowOf('Motormex Guadalajara').getByRole('button', { name: 'Editar el límite de Motormex Guadalajara' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Su paquete Básico permite publicar 30 seminuevos.')).toBeTruthy();
    await click(dialog.getByLabelText('Fijar un límite propio'));
    const field = dialog.getByLabelText('Límite propio', { selector: 'input' });
    fireEvent.change(field, { target: { value: '100001' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(dialog.getByText('El límite debe ser un número entero entre 0 y 100,000.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '45' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    const done = await screen.findByText('El límite de Motormex Guadalajara ahora es de 45 seminuevos.');
    await click(
      within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Aceptar' }),
    );
    await waitFor(() => expect(rowOf('Motormex Guadalajara').getByText('Propio')).toBeTruthy());

    await click(
      rowOf('Motormex Guadalajara').getByRole('button', {
        name: 'Restablecer el límite de Motormex Guadalajara al de su paquete',
      }),
    );
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/volverá a seguir el límite de su paquete: 30 seminuevos/)).toBeTruthy();
    await click(confirm.getByRole('button', { name: 'Restablecer al paquete' }));
    await waitFor(() => expect(rowOf('Motormex Guadalajara').getByText('Sigue al paquete')).toBeTruthy());
  });
  it('sets the days in stock past which a dealership’s used vehicles are highlighted', async () => {
    await signInAs('superadmin@vitrina.mx');
    renderPage(VehicleLimitsPage);
    await screen.findByText('Motormex Guadalajara', { exact: true });
    expect(rowOf('Motormex Guadalajara').getByText('90 días')).toBeTruthy();

    await click(
      rowOf('Motormex Guadalajara').getByRole('button', { name: 'Editar el límite de Motormex Guadalajara' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText('Días en inventario para resaltar', { selector: 'input' });
    fireEvent.change(field, { target: { value: '0' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(
      dialog.getByText('Los días de antigüedad deben ser un número entero entre 1 y 3,650.'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '60' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    const done = await screen.findByText(/El límite de Motormex Guadalajara ahora es de/);
    await click(
      within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Aceptar' }),
    );
    await waitFor(() => expect(rowOf('Motormex Guadalajara').getByText('60 días')).toBeTruthy());
    // The package's limit is still followed: only the days changed.
    expect(rowOf('Motormex Guadalajara').getByText('Sigue al paquete')).toBeTruthy();
  });
});
