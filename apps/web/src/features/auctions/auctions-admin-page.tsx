/**
 * Administrar subastas (/subastas-activas/admin): every auction with its state (filter), schedule,
 * highest bid and winner; a new one, edit (before its start; photos always), and cancel after
 * confirming.
 */
import { AUCTION_STATES, type Auction, auctionResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { cancelAuction } from './auctions.api';
import { auctionColumns } from './auctions.columns';

export default function AuctionsAdminPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('auctions');
  const auctions = useResourceList(auctionResource, { nameOf: (auction: Auction) => auction.vehicle_title });
  const dialogs = useDialogs();
  const { access, changed } = auctions;
  const stateOptions = useMemo(
    () => AUCTION_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
    [t],
  );
  const columns = useMemo(
    () =>
      auctionColumns(t, { update: access.update, cancel: Boolean(access.cancel) }, async (auction) => {
        const confirmed = await dialogs.decision(
          t('admin.cancelText', { title: auction.vehicle_title }),
          t('admin.cancelTitle'),
          { accept: t('admin.cancelAccept') },
        );
        if (!confirmed) return;
        try {
          await cancelAuction(auction.id);
        } catch (failure) {
          dialogs.error(parseError(failure, t).message);
        }
        await changed();
      }),
    [t, access.update, access.cancel, dialogs, changed],
  );

  return (
    <>
      <PageHeader
        title={t('admin.title')}
        subtitle={t('admin.subtitle')}
        actions={
          <NewButton show={access.create} to={auctionResource.screens.create} label={t('admin.create')} />
        }
      />
      <DataTable
        {...auctions.table}
        label={t('admin.title')}
        searchLabel={t('admin.search')}
        columns={columns}
        filters={
          <TableFilter list={auctions.list} name="state" label={t('fields.state')} options={stateOptions} />
        }
        exportName={t('admin.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
