/**
 * Inventario settings (/settings/vehicles-number): how many used vehicles each dealership may
 * publish. The package sets it unless the dealership has its own; whoever holds 'update used
 * vehicles number' edits it or resets it to the package. Follows the current dealership
 * ("Todas": every dealership the user sees).
 */
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { AGENCY_SETTINGS_PERMISSIONS } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListState } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { PageHeader } from '../../components/page-header';
import { parseError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { useCan } from '../../lib/use-can';
import {
  fetchVehicleLimits,
  saveVehicleLimit,
  type VehicleLimit,
  vehicleLimitsExportUrl,
} from './agency-settings.api';
import { VehicleLimitDialog } from './vehicle-limit-dialog';
import { vehicleLimitColumns } from './vehicle-limits.columns';

export default function VehicleLimitsPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('agencySettings');
  const list = useListState();
  const { dealership } = useSession();
  const agencyId = dealership?.id ?? 0;
  const can = useCan({ update: AGENCY_SETTINGS_PERMISSIONS.limits.update });
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<VehicleLimit | null>(null);

  const columns = useMemo(() => {
    const changed = () => queryClient.invalidateQueries({ queryKey: queryKeys.agencySettings.lists() });
    const reset = async (row: VehicleLimit) => {
      const text =
        row.package_limit === null
          ? t('limits.resetTextNoPackage', { name: row.agency_name })
          : t('limits.resetText', { name: row.agency_name, limit: formatNumber(row.package_limit) });
      if (!(await dialogs.decision(text, t('limits.reset'), { accept: t('limits.reset') }))) return;
      try {
        await saveVehicleLimit(row.agency_id, null);
        await changed();
      } catch (failure) {
        await dialogs.error(parseError(failure, t).message);
      }
    };
    return vehicleLimitColumns({
      t,
      canUpdate: can.update,
      onEdit: setEditing,
      onReset: (row) => void reset(row),
    });
  }, [t, can.update, dialogs, queryClient]);

  return (
    <>
      <PageHeader title={t('limits.title')} subtitle={t('limits.subtitle')} />
      {can.update ? null : (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('limits.readOnly')}
        </Alert>
      )}
      <DataTable
        list={list}
        label={t('limits.title')}
        searchLabel={t('limits.search')}
        queryKey={(params) => queryKeys.agencySettings.list(params, { agency: agencyId })}
        fetchPage={(params, signal) => fetchVehicleLimits(agencyId, params, signal)}
        columns={columns}
        exportUrl={vehicleLimitsExportUrl(agencyId)}
        exportName={t('limits.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <VehicleLimitDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: queryKeys.agencySettings.lists() });
            void dialogs.success(
              t('limits.saved', { name: saved.agency_name, limit: formatNumber(saved.effective_limit) }),
            );
          }}
        />
      ) : null}
    </>
  );
}
