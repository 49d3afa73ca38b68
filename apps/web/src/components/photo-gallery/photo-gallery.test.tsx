import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES, usedVehicleResource, type VehiclePhoto } from '@vitrina/shared';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceCalls } from '../../lib/resource-client';
import { accept, click, renderWithClient, setupScreenTests } from '../../testing/screen';
import { newDraftVehicle } from '../../testing/used-vehicles';
import { photoCalls } from './photo-calls';
import { PHOTO_MAX_BYTES, PhotoGallery } from './photo-gallery';

/** A 4 × 4 PNG, enough for the image pipeline. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4oGAARwzEcQDDQxEBSzoJPgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/** The gallery as a screen holds it: the photos in state, replaced by every answer. */
function Gallery({
  id,
  initial = [],
  ...props
}: {
  id: number;
  initial?: VehiclePhoto[];
  max?: number;
  disabled?: boolean;
}) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotoGallery
      basePath={`${usedVehicleResource.api}/${id}`}
      photos={photos}
      onChange={setPhotos}
      alt="Auto de prueba"
      {...props}
    />
  );
}

async function choose(files: File[]) {
  const input = screen.getByLabelText('Elegir fotos', { selector: 'input' });
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

/** The photos on screen, in order, by their stored card variant. */
const shownPhotos = () =>
  within(screen.getByRole('list', { name: 'Fotos del auto, en orden' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

const storedPhotos = async (id: number) =>
  (await resourceCalls(usedVehicleResource).one(id)).photos.map((photo) => photo.image.card);

/** The queue's entry for a file. */
const queued = (name: string) => screen.getByText(name, { exact: true }).closest('li') as HTMLElement;

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

describe('PhotoGallery, against the real API', () => {
  it('uploads each file on its own: refused files say why beside their names, the good ones are stored', async () => {
    const vehicle = await newDraftVehicle();
    renderWithClient(<Gallery id={vehicle.id} />);
    expect(screen.getByText('Todavía no hay fotos.')).toBeTruthy();

    await choose([
      png('frente.png'),
      new File([PNG], 'animacion.gif', { type: 'image/gif' }),
      new File(['esto no es una imagen'], 'danada.png', { type: 'image/png' }),
      new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'enorme.jpg', { type: 'image/jpeg' }),
      png('lateral.png'),
    ]);

    // Refused in the browser, before any request.
    expect(within(queued('animacion.gif')).getByRole('alert').textContent).toBe(
      'No es una imagen JPEG, PNG o WebP.',
    );
    expect(within(queued('enorme.jpg')).getByRole('alert').textContent).toBe(
      'Pesa 8.1 MB; el máximo es 8 MB.',
    );
    // Refused by the server, which reads the content: its message, beside the file.
    await waitFor(() => expect(within(queued('danada.png')).getByRole('alert')).toBeTruthy());
    expect([ERROR_MESSAGES.es['errors.image_type'], ERROR_MESSAGES.es['errors.image_unreadable']]).toContain(
      within(queued('danada.png')).getByRole('alert').textContent,
    );
    // The good files are stored and shown, whatever failed beside them.
    await waitFor(() => expect(shownPhotos()).toHaveLength(2));
    expect(screen.getByText('2 de 30 fotos')).toBeTruthy();
    expect(shownPhotos()).toEqual(await storedPhotos(vehicle.id));
    expect(screen.queryByText('frente.png')).toBeNull();

    await click(screen.getByRole('button', { name: 'Descartar el aviso de animacion.gif' }));
    expect(screen.queryByText('animacion.gif')).toBeNull();
  });

  it('reorders with the move buttons, chooses the cover and deletes after confirming, as the server answers', async () => {
    const vehicle = await newDraftVehicle();
    renderWithClient(<Gallery id={vehicle.id} />);
    await choose([png('uno.png'), png('dos.png'), png('tres.png')]);
    await waitFor(() => expect(shownPhotos()).toHaveLength(3));
    const [first, second, third] = shownPhotos();
    expect(screen.getByText('Portada')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Mover la foto 1 después' }));
    await waitFor(() => expect(shownPhotos()).toEqual([second, first, third]));
    expect(await storedPhotos(vehicle.id)).toEqual([second, first, third]);
    expect(screen.getByRole('status').textContent).toBe('Foto movida a la posición 2 de 3.');

    await click(screen.getByRole('button', { name: 'Usar la foto 3 como portada' }));
    await waitFor(() => expect(shownPhotos()[0]).toBe(third));
    expect(await storedPhotos(vehicle.id)).toEqual(shownPhotos());
    expect(
      (screen.getByRole('button', { name: 'Usar la foto 1 como portada' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const removed = shownPhotos()[1];
    await click(screen.getByRole('button', { name: 'Eliminar la foto 2' }));
    await accept('Conservar', '¿Eliminar la foto?');
    // Kept: once the dialog has gone, the same three photos are there.
    await waitFor(() => expect(shownPhotos()).toHaveLength(3));
    await click(screen.getByRole('button', { name: 'Eliminar la foto 2' }));
    await accept('Eliminar', '¿Eliminar la foto?');
    await waitFor(() => expect(shownPhotos()).toHaveLength(2));
    expect(shownPhotos()).not.toContain(removed);
    expect(await storedPhotos(vehicle.id)).toEqual(shownPhotos());
  });

  it('refuses the files beyond the maximum with a clear message and uploads the rest', async () => {
    const vehicle = await newDraftVehicle();
    renderWithClient(<Gallery id={vehicle.id} max={2} />);
    await choose([png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getByText('Solo caben 2 fotos más (máximo 2). No se subieron: c.png.')).toBeTruthy();
    await waitFor(() => expect(shownPhotos()).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Elegir fotos' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getAllByText('Ya tienes las 2 fotos permitidas. Elimina alguna para subir otra.'),
    ).toBeTruthy();
  });

  it('only shows the photos when read-only', async () => {
    const vehicle = await newDraftVehicle();
    const photos = await photoCalls(`${usedVehicleResource.api}/${vehicle.id}`).upload(
      png('solo.png'),
      () => {},
    );
    renderWithClient(<Gallery id={vehicle.id} initial={photos} disabled />);
    expect(screen.getByText('No tienes permiso para cambiar las fotos.')).toBeTruthy();
    expect(shownPhotos()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Elegir fotos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar la foto 1' })).toBeNull();
  });
});
