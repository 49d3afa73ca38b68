/**
 * The catalog lists on the resource kit, against the real API: a top-level list (brands) and a
 * nested one (a model's versions) read, link, switch and delete through their definitions.
 */
import { screen, waitFor } from '@testing-library/react';
import { brandResource, modelResource, versionResource } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { resourceCalls } from '../../lib/resource-client';
import { accept, click, renderRoutes, rowOf, setupScreenTests, unique } from '../../testing/screen';
import BrandsListPage from './brands-list-page';
import VersionsListPage from './versions-list-page';

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

const href = (element: HTMLElement) => element.getAttribute('href');

describe('catalog lists on the resource kit, against the real API', () => {
  it('lists a brand with links from its definition, switches it off and deletes it after asking', async () => {
    const brand = await resourceCalls(brandResource).save(undefined, { name: `Kit ${unique()}` });
    renderRoutes([{ path: '/catalogs/brands', element: <BrandsListPage disableVirtualization /> }], {
      url: `/catalogs/brands?search=${encodeURIComponent(brand.name)}`,
    });
    await screen.findByText(brand.name, { exact: true });
    const row = rowOf(brand.name);
    expect(href(row.getByRole('link', { name: brand.name }))).toBe(`/catalogs/brands/${brand.id}/edit`);
    expect(href(row.getByRole('link', { name: `0, ${brand.name}: 0 modelos` }))).toBe(
      `/catalogs/models?brand_id=${brand.id}`,
    );
    expect(href(row.getByRole('link', { name: `Editar ${brand.name}` }))).toBe(
      `/catalogs/brands/${brand.id}/edit`,
    );
    expect(href(screen.getByRole('link', { name: 'Nuevo' }))).toBe('/catalogs/brands/create');

    // Deactivating sends the row's own fields back (name, slug) with the new state.
    await click(row.getByRole('switch', { name: `Activo: ${brand.name}` }));
    await waitFor(async () =>
      expect((await api.get(`${brandResource.api}/${brand.id}`)).data.data).toMatchObject({
        active: false,
        slug: brand.slug,
      }),
    );

    await click(rowOf(brand.name).getByRole('button', { name: `Eliminar ${brand.name}` }));
    await accept('Eliminar');
    await waitFor(() => expect(screen.queryByText(brand.name, { exact: true })).toBeNull());
    await expect(api.get(`${brandResource.api}/${brand.id}`)).rejects.toMatchObject({
      response: { status: 404 },
    });
  });

  it("lists a model's versions under the model's address, with nested links and writes", async () => {
    const brand = await resourceCalls(brandResource).save(undefined, { name: `Kit ${unique()}` });
    const model = await resourceCalls(modelResource).save(undefined, {
      brand_id: brand.id,
      name: 'Modelo',
      body_id: null,
    });
    const versions = resourceCalls(versionResource, { params: { model_id: model.id } });
    expect(versions.path).toBe(`/mi-vitrina/catalogs/models/${model.id}/versions`);
    const version = await versions.save(undefined, { name: 'LX', transmission: 'manual', fuel: 'gasoline' });
    renderRoutes(
      [{ path: versionResource.screens.list, element: <VersionsListPage disableVirtualization /> }],
      {
        url: `/models/${model.id}/versions`,
      },
    );
    await screen.findByText('LX', { exact: true });
    const row = rowOf('LX');
    const base = `/models/${model.id}/versions`;
    expect(href(row.getByRole('link', { name: 'Editar LX' }))).toBe(`${base}/${version.id}/edit`);
    expect(href(row.getByRole('link', { name: 'Años de LX' }))).toBe(`${base}/${version.id}/years`);
    expect(href(screen.getByRole('link', { name: 'Nuevo' }))).toBe(`${base}/create`);

    await click(row.getByRole('switch', { name: 'Activo: LX' }));
    await waitFor(async () => expect((await versions.one(version.id)).active).toBe(false));
    expect(await versions.one(version.id)).toMatchObject({ transmission: 'manual', fuel: 'gasoline' });
  });
});
