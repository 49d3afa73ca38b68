/**
 * Inventario settings (/settings/vehicles-number): how many used vehicles each dealership may
 * publish. The package sets it unless the dealership has its own; whoever holds 'update used
 * vehicles number' edits it or resets it to the package. Follows the current dealership
 * ("Todas": every dealership the user sees).
 */
import Alert from '@mui/material/Alert';
import { vehicleLimitResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useSession } from '../../lib/session-store';
import { saveVehicleLimit, type VehicleLimit } from './agency-settings.api';
import { VehicleLimitDialog } from './vehicle-limit-dialog';
import { vehicleLimitColumns } from './vehicle-limits.columns';

export default function VehicleLimitsPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('agencySettings');
  const { dealership } = useSession();
  const limits = useResourceList(vehicleLimitResource, { query: { agency: dealership?.id ?? 0 } });
  const { access, changed } = limits;
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<VehicleLimit | null>(null);

  const columns = useMemo(() => {
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
      canUpdate: access.update,
      onEdit: setEditing,
      onReset: (row) => void reset(row),
    });
  }, [t, access.update, dialogs, changed]);

  return (
    <>
      <PageHeader title={t('routes:vehiclesNumber')} subtitle={t('limits.subtitle')} />
      {access.update ? null : (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('limits.readOnly')}
        </Alert>
      )}
      <DataTable
        {...limits.table}
        label={t('limits.title')}
        searchLabel={t('limits.search')}
        columns={columns}
        exportName={t('limits.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <VehicleLimitDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void changed();
            void dialogs.success(
              t('limits.saved', { name: saved.agency_name, limit: formatNumber(saved.effective_limit) }),
            );
          }}
        />
      ) : null}
    </>
  );
}
