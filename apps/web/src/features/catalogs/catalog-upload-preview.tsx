/**
 * What a catalog upload will do (or did): the counts per kind to create and to update, the rows
 * that change nothing, and the errors with their row, column and reason; then the rows themselves.
 */
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CatalogUploadAnswer, CatalogUploadCounts } from '@vitrina/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../lib/format';

const KINDS = [
  'brands',
  'bodies',
  'models',
  'versions',
  'years',
] as const satisfies readonly (keyof CatalogUploadCounts)[];

const total = (counts: CatalogUploadCounts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);

export function hasChanges(answer: CatalogUploadAnswer): boolean {
  return total(answer.summary.create) + total(answer.summary.update) > 0;
}

const ACTION_COLORS: Record<string, ChipProps['color']> = {
  create: 'success',
  // Outlined info text is below 4.5:1 on white; primary reads the same and passes.
  update: 'primary',
  unchanged: 'default',
  error: 'error',
};

function SummaryCard({
  title,
  value,
  detail,
  tone,
  testId,
}: {
  title: string;
  value: number;
  detail?: string;
  tone: 'success.main' | 'info.main' | 'text.secondary' | 'error.main';
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: tone, lineHeight: 1.3 }}>
        {formatNumber(value)}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      ) : null}
    </Paper>
  );
}

export function CatalogUploadPreview({ answer, applied }: { answer: CatalogUploadAnswer; applied: boolean }) {
  const { t } = useTranslation('catalogs');
  const { summary } = answer;
  const [tab, setTab] = useState<'rows' | 'errors'>(summary.errors > 0 ? 'errors' : 'rows');
  const detail = (counts: CatalogUploadCounts) =>
    KINDS.filter((kind) => counts[kind] > 0)
      .map((kind) => t(`upload.kinds.${kind}`, { count: counts[kind] }))
      .join(' · ') || t('upload.none');
  const rows = answer.rows ?? [];
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {applied ? t('upload.resultTitle') : t('upload.previewTitle', { rows: formatNumber(summary.rows) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          mb: 2.5,
        }}
      >
        <SummaryCard
          testId="upload-create"
          title={applied ? t('upload.created') : t('upload.toCreate')}
          value={total(summary.create)}
          detail={detail(summary.create)}
          tone="success.main"
        />
        <SummaryCard
          testId="upload-update"
          title={applied ? t('upload.updated') : t('upload.toUpdate')}
          value={total(summary.update)}
          detail={detail(summary.update)}
          tone="info.main"
        />
        <SummaryCard
          testId="upload-unchanged"
          title={t('upload.unchanged')}
          value={summary.unchanged}
          detail={t('upload.unchangedHelp')}
          tone="text.secondary"
        />
        <SummaryCard
          testId="upload-errors"
          title={t('upload.errors')}
          value={summary.errors}
          detail={summary.errors > 0 ? t('upload.errorsHelp') : t('upload.noErrors')}
          tone={summary.errors > 0 ? 'error.main' : 'text.secondary'}
        />
      </Box>

      <Tabs
        value={tab}
        onChange={(_event, next: 'rows' | 'errors') => setTab(next)}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        <Tab
          value="rows"
          label={t('upload.rowsTab', { count: rows.length })}
          sx={{ minHeight: 40, textTransform: 'none' }}
        />
        <Tab
          value="errors"
          label={t('upload.errorsTab', { count: summary.errors })}
          sx={{ minHeight: 40, textTransform: 'none' }}
        />
      </Tabs>

      {tab === 'errors' ? (
        answer.errors.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('upload.noErrors')}
          </Typography>
        ) : (
          // A region that scrolls is reachable from the keyboard.
          <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={t('upload.errors')}>
            <Table size="small" stickyHeader aria-label={t('upload.errors')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }}>{t('upload.row')}</TableCell>
                  <TableCell sx={{ width: 180 }}>{t('upload.column')}</TableCell>
                  <TableCell>{t('upload.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.errors.map((problem) => (
                  <TableRow key={`${problem.row}|${problem.column ?? ''}|${problem.message}`}>
                    <TableCell>{problem.row}</TableCell>
                    <TableCell>{problem.column ?? '—'}</TableCell>
                    <TableCell sx={{ color: 'error.main' }}>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {summary.errors > answer.errors.length ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 1 }}>
                {t('upload.moreErrors', { shown: answer.errors.length, total: summary.errors })}
              </Typography>
            ) : null}
          </TableContainer>
        )
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('upload.noRows')}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={t('upload.rowsTable')}>
          <Table size="small" stickyHeader aria-label={t('upload.rowsTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('upload.row')}</TableCell>
                <TableCell>{t('fields.brand')}</TableCell>
                <TableCell>{t('fields.model')}</TableCell>
                <TableCell>{t('fields.body')}</TableCell>
                <TableCell>{t('fields.version')}</TableCell>
                <TableCell>{t('fields.transmission')}</TableCell>
                <TableCell>{t('fields.fuel')}</TableCell>
                <TableCell>{t('fields.year')}</TableCell>
                <TableCell align="right">{t('fields.listPrice')}</TableCell>
                <TableCell>{t('upload.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.row} hover>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.brand}</TableCell>
                  <TableCell>{row.model}</TableCell>
                  <TableCell>{row.body}</TableCell>
                  <TableCell>{row.version}</TableCell>
                  <TableCell>{row.transmission ? t(`transmissions.${row.transmission}`) : '—'}</TableCell>
                  <TableCell>{row.fuel ? t(`fuels.${row.fuel}`) : '—'}</TableCell>
                  <TableCell>{row.year ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {row.list_price === null ? '—' : formatCurrency(row.list_price)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={ACTION_COLORS[row.action] ?? 'default'}
                      label={t(`upload.actions.${row.action}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {summary.rows > rows.length ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 1 }}>
              {t('upload.moreRows', { shown: formatNumber(rows.length), total: formatNumber(summary.rows) })}
            </Typography>
          ) : null}
        </TableContainer>
      )}
    </Box>
  );
}
