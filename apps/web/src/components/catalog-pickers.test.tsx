import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api-client';
import { click, renderWithClient, setupScreenTests } from '../testing/screen';
import { CatalogCascade, type CatalogChoice, chooseLevel, EMPTY_CATALOG_CHOICE } from './catalog-pickers';

type Option = { id: number; name: string };
const options = async (path: string): Promise<Option[]> =>
  (await api.get<{ data: Option[] }>(`/mi-vitrina/catalogs/options/${path}`)).data.data;

let chosen: CatalogChoice = EMPTY_CATALOG_CHOICE;
function Cascade() {
  const [value, setValue] = useState<CatalogChoice>(EMPTY_CATALOG_CHOICE);
  chosen = value;
  return <CatalogCascade value={value} onChange={setValue} />;
}

function renderCascade() {
  renderWithClient(<Cascade />);
}

const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Opens a select, checks what it offers, and picks one option. */
async function pick(label: string, expected: Option[], name: string) {
  fireEvent.mouseDown(select(label));
  const listbox = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expected.map((option) => option.name)),
  );
  await click(within(listbox).getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('catalog pickers, against the real API', () => {
  it('narrows Marca → Modelo → Versión → Año, each waiting for the one before', async () => {
    renderCascade();
    expect(select('Modelo').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByText('Elige primero la opción anterior.')).toHaveLength(3);

    const brands = await options('brands');
    const brand = brands.find((option) => option.name === 'Nissan')!;
    await pick('Marca', brands, 'Nissan');
    const models = await options(`models?brand_id=${brand.id}`);
    expect(models.length).toBeGreaterThan(1);
    await waitFor(() => expect(select('Modelo').getAttribute('aria-disabled')).toBeNull());
    await pick('Modelo', models, models[0]!.name);

    const versions = await options(`versions?model_id=${models[0]!.id}`);
    await pick('Versión', versions, versions[0]!.name);
    const years = await options(`years?version_id=${versions[0]!.id}`);
    expect(years.length).toBeGreaterThan(0);
    await pick('Año', years, years[0]!.name);
    expect(chosen).toEqual({
      brand_id: brand.id,
      model_id: models[0]!.id,
      version_id: versions[0]!.id,
      year_id: years[0]!.id,
    });

    // Another brand clears everything after it.
    await pick('Marca', brands, 'Kia');
    expect(chosen).toEqual({ ...EMPTY_CATALOG_CHOICE, brand_id: brands.find((b) => b.name === 'Kia')!.id });
    expect(select('Versión').getAttribute('aria-disabled')).toBe('true');
  });

  it('clears the later levels when an earlier one changes', () => {
    const full = { brand_id: 1, model_id: 2, version_id: 3, year_id: 4 };
    expect(chooseLevel(full, 'model_id', 9)).toEqual({
      brand_id: 1,
      model_id: 9,
      version_id: null,
      year_id: null,
    });
    expect(chooseLevel(full, 'year_id', null)).toEqual({ ...full, year_id: null });
  });
});
