/**
 * Alertas Marketplace (`/find-cars`): the buyers' saved searches that the current dealership's
 * available inventory matches, newest first; "Ofrecer vehículo" sends one of them to the buyer.
 * On "Todas" the screen asks to choose a dealership: matching is against one inventory.
 */
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { buyerAlertResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { OneDealershipPage } from '../../components/one-dealership-page';
import { useResourceList } from '../../components/resource';
import type { BuyerAlert } from './buyer-alerts.api';
import { buyerAlertColumns } from './buyer-alerts.columns';
import { OfferDialog } from './offer-dialog';

function AlertsTable({
  agencyId,
  disableVirtualization,
}: {
  agencyId: number;
  disableVirtualization?: boolean;
}) {
  const { t } = useTranslation('buyerAlerts');
  const dialogs = useDialogs();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const alerts = useResourceList(buyerAlertResource, { query: { agency: agencyId } });
  // The alerts are the marketplace's buyers' contacts: there is no export of them.
  const { exportUrl: _noExport, ...table } = alerts.table;
  const [offering, setOffering] = useState<BuyerAlert | null>(null);
  const canOffer = alerts.access.offer;
  const columns = useMemo(
    () => buyerAlertColumns(t, { can: canOffer, open: setOffering }, phone),
    [t, canOffer, phone],
  );
  return (
    <>
      <DataTable
        {...table}
        label={t('label')}
        columns={columns}
        rowHeight={64}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {offering ? (
        <OfferDialog
          agencyId={agencyId}
          alert={offering}
          onClose={() => setOffering(null)}
          onSent={(message) => {
            setOffering(null);
            void alerts.changed();
            void dialogs.success(message);
          }}
        />
      ) : null}
    </>
  );
}

export default function BuyerAlertsPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('buyerAlerts');
  return (
    <OneDealershipPage
      title={t('title')}
      subtitle={t('subtitle')}
      maxWidth={1400}
      chooseTitle={t('chooseTitle')}
      choose={t('choose')}
    >
      {(agencyId) => (
        <AlertsTable agencyId={agencyId} {...(disableVirtualization ? { disableVirtualization } : {})} />
      )}
    </OneDealershipPage>
  );
}
