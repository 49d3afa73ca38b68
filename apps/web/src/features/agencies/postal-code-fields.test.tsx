import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SepomexSettlement } from '@vitrina/shared';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { endSession } from '../../lib/session-store';
import { click, renderWithClient, setupScreenTests } from '../../testing/screen';
import { PostalCodeFields, type PostalCodeValues } from './postal-code-fields';
import { searchPostalCode } from './sepomex.api';

let values: PostalCodeValues = { postal_code: null, sepomex_id: null };

interface AgencyValues extends PostalCodeValues {
  name: string;
}

function AgencyForm({ initial }: { initial: PostalCodeValues }) {
  const form = useForm<AgencyValues>({ defaultValues: { name: 'Agencia', ...initial } });
  values = form.watch();
  return <PostalCodeFields control={form.control} />;
}

function renderFields(initial: PostalCodeValues = { postal_code: null, sepomex_id: null }) {
  renderWithClient(<AgencyForm initial={initial} />);
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const settlementSelect = () => screen.getByRole('combobox', { name: /^Colonia/ });
const typeCode = async (code: string) => {
  await act(async () => {
    fireEvent.change(field('Código postal'), { target: { value: code } });
  });
};
const location = () => [field('Municipio o alcaldía').value, field('Ciudad').value, field('Estado').value];

async function settlementsOf(code: string): Promise<SepomexSettlement[]> {
  return (await searchPostalCode(code)).data;
}

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

describe('postal code fields, against the real API', () => {
  it('offers the settlements of a code and shows where the chosen one is', async () => {
    renderFields();
    expect(settlementSelect().getAttribute('aria-disabled')).toBe('true');
    await typeCode('1156');
    expect(screen.getByText('Escribe los 5 dígitos del código postal.')).toBeTruthy();

    await typeCode('11560');
    await waitFor(() => expect(settlementSelect().getAttribute('aria-disabled')).toBeNull());
    // Two settlements: nothing is chosen for the user.
    expect(values.sepomex_id).toBeNull();
    expect(location()).toEqual(['', '', '']);
    expect(screen.getByText('Elige la colonia de la lista.')).toBeTruthy();

    fireEvent.mouseDown(settlementSelect());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Polanco Chapultepec (Colonia)', 'Polanco V Sección (Colonia)']);
    await click(within(listbox).getByRole('option', { name: 'Polanco V Sección (Colonia)' }));
    const polanco = (await settlementsOf('11560')).find((row) => row.settlement === 'Polanco V Sección')!;
    expect(values).toMatchObject({ postal_code: '11560', sepomex_id: polanco.id });
    expect(location()).toEqual(['Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México']);
    expect(field('Municipio o alcaldía').readOnly).toBe(true);
  });

  it('clears a settlement of another code, and chooses the only one of the new code', async () => {
    const [polanco] = await settlementsOf('11560');
    renderFields({ postal_code: '11560', sepomex_id: polanco!.id });
    await waitFor(() =>
      expect(location()).toEqual(['Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México']),
    );
    expect(values.sepomex_id).toBe(polanco!.id);

    await typeCode('5310');
    expect(values.sepomex_id).toBeNull();
    await typeCode('53100');
    const [satelite] = await settlementsOf('53100');
    await waitFor(() => expect(values.sepomex_id).toBe(satelite!.id));
    expect(settlementSelect().textContent).toContain('Ciudad Satélite (Fraccionamiento)');
    expect(location()).toEqual(['Naucalpan de Juárez', 'Naucalpan de Juárez', 'México']);
  });

  it('says the code does not exist, with an empty location, in Spanish and in English', async () => {
    renderFields({ postal_code: '11560', sepomex_id: null });
    await typeCode('99999');
    expect(await screen.findByText('El código postal no existe.')).toBeTruthy();
    expect(location()).toEqual(['', '', '']);
    expect(values.sepomex_id).toBeNull();
    expect(settlementSelect().getAttribute('aria-disabled')).toBe('true');

    await act(async () => setLocale('en'));
    expect(await screen.findByText('The postal code does not exist.')).toBeTruthy();
  });

  it('says the same when the lookup fails', async () => {
    renderFields();
    // Without a session the API refuses the call.
    endSession();
    await typeCode('11560');
    expect(await screen.findByText('El código postal no existe.')).toBeTruthy();
    expect(location()).toEqual(['', '', '']);
  });

  it('keeps only digits, five at most', async () => {
    renderFields();
    await typeCode('11a5-60 9');
    expect(values.postal_code).toBe('11560');
    expect(field('Código postal').value).toBe('11560');
    await waitFor(() => expect(settlementSelect().getAttribute('aria-disabled')).toBeNull());
  });
});
