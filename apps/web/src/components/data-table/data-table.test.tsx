import type { GridColDef } from '@mui/x-data-grid';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ListMeta } from '@vitrina/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { type ListParams, toQuery } from '../../lib/list-params';
import { endSession, signIn } from '../../lib/session-store';
import { useRealApi } from '../../testing/real-api';
import { DialogProvider } from '../dialogs/dialog-service';
import { DataTable, type ListPage } from './data-table';
import { DataTableFooter } from './data-table-footer';
import { SEARCH_DEBOUNCE_MS } from './search-box';
import { useListState } from './use-list-state';

interface Row {
  id: number;
  name: string;
  brand_name: string;
  versions_count: number;
}

const MODELS = '/mi-vitrina/catalogs/models';

/** What the API itself answers for a list state, read outside the table. */
async function page(params: Partial<ListParams>): Promise<ListPage<Row>> {
  const { data } = await api.get<ListPage<Row>>(MODELS, {
    params: toQuery({ page: 1, limit: 25, filters: {}, ...params }),
  });
  return data;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Modelo', sortable: true, flex: 1 },
  { field: 'brand_name', headerName: 'Marca', sortable: true, flex: 1 },
  { field: 'versions_count', headerName: 'Versiones', type: 'number' },
];

function ModelsTable({ shown = columns }: { shown?: GridColDef<Row>[] }) {
  const list = useListState(['active', 'brand_id']);
  return (
    <DataTable<Row>
      list={list}
      label="Modelos"
      queryKey={(params) => ['test', 'models', params]}
      fetchPage={async (params, signal) =>
        (await api.get<ListPage<Row>>(MODELS, { params: toQuery(params), signal })).data
      }
      columns={shown}
      disableVirtualization
    />
  );
}

function renderTable(url: string, shown?: GridColDef<Row>[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/models', element: <ModelsTable shown={shown} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </QueryClientProvider>,
  );
  return router;
}

const search = (router: ReturnType<typeof renderTable>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

/** The names in the grid's rows, top to bottom. */
function shownNames(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="name"]')?.textContent ?? '');
}

async function showsPage(expected: ListPage<Row>) {
  await waitFor(() => expect(shownNames()).toEqual(expected.data.map((row) => row.name)));
}

async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The pagination's slots: page buttons and gaps, without previous/next. */
function slots(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Paginación' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter((text) => text !== '');
}

beforeAll(() => {
  useRealApi();
});

beforeEach(async () => {
  setLocale('es');
  await signIn({ email: 'superadmin@vitrina.mx', password: 'Vitrina2026!', remember: false });
});

afterEach(() => {
  cleanup();
  endSession();
});

describe('DataTable, against the real API', () => {
  it('reads page, size, order and search from the URL, and a reload shows the same rows', async () => {
    const url = '/models?page=2&limit=50&sort=name|desc&search=a';
    const expected = await page({ page: 2, limit: 50, sort: 'name|desc', search: 'a' });
    expect(expected.data.length).toBeGreaterThan(0);
    renderTable(url);
    await showsPage(expected);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('a');
    expect(screen.getByTestId('table-total').textContent).toBe(
      `51–${50 + expected.data.length} de ${expected.meta.total.toLocaleString('es-MX')}`,
    );
    cleanup();
    renderTable(url);
    await showsPage(expected);
  });

  it('writes paging into the URL: next page (read after the first page’s last row), page size back to 25 and page 1', async () => {
    const router = renderTable('/models');
    const first = await page({});
    await showsPage(first);
    await click(screen.getByRole('button', { name: 'Página siguiente' }));
    const after = String(first.meta.next_after);
    expect(search(router)).toEqual({ page: '2', after });
    await showsPage(await page({ page: 2 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filas por página' }));
    await click(await screen.findByRole('option', { name: '100' }));
    // Another page size starts again at page 1.
    expect(search(router)).toEqual({ limit: '100' });
    await showsPage(await page({ limit: 100 }));
    expect(shownNames()).toHaveLength(100);

    await act(async () => {
      await router.navigate(-1);
    });
    expect(search(router)).toEqual({ page: '2', after });
    await showsPage(await page({ page: 2 }));
  });

  it('shows exactly 7 pagination slots at the start, the middle and the end', async () => {
    const first = await page({});
    const pages = Math.ceil(first.meta.total / 25);
    expect(pages).toBeGreaterThan(9);
    renderTable('/models');
    await showsPage(first);
    expect(slots()).toEqual(['1', '2', '3', '4', '5', '…', String(pages)]);

    cleanup();
    const middle = Math.floor(pages / 2);
    renderTable(`/models?page=${middle}`);
    await showsPage(await page({ page: middle }));
    expect(slots()).toEqual([
      '1',
      '…',
      String(middle - 1),
      String(middle),
      String(middle + 1),
      '…',
      String(pages),
    ]);
    expect(
      screen.getByRole('button', { name: `Página ${middle}, actual` }).getAttribute('aria-current'),
    ).toBe('page');

    cleanup();
    renderTable(`/models?page=${pages}`);
    await showsPage(await page({ page: pages }));
    expect(slots()).toEqual(['1', '…', ...[4, 3, 2, 1, 0].map((back) => String(pages - back))]);
  });

  it('sorts on the server: none → ascending → descending → none, each step in the URL', async () => {
    const router = renderTable('/models');
    await showsPage(await page({}));
    const header = () => screen.getByRole('columnheader', { name: /Modelo/ });

    await click(header());
    expect(search(router)).toEqual({ sort: 'name|asc' });
    await showsPage(await page({ sort: 'name|asc' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');

    await click(header());
    expect(search(router)).toEqual({ sort: 'name|desc' });
    await showsPage(await page({ sort: 'name|desc' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');

    await click(header());
    expect(search(router)).toEqual({});
    await showsPage(await page({}));
    expect(header().getAttribute('aria-sort')).toBe('none');

    // A column the server does not sort by has no sort at all.
    await click(screen.getByRole('columnheader', { name: /Versiones/ }));
    expect(search(router)).toEqual({});
  });

  it('searches after a pause, replacing the history entry, and says when nothing matches', async () => {
    const router = renderTable('/models?page=3');
    await showsPage(await page({ page: 3 }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sin coincidencias xyz' } });
    // Not on every key stroke.
    expect(search(router)).toEqual({ page: '3' });
    await waitFor(() => expect(search(router)).toEqual({ search: 'sin coincidencias xyz' }), {
      timeout: SEARCH_DEBOUNCE_MS + 2000,
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('No se encontraron resultados')).toBeTruthy();
    expect(screen.getByText('Prueba con otra búsqueda o quita los filtros.')).toBeTruthy();
    expect(screen.getByTestId('table-total').textContent).toBe('0–0 de 0');

    await click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(search(router)).toEqual({});
    await showsPage(await page({}));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal with a retry, and recovers when the filter is fixed", async () => {
    const router = renderTable('/models?active=quizas');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No pudimos cargar la lista')).toBeTruthy();
    const retry = within(alert).getByRole('button', { name: 'Reintentar' });
    await click(retry);
    expect(await screen.findByRole('alert')).toBeTruthy();

    await act(async () => {
      await router.navigate('/models?active=false');
    });
    await showsPage(await page({ filters: { active: 'false' } }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DataTable cells', () => {
  it('draws text on one line (values and strings a cell answers) and pins the row actions', async () => {
    renderTable('/models?sort=name|asc', [
      ...columns,
      { field: 'label', headerName: 'Etiqueta', renderCell: ({ row }) => `${row.brand_name} ${row.name}` },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 96,
        renderCell: ({ row }) => <button type="button">Editar {row.name}</button>,
      },
    ]);
    await showsPage(await page({ sort: 'name|asc' }));
    const [first] = screen.getAllByRole('row').slice(1);
    const cell = (field: string) => first!.querySelector(`[data-field="${field}"]`)!;
    for (const field of ['name', 'brand_name', 'versions_count', 'label']) {
      // CellText: a span of one line that ends in an ellipsis when the column is too narrow.
      expect(cell(field).firstElementChild?.tagName, field).toBe('SPAN');
      expect(cell(field).firstElementChild?.textContent, field).toBe(cell(field).textContent);
    }
    expect(cell('actions').classList.contains('vitrina-pinned-end')).toBe(true);
    expect(cell('actions').querySelector('button')).not.toBeNull();
    const header = (field: string) =>
      document.querySelector(`.MuiDataGrid-columnHeader[data-field="${field}"]`)!;
    expect(header('actions').classList.contains('vitrina-pinned-end')).toBe(true);
    expect(header('name').classList.contains('vitrina-pinned-end')).toBe(false);
  });
});

describe('DataTable footer', () => {
  const meta = (total: number, total_capped: boolean): ListMeta => ({
    total,
    page: 1,
    limit: 25,
    total_capped,
  });

  it('shows "10,000+" when the server stopped counting, and the exact number otherwise', () => {
    render(
      <DataTableFooter
        meta={meta(10_001, true)}
        page={1}
        limit={25}
        rows={25}
        onPage={() => {}}
        onLimit={() => {}}
      />,
    );
    expect(screen.getByTestId('table-total').textContent).toBe('1–25 de 10,000+');
    cleanup();
    render(
      <DataTableFooter
        meta={meta(9_999, false)}
        page={3}
        limit={25}
        rows={25}
        onPage={() => {}}
        onLimit={() => {}}
      />,
    );
    expect(screen.getByTestId('table-total').textContent).toBe('51–75 de 9,999');
    cleanup();
    // A list that counts less far (the buyer alerts stop at 500) says its own cap.
    render(
      <DataTableFooter
        meta={meta(501, true)}
        page={1}
        limit={25}
        rows={25}
        onPage={() => {}}
        onLimit={() => {}}
      />,
    );
    expect(screen.getByTestId('table-total').textContent).toBe('1–25 de 500+');
  });
});
