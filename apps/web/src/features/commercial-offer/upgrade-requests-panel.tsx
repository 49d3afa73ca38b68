/**
 * Administrators' list of upgrade requests, under the commercial offer: every dealership's
 * requests, pending first by default, with "mark handled".
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  OFFER_TYPES,
  UPGRADE_REQUEST_STATUSES,
  type UpgradeRequest,
  upgradeRequestResource,
} from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { useResourceList } from '../../components/resource';
import { formatDateTime } from '../../lib/format';
import { handleUpgradeRequest } from './commercial-offer.api';

export function UpgradeRequestsPanel({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('commercialOffer');
  const requests = useResourceList(upgradeRequestResource, {
    nameOf: (row: UpgradeRequest) => row.agency_name,
  });
  const { changed } = requests;
  const canHandle = requests.access.update;

  const columns = useMemo<GridColDef<UpgradeRequest>[]>(
    () => [
      {
        field: 'created_at',
        headerName: t('requests.date'),
        sortable: true,
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      { field: 'agency_name', headerName: t('requests.agency'), sortable: true, flex: 1, minWidth: 160 },
      {
        field: 'type',
        headerName: t('requests.offer'),
        width: 110,
        valueFormatter: (value: UpgradeRequest['type']) => t(`requests.offers.${value}`),
      },
      {
        field: 'current_package_name',
        headerName: t('requests.current'),
        width: 130,
        valueFormatter: (value: string) => value || t('requests.none'),
      },
      { field: 'package_name', headerName: t('requests.requested'), width: 140 },
      {
        field: 'module',
        headerName: t('requests.module'),
        width: 180,
        valueFormatter: (value: string | null) =>
          value ? t(`packages:permissionNames.${value}`) : t('requests.none'),
      },
      {
        field: 'requested_by_name',
        headerName: t('requests.requestedBy'),
        width: 260,
        valueGetter: (_value: string, row: UpgradeRequest) =>
          `${row.requested_by_name} <${row.requested_by_email}>`,
      },
      { field: 'message', headerName: t('requests.message'), flex: 1, minWidth: 160 },
      {
        field: 'status',
        headerName: t('requests.status'),
        sortable: true,
        width: 130,
        renderCell: ({ row }) =>
          row.status === 'handled' ? (
            <Chip
              size="small"
              label={t('requests.statuses.handled')}
              title={row.handled_by_name ? t('requests.handledBy', { name: row.handled_by_name }) : undefined}
            />
          ) : (
            <Chip size="small" color="warning" variant="outlined" label={t('requests.statuses.pending')} />
          ),
      },
      {
        field: 'actions',
        headerName: '',
        width: 150,
        renderCell: ({ row }) =>
          canHandle && row.status === 'pending' ? (
            <Button
              size="small"
              aria-label={t('requests.handleOf', { name: row.agency_name })}
              onClick={() => void handleUpgradeRequest(row.id).then(changed)}
            >
              {t('requests.handle')}
            </Button>
          ) : null,
      },
    ],
    [t, canHandle, changed],
  );

  return (
    <section aria-labelledby="upgrade-requests-title">
      <Typography id="upgrade-requests-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('requests.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('requests.subtitle')}
      </Typography>
      <DataTable
        {...requests.table}
        label={t('requests.title')}
        searchLabel={t('requests.search')}
        columns={columns}
        filters={
          <>
            <TableFilter
              list={requests.list}
              name="status"
              label={t('requests.status')}
              options={UPGRADE_REQUEST_STATUSES.map((value) => ({
                value,
                label: t(`requests.statuses.${value}`),
              }))}
            />
            <TableFilter
              list={requests.list}
              name="type"
              label={t('requests.offer')}
              options={OFFER_TYPES.map((value) => ({ value, label: t(`requests.offers.${value}`) }))}
              allLabel={t('requests.allOffers')}
            />
          </>
        }
        exportName={t('requests.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </section>
  );
}
