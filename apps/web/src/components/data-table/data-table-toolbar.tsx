/** The bar above a list: search, filters, then the actions and the export; it wraps on phones. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ExportMenu } from './export-menu';
import { SearchBox } from './search-box';
import type { ListState } from './use-list-state';

export interface DataTableToolbarProps {
  list: ListState;
  /** The toolbar's accessible name (the list's). */
  label: string;
  searchLabel?: string;
  noSearch?: boolean;
  filters?: ReactNode;
  actions?: ReactNode;
  exportUrl?: string;
  exportName?: string;
}

export function DataTableToolbar({
  list,
  label,
  searchLabel,
  noSearch,
  filters,
  actions,
  exportUrl,
  exportName,
}: DataTableToolbarProps) {
  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: { xs: 1.5, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {noSearch ? null : (
        <SearchBox
          value={list.params.search ?? ''}
          onSearch={list.setSearch}
          {...(searchLabel ? { label: searchLabel } : {})}
        />
      )}
      {filters}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: 'auto', alignItems: 'center' }}>
        {exportUrl ? (
          <ExportMenu url={exportUrl} params={list.params} fileName={exportName ?? 'export'} />
        ) : null}
        {actions}
      </Box>
    </Box>
  );
}
