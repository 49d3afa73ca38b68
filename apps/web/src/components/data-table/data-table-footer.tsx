/**
 * The footer of a list: which rows are shown of how many ("10,000+" when the server stopped
 * counting), the page size (25/50/100) and the pages. Spec §9: the pagination shows 7 slots —
 * one page at each end, the current page with one neighbour on each side, and the two gaps.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ListMeta, PAGE_SIZES } from '@vitrina/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** boundaryCount 1 + siblingCount 1: first, gap, previous, current, next, gap, last = 7 slots. */
export const PAGINATION_BOUNDARY_COUNT = 1;
export const PAGINATION_SIBLING_COUNT = 1;

const ITEM_LABELS = {
  first: 'firstPage',
  last: 'lastPage',
  next: 'nextPage',
  previous: 'previousPage',
} as const;

/** A capped total is the cap + 1 (COUNT_CAP for most lists; some lists count less far). */
export function totalLabel(meta: Pick<ListMeta, 'total' | 'total_capped'>): string {
  return meta.total_capped ? `${formatNumber(meta.total - 1)}+` : formatNumber(meta.total);
}

export function pageCount(meta: Pick<ListMeta, 'total'>, limit: number): number {
  return Math.max(1, Math.ceil(meta.total / limit));
}

export interface DataTableFooterProps {
  meta: ListMeta | undefined;
  page: number;
  limit: number;
  rows: number;
  /** The pages, while the first page loads (the page size may change meanwhile). */
  disabled?: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

export function DataTableFooter({
  meta,
  page,
  limit,
  rows,
  disabled,
  onPage,
  onLimit,
}: DataTableFooterProps) {
  const { t } = useTranslation('table');
  const sizeId = useId();
  const from = meta && rows > 0 ? (page - 1) * limit + 1 : 0;
  const to = meta && rows > 0 ? from + rows - 1 : 0;
  const pages = meta ? pageCount(meta, limit) : 1;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          id={sizeId}
          label={t('rowsPerPage')}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          sx={{ width: 132 }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" data-testid="table-total" aria-live="polite">
          {meta
            ? t('range', { from: formatNumber(from), to: formatNumber(to), total: totalLabel(meta) })
            : '\u00a0'}
        </Typography>
      </Box>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, next) => onPage(next)}
        siblingCount={PAGINATION_SIBLING_COUNT}
        boundaryCount={PAGINATION_BOUNDARY_COUNT}
        disabled={disabled || !meta}
        color="primary"
        shape="rounded"
        aria-label={t('pagination')}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'pageCurrent' : 'pageNumber', { page: item })
            : t(ITEM_LABELS[type as keyof typeof ITEM_LABELS] ?? 'pagination')
        }
        sx={{ '& .MuiPagination-ul': { flexWrap: 'nowrap' }, '& .MuiPaginationItem-root': { mx: 0.125 } }}
      />
    </Box>
  );
}
