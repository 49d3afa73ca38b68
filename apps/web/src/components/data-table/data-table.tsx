/**
 * The one list of the product (ARCHITECTURE.md "Web conventions"): MUI DataGrid over a page the
 * server chose — paging (25/50/100, 7 slots), sorting (none → asc → desc) and search all travel
 * to the API, the state lives in the URL (useListState), and the export downloads the same
 * selection. Loading, empty and error (with retry) states are part of it.
 */
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridColumnHeaderParams,
  type GridRenderCellParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, esES } from '@mui/x-data-grid/locales';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ListMeta, PAGE_SIZES } from '@vitrina/shared';
import { type MouseEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { CellText } from './cells';
import { DataTableFooter, pageCount } from './data-table-footer';
import { OverlayContext, TableLoading, TableOverlay } from './data-table-overlay';
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

/** The class of the row actions column, kept in view at the grid's right edge. */
const PINNED_END = 'vitrina-pinned-end';
/** Column types whose cells MUI draws itself (icons, buttons): left as they are. */
const OWN_CELLS = new Set(['actions', 'boolean', 'checkboxSelection']);

const isActions = <R extends GridValidRowModel>(column: GridColDef<R>) =>
  column.field === 'actions' || column.type === 'actions';

function withClass<R extends GridValidRowModel>(
  existing: GridColDef<R>['cellClassName'],
  name: string,
): GridColDef<R>['cellClassName'] {
  if (typeof existing === 'function') return (params: GridCellParams<R>) => `${existing(params)} ${name}`;
  return existing ? `${existing} ${name}` : name;
}

/**
 * What every list does to its columns: not sortable unless they say so; text (plain values, and
 * strings a renderCell answers) on one line that ends in an ellipsis when the column is too narrow;
 * and the row actions, when they are the last column, kept in view at the right edge when the
 * columns are wider than the screen.
 */
function prepareColumns<R extends GridValidRowModel>(columns: GridColDef<R>[]): GridColDef<R>[] {
  return columns.map((column, index) => {
    const prepared = { sortable: false, ...column } as GridColDef<R>;
    const render = column.renderCell;
    if (render) {
      prepared.renderCell = (params: GridRenderCellParams<R>) => {
        const node = render(params);
        return typeof node === 'string' || typeof node === 'number' ? <CellText>{node}</CellText> : node;
      };
    } else if (!OWN_CELLS.has(column.type ?? 'string')) {
      prepared.renderCell = ({ formattedValue }: GridRenderCellParams<R>) =>
        formattedValue === null || formattedValue === undefined || formattedValue === '' ? null : (
          <CellText>{String(formattedValue)}</CellText>
        );
    }
    if (isActions(column) && index === columns.length - 1) {
      prepared.resizable = false;
      prepared.cellClassName = withClass(column.cellClassName, PINNED_END);
      const header = column.headerClassName;
      prepared.headerClassName =
        typeof header === 'function'
          ? (params: GridColumnHeaderParams) => `${header(params)} ${PINNED_END}`
          : [header, PINNED_END].filter(Boolean).join(' ');
    }
    return prepared;
  });
}

/** A cell's whole text: its chips' labels one after another, or its text. */
function wholeText(cell: HTMLElement): string {
  const chips = Array.from(cell.querySelectorAll('.MuiChip-label'), (chip) => chip.textContent ?? '');
  return chips.length > 1 ? chips.join(', ') : (cell.textContent ?? '').trim();
}

const isCut = (element: Element) => element.scrollWidth > element.clientWidth + 1;

/** Whether the cell, or a line in it that ends in an ellipsis (text, a chip), hides part of its text. */
function isTruncated(cell: HTMLElement): boolean {
  if (isCut(cell)) return true;
  return Array.from(cell.querySelectorAll('*')).some(
    (element) => isCut(element) && getComputedStyle(element).textOverflow === 'ellipsis',
  );
}

/**
 * Hovering a cell whose text is cut shows the whole of it (the cell's title); one listener for
 * the whole grid, measured when the pointer comes in, so nothing is measured for cells nobody
 * points at.
 */
function titleCutCell(event: MouseEvent<HTMLElement>): void {
  const cell = (event.target as Element).closest?.('.MuiDataGrid-cell');
  if (!(cell instanceof HTMLElement) || cell.classList.contains(PINNED_END)) return;
  const text = isTruncated(cell) ? wholeText(cell) : '';
  if (text) cell.title = text;
  else cell.removeAttribute('title');
}

/** Styles of the pinned actions column: opaque (the other columns slide under it), tinted like its row. */
function pinnedEndStyles(theme: Theme) {
  const tint = (color: string) => `linear-gradient(${color}, ${color})`;
  return {
    [`& .${PINNED_END}`]: {
      position: 'sticky',
      right: 0,
      zIndex: 30,
      backgroundColor: `var(--DataGrid-t-cell-background-pinned, ${theme.palette.background.paper})`,
      // A rule at its left edge only while the columns overflow (MUI sets the variable to 0 or 1).
      borderLeft: 'calc(var(--DataGrid-hasScrollX, 0) * 1px) solid',
      borderLeftColor: theme.palette.divider,
    },
    [`& .MuiDataGrid-columnHeader.${PINNED_END}`]: {
      zIndex: 40,
      backgroundColor: `var(--DataGrid-t-header-background-base, ${theme.palette.background.paper})`,
      // Its separator would stick out past the grid's edge and make it scroll.
      '& .MuiDataGrid-columnSeparator': { display: 'none' },
    },
    [`& .MuiDataGrid-row:hover .${PINNED_END}`]: { backgroundImage: tint(theme.palette.action.hover) },
  };
}

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

  const gridColumns = useMemo(() => prepareColumns(columns), [columns]);
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
    <Paper
      variant="outlined"
      sx={{ borderRadius: '14px', overflow: 'hidden', minWidth: 0 }}
      onMouseOver={titleCutCell}
    >
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
          // Every column is drawn (a page has a few), so the pinned actions are there however
          // far the columns scroll.
          columnBufferPx={4096}
          localeText={localeText}
          // The grid says it is busy; its progress bar is decoration (a progressbar inside the grid
          // role is not one of its allowed children, and would need a name of its own).
          aria-busy={isFetching}
          slots={{
            noRowsOverlay: TableOverlay,
            noResultsOverlay: TableOverlay,
            loadingOverlay: TableLoading,
          }}
          sx={(theme) => ({
            ...pinnedEndStyles(theme),
            border: 0,
            borderRadius: 0,
            '--DataGrid-overlayHeight': '260px',
            '& .MuiDataGrid-columnHeaders': { bgcolor: 'action.hover' },
            // A long column name wraps onto a second line rather than being cut.
            '& .MuiDataGrid-columnHeaderTitle': {
              fontWeight: 600,
              whiteSpace: 'normal',
              lineHeight: 1.25,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            },
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            // Text a column draws in a span of its own: one line, ellipsis when cut, like CellText.
            '& .MuiDataGrid-cell > span': {
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
            '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outline: 'none' },
            '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-columnHeader:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          })}
        />
      </OverlayContext.Provider>
      <DataTableFooter
        meta={error ? undefined : data?.meta}
        page={params.page}
        limit={params.limit}
        rows={error ? 0 : rows.length}
        disabled={isFetching && !data}
        // The next page is read after this one's last row (keyset); any other page by its number.
        // Only rows of this very list know where its next page starts: while another sort or filter
        // is loading, the rows shown are the previous list's, and the page goes by its number.
        onPage={(page) =>
          list.setPage(
            page,
            page === params.page + 1 && !error && !query.isPlaceholderData
              ? data?.meta.next_after
              : undefined,
          )
        }
        onLimit={list.setLimit}
      />
    </Paper>
  );
}
