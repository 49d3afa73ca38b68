import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VehiclePhoto } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { click, renderWithClient, setupScreenTests } from '../../testing/screen';
import { PhotoViewer } from './photo-viewer';

/** Three photos, given out of order: the viewer shows them by position. */
const photo = (id: number, position: number): VehiclePhoto => ({
  id,
  position,
  image: {
    thumb: `/uploads/${id}-thumb.webp`,
    card: `/uploads/${id}-card.webp`,
    full: `/uploads/${id}-full.webp`,
  },
});
const PHOTOS = [photo(12, 2), photo(10, 0), photo(11, 1)];

const large = () => screen.getByRole('img', { name: /^Versa 2022, foto \d$/ });

describe('PhotoViewer', () => {
  setupScreenTests();

  it('shows the photos in order, picks one from the strip or by previous / next, and opens it full size', async () => {
    renderWithClient(<PhotoViewer photos={PHOTOS} alt="Versa 2022" emptyText="Sin fotos." />);
    expect(large().getAttribute('src')).toBe('/uploads/10-card.webp');
    const strip = within(screen.getByRole('list', { name: 'Fotos' }));
    expect(strip.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Mostrar la foto 1 de 3',
      'Mostrar la foto 2 de 3',
      'Mostrar la foto 3 de 3',
    ]);
    await click(strip.getByRole('button', { name: 'Mostrar la foto 3 de 3' }));
    expect(large().getAttribute('alt')).toBe('Versa 2022, foto 3');
    expect(strip.getByRole('button', { name: 'Mostrar la foto 3 de 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await click(screen.getByRole('button', { name: 'Foto siguiente' }));
    expect(large().getAttribute('src')).toBe('/uploads/10-card.webp');
    await click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(large().getAttribute('src')).toBe('/uploads/12-card.webp');

    await click(screen.getByRole('button', { name: 'Ver la foto 3 de 3 en tamaño completo' }));
    const viewer = await screen.findByRole('dialog', { name: 'Foto 3 de 3' });
    expect(within(viewer).getByRole('img', { name: 'Versa 2022, foto 3' }).getAttribute('src')).toBe(
      '/uploads/12-full.webp',
    );
    await act(async () => {
      fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    });
    expect(screen.getByRole('dialog', { name: 'Foto 1 de 3' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    });
    await click(
      within(screen.getByRole('dialog', { name: 'Foto 3 de 3' })).getByRole('button', {
        name: 'Foto anterior',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Foto 2 de 3' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Cerrar foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page shows the photo last seen.
    expect(large().getAttribute('src')).toBe('/uploads/11-card.webp');
  });

  it('has no strip nor previous / next for one photo, and says so when there are none', async () => {
    setLocale('en');
    renderWithClient(<PhotoViewer photos={[photo(1, 0)]} alt="Kicks 2026" emptyText="None yet." />);
    expect(screen.getByRole('img', { name: 'Kicks 2026, photo 1' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await click(screen.getByRole('button', { name: 'View photo 1 of 1 full size' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 1' })).toBeTruthy();
  });

  it('shows the empty state with its title', () => {
    renderWithClient(
      <PhotoViewer photos={[]} alt="Kicks" emptyTitle="Sin fotos de stock" emptyText="Aparecerán aquí." />,
    );
    expect(screen.getByText('Sin fotos de stock')).toBeTruthy();
    expect(screen.getByText('Aparecerán aquí.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
