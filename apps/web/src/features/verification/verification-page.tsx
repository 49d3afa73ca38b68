/**
 * AutoCheck (`/verification`): verify a VIN or a plate for the current dealership, see the result
 * (decode, report, retry), and the history with its filters and export. On "Todas" the history
 * shows every dealership in scope and verifying asks to choose one.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import {
  VERIFICATION_KINDS,
  VERIFICATION_RESULTS,
  type Verification,
  verificationResource,
} from '@vitrina/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { SectionCard } from '../../components/section-card';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { fetchProviderConfigured } from './verification.api';
import { ResultChip, VerificationResultCard } from './verification-result';
import { VerifyForm } from './verify-form';

export default function VerificationPage() {
  const { t } = useTranslation('verification');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const history = useResourceList(verificationResource, { query: { agency } });
  const { changed, access } = history;
  const [current, setCurrent] = useState<Verification | null>(null);
  const provider = useQuery({
    queryKey: queryKeys.verificationProvider(agency),
    queryFn: ({ signal }) => fetchProviderConfigured(agency, signal),
  });

  const show = useCallback(
    (row: Verification) => {
      setCurrent(row);
      void changed();
      // The result sits above the history: bring it into view after choosing a row below.
      const motion = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
      requestAnimationFrame(() =>
        document.getElementById('verification-result')?.scrollIntoView({ behavior: motion, block: 'start' }),
      );
    },
    [changed],
  );

  const columns = useMemo<GridColDef<Verification>[]>(
    () => [
      {
        field: 'created_at',
        headerName: t('history.date'),
        sortable: true,
        width: 200,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      ...(agency === 0
        ? [{ field: 'agency_name', headerName: t('history.agency'), flex: 1, minWidth: 160 } as const]
        : []),
      { field: 'user_name', headerName: t('history.user'), sortable: true, flex: 1, minWidth: 150 },
      {
        field: 'kind',
        headerName: t('history.kind'),
        sortable: true,
        width: 90,
        valueFormatter: (value: Verification['kind']) => t(`form.${value}`),
      },
      {
        field: 'query',
        headerName: t('history.query'),
        width: 200,
        renderCell: ({ value }) => (
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {value as string}
          </Box>
        ),
      },
      {
        field: 'result',
        headerName: t('history.result'),
        sortable: true,
        width: 140,
        renderCell: ({ row }) => <ResultChip result={row.result} />,
      },
      {
        field: 'maker',
        headerName: t('history.maker'),
        width: 140,
        valueGetter: (_value: unknown, row: Verification) => row.decode?.manufacturer ?? '',
      },
      {
        field: 'actions',
        headerName: '',
        width: 90,
        renderCell: ({ row }) => (
          <Button
            size="small"
            aria-label={t('history.showOf', { query: row.query })}
            onClick={() => show(row)}
          >
            {t('history.show')}
          </Button>
        ),
      },
    ],
    [t, agency, show],
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={t('routes:verification')} subtitle={t('subtitle')} />
      {provider.data === false ? (
        <Alert severity="info" variant="outlined">
          {t('notConfigured')}
        </Alert>
      ) : null}
      {access.create ? (
        agency === 0 ? (
          <Alert severity="info" variant="outlined" role="status">
            <Typography variant="subtitle2" component="p">
              {t('chooseTitle')}
            </Typography>
            {t('choose')}
          </Alert>
        ) : (
          <VerifyForm key={agency} agencyId={agency} plates={provider.data !== false} onVerified={show} />
        )
      ) : (
        <Alert severity="info" variant="outlined">
          {t('form.readOnly')}
        </Alert>
      )}
      {current ? <VerificationResultCard row={current} canRetry={access.create} onChanged={show} /> : null}
      <SectionCard title={t('history.title')} description={t('history.description')}>
        <DataTable
          {...history.table}
          label={t('history.title')}
          searchLabel={t('history.search')}
          columns={columns}
          filters={
            <>
              <TableFilter
                list={history.list}
                name="result"
                label={t('history.result')}
                options={VERIFICATION_RESULTS.map((value) => ({
                  value,
                  label: t(`result.results.${value}`),
                }))}
                allLabel={t('history.allResults')}
              />
              <TableFilter
                list={history.list}
                name="kind"
                label={t('history.kind')}
                options={VERIFICATION_KINDS.map((value) => ({ value, label: t(`form.${value}`) }))}
                allLabel={t('history.allKinds')}
              />
            </>
          }
          exportName={t('history.fileName')}
        />
      </SectionCard>
    </Box>
  );
}
