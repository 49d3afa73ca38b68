/**
 * The side menu's agency selector as the Gerente of the demo (three dealerships), against the real
 * API: what is being typed stays while the stored user is replaced by an equal one, as the realtime
 * channel's state on subscribing and every notification do.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, updateUser } from '../../lib/session-store';
import { renderRoutes, setupScreenTests } from '../../testing/screen';
import { AgencySelector } from './agency-selector';

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

describe('the agency selector', () => {
  it('keeps a search that matches nothing while the user is refreshed', async () => {
    renderRoutes([{ path: '/', element: <AgencySelector /> }]);
    const input = await screen.findByRole('combobox', { name: 'Agencia' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Zacatecas');
    await screen.findByText('No se encontraron resultados');

    act(() => updateUser(structuredClone(getSession().user!)));

    expect((input as HTMLInputElement).value).toBe('Zacatecas');
    expect(screen.getByText('No se encontraron resultados')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
