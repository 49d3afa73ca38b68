/**
 * The one list of the product (ARCHITECTURE.md "Web conventions"): MUI DataGrid over a page the
 * server chose — paging (25/50/100, 7 slots), sorting (none → asc → desc) and search all travel
 * to the API, the state lives in the URL (useListState), and the export downloads the same
 * selection. Loading, empty and error (with retry) states are part of it.
 */
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { enUS, esES } from '@mui/x-data-grid/locales';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ListMeta, PAGE_SIZES } from '@vitrina/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { DataTableFooter, pageCount } from './data-table-footer';
import { OverlayContext, TableOverlay } from './data-table-overlay';
import { DataTableToolbar } from './data-table-toolbar';
import type { ListParams, ListState } from './use-list-state';

export interface ListPage<R> {
  data: R[];
  meta: ListMeta;
}

export interface DataTableProps<R extends GridValidRowModel> {
  list: ListState;
  /** The query key of a page (from lib/query-keys). */
  queryKey: (params: ListParams) => QueryKey;
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<ListPage<R>>;
  /** Columns are not sortable unless they say `sortable: true` (the server whitelists sorts). */
  columns: GridColDef<R>[];
  /** The grid's accessible name (usually the screen's title). */
  label: string;
  searchLabel?: string;
  /** Hides the search box (lists the server cannot search). */
  noSearch?: boolean;
  /** Filter controls (TableFilter) shown next to the search box. */
  filters?: ReactNode;
  /** Buttons at the end of the toolbar ("Nuevo", upload…). */
  actions?: ReactNode;
  /** The export endpoint under /api; without it there is no export button. */
  exportUrl?: string;
  exportName?: string;
  /** Happy-dom and jsdom have no layout: tests render every row and column. */
  disableVirtualization?: boolean;
  rowHeight?: number;
}

const SORTING_ORDER = ['asc', 'desc', null] as const;

function toSortModel(sort: string | undefined): GridSortModel {
  const [field, direction] = sort?.split('|') ?? [];
  return field && (direction === 'asc' || direction === 'desc') ? [{ field, sort: direction }] : [];
}

export function DataTable<R extends GridValidRowModel>({
  list,
  queryKey,
  fetchPage,
  columns,
  label,
  searchLabel,
  noSearch,
  filters,
  actions,
  exportUrl,
  exportName,
  disableVirtualization,
  rowHeight = 56,
}: DataTableProps<R>) {
  const { t, i18n } = useTranslation('table');
  const { params } = list;
  const query = useQuery({
    queryKey: queryKey(params),
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
  const { data, error, isFetching, refetch } = query;
  const rows = data?.data ?? [];

  // A page past the end (the last row of the last page was deleted, an old link): go to the last one.
  const pages = data ? pageCount(data.meta, params.limit) : 1;
  const { setPage } = list;
  useEffect(() => {
    if (data && !query.isPlaceholderData && params.page > pages) setPage(pages);
  }, [data, query.isPlaceholderData, params.page, pages, setPage]);

  const gridColumns = useMemo(
    () => columns.map((column) => ({ sortable: false, ...column }) as GridColDef<R>),
    [columns],
  );
  // The grid reads its next sort step from the model it holds; the URL's arrives after the router's
  // transition, so a quick second click would repeat a step. The grid's model changes at once and
  // follows the URL whenever that changes (back button, links).
  const urlSort = list.params.sort;
  const [sortModel, setSortModel] = useState<GridSortModel>(() => toSortModel(urlSort));
  useEffect(() => setSortModel(toSortModel(urlSort)), [urlSort]);
  const localeText = useMemo(
    () => ({
      ...(i18n.resolvedLanguage === 'en' ? enUS : esES).components.MuiDataGrid.defaultProps.localeText,
      noRowsLabel: t('empty'),
    }),
    [i18n.resolvedLanguage, t],
  );
  const overlay = useMemo(
    () => ({
      error: error ? parseError(error, t).message : null,
      narrowed: list.narrowed,
      onRetry: () => void refetch(),
      onClear: list.clear,
    }),
    [error, t, list.narrowed, list.clear, refetch],
  );

  return (
    <Paper variant="outlined" sx={{ borderRadius: '14px', overflow: 'hidden', minWidth: 0 }}>
      <DataTableToolbar
        list={list}
        label={label}
        {...(searchLabel ? { searchLabel } : {})}
        {...(noSearch ? { noSearch } : {})}
        filters={filters}
        actions={actions}
        {...(exportUrl ? { exportUrl, exportName: exportName ?? 'export' } : {})}
      />
      <OverlayContext.Provider value={overlay}>
        <DataGrid<R>
          aria-label={label}
          rows={error ? [] : rows}
          columns={gridColumns}
          rowCount={data?.meta.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: params.page - 1, pageSize: params.limit }}
          pageSizeOptions={[...PAGE_SIZES]}
          sortModel={sortModel}
          sortingOrder={SORTING_ORDER}
          onSortModelChange={(model) => {
            const first = model[0];
            setSortModel(first?.sort ? [first] : []);
            list.setSort(first?.sort ? { field: first.field, direction: first.sort } : null);
          }}
          hideFooter
          autoHeight
          rowHeight={rowHeight}
          columnHeaderHeight={48}
          disableColumnMenu
          disableColumnFilter
          disableColumnSelector
          disableRowSelectionOnClick
          disableVirtualization={disableVirtualization ?? false}
          localeText={localeText}
          slots={{ noRowsOverlay: TableOverlay, noResultsOverlay: TableOverlay }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          sx={{
            border: 0,
            borderRadius: 0,
            '--DataGrid-overlayHeight': '260px',
            '& .MuiDataGrid-columnHeaders': { bgcolor: 'action.hover' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outline: 'none' },
            '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-columnHeader:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        />
      </OverlayContext.Provider>
      <DataTableFooter
        meta={error ? undefined : data?.meta}
        page={params.page}
        limit={params.limit}
        rows={error ? 0 : rows.length}
        disabled={isFetching && !data}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </Paper>
  );
}
