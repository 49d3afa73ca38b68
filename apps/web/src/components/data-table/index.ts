/** The list kit: one DataTable, its URL state, filters and the export. */

export { type ListParams, readListParams, toQuery } from '../../lib/list-params';
export { type ActionsColumnOptions, actionsColumn } from './actions-column';
export { DataTable, type DataTableProps, type ListPage } from './data-table';
export { PAGINATION_BOUNDARY_COUNT, PAGINATION_SIBLING_COUNT, totalLabel } from './data-table-footer';
export { dispositionName, ExportMenu } from './export-menu';
export { SEARCH_DEBOUNCE_MS } from './search-box';
export { type FilterOption, TableFilter, type TableFilterProps, useActiveOptions } from './table-filter';
export { type ListState, useListState } from './use-list-state';
