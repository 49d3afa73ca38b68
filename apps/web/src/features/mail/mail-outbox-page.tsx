/**
 * Bandeja de salida (`/mail-outbox`, 'read mail outbox'): every e-mail the product wrote, newest
 * first, sent or waiting, with its delivery attempts and last error; a message opens in a dialog
 * with its HTML (in a sandboxed frame: no script, no outside request) and its text. Without SMTP
 * configured this is where the account e-mails are read.
 */
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { MAIL_STATES } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { parseError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { fetchOutboxMail, fetchOutboxPage, type OutboxMail, stateOf } from './mail-outbox.api';

const STATE_COLORS: Record<ReturnType<typeof stateOf>, ChipProps['color']> = {
  sent: 'success',
  pending: 'default',
  failed: 'error',
};

function MailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('mail');
  const [tab, setTab] = useState<'html' | 'text'>('html');
  const mail = useQuery({ queryKey: queryKeys.mailOutbox.detail(id), queryFn: () => fetchOutboxMail(id) });
  const data = mail.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-dialog-title">
      <DialogTitle id="mail-dialog-title">{data?.subject ?? t('message')}</DialogTitle>
      <DialogContent dividers>
        {mail.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : mail.isError ? (
          <Alert severity="error">{parseError(mail.error, t).message}</Alert>
        ) : data ? (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                mb: 2,
              }}
            >
              <Typography component="dt" color="text.secondary">
                {t('fields.to')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                {data.to}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('fields.created')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(data.created_at)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('fields.state')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {t(`state.${stateOf(data)}`)}
                {data.sent_at ? ` · ${formatDateTime(data.sent_at)}` : ''}
                {` · ${t('attempts', { count: data.attempts })}`}
              </Typography>
              {data.error ? (
                <>
                  <Typography component="dt" color="text.secondary">
                    {t('fields.error')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, color: 'error.main' }}>
                    {data.error}
                  </Typography>
                </>
              ) : null}
            </Box>
            <Tabs value={tab} onChange={(_e, next: 'html' | 'text') => setTab(next)} aria-label={t('format')}>
              <Tab value="html" label={t('html')} disabled={!data.html} />
              <Tab value="text" label={t('text')} />
            </Tabs>
            {tab === 'html' && data.html ? (
              <Box
                component="iframe"
                title={t('htmlFrame')}
                sandbox=""
                srcDoc={data.html}
                sx={{
                  width: '100%',
                  height: 480,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  mt: 1,
                  bgcolor: '#fff',
                }}
              />
            ) : (
              <Box
                component="pre"
                sx={{
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontFamily: 'monospace',
                  fontSize: 14,
                  mt: 1,
                  p: 2,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                }}
              >
                {data.text}
              </Box>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MailOutboxPage() {
  const { t } = useTranslation('mail');
  const list = useListState(['state']);
  const [open, setOpen] = useState<number | null>(null);
  const stateOptions = MAIL_STATES.map((value) => ({ value, label: t(`state.${value}`) }));

  const columns = useMemo<GridColDef<OutboxMail>[]>(
    () => [
      {
        field: 'created_at',
        headerName: t('fields.created'),
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      { field: 'to', headerName: t('fields.to'), flex: 1, minWidth: 200 },
      { field: 'subject', headerName: t('fields.subject'), flex: 1.4, minWidth: 240 },
      {
        field: 'state',
        headerName: t('fields.state'),
        width: 150,
        renderCell: ({ row }) => {
          const state = stateOf(row);
          const chip = (
            <Chip size="small" variant="outlined" color={STATE_COLORS[state]} label={t(`state.${state}`)} />
          );
          return row.error ? <Tooltip title={row.error}>{chip}</Tooltip> : chip;
        },
      },
      { field: 'attempts', headerName: t('fields.attempts'), width: 100, type: 'number' },
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 90,
        renderCell: ({ row }) => (
          <Tooltip title={t('open', { subject: row.subject })}>
            <IconButton
              size="small"
              aria-label={t('open', { subject: row.subject })}
              onClick={() => setOpen(row.id)}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <DataTable
        list={list}
        queryKey={(params) => queryKeys.mailOutbox.list(params)}
        fetchPage={fetchOutboxPage}
        columns={columns}
        label={t('title')}
        searchLabel={t('search')}
        filters={<TableFilter list={list} name="state" label={t('fields.state')} options={stateOptions} />}
      />
      {open !== null ? <MailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
