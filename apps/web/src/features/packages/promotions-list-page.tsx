/**
 * Promociones (/promotions): the paged list with type and state filters; create and edit in a
 * dialog; switch active in place; delete after confirming.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { PROMOTION_RESOURCE, PROMOTION_TYPES } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, TableFilter, useActiveOptions, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import {
  deletePromotion,
  fetchPromotion,
  fetchPromotions,
  type Promotion,
  promotionPaths,
  savePromotion,
} from './packages.api';
import { PromotionDialog } from './promotion-form-dialog';
import { promotionColumns } from './promotions.columns';

/** `null`: no dialog; `{}`: creating; `{ id }`: editing. */
type Editing = { id?: number } | null;

export default function PromotionsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('packages');
  const list = useListState(['type', 'active']);
  const access = useCan(PROMOTION_RESOURCE.permissions);
  const confirmDelete = useConfirmDelete();
  const activeOptions = useActiveOptions();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const typeOptions = PROMOTION_TYPES.map((value) => ({ value, label: t(`promotions.types.${value}`) }));

  const columns = useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    // The list row lacks the agencies' ids; the switch saves the whole promotion as it stands.
    const setActive = async (promotion: Promotion, active: boolean) => {
      const { id, agency_ids, name, type, discount_kind, discount, starts_on, ends_on } =
        await fetchPromotion(promotion.id);
      await savePromotion(id, {
        name,
        type,
        discount_kind,
        discount,
        starts_on,
        ends_on,
        active,
        agency_ids,
      });
      await refresh();
    };
    return promotionColumns({
      t,
      canUpdate: access.update,
      canDelete: access.delete,
      onEdit: (promotion) => setEditing({ id: promotion.id }),
      onActive: setActive,
      onDelete: (promotion) =>
        void confirmDelete(promotion.name, () => deletePromotion(promotion.id)).then((done) => {
          if (done) void refresh();
        }),
    });
  }, [t, access.update, access.delete, confirmDelete, queryClient]);

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t('promotions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('promotions.title')}
        searchLabel={t('promotions.search')}
        queryKey={(params) => queryKeys.promotions.list(params)}
        fetchPage={fetchPromotions}
        columns={columns}
        filters={
          <>
            <TableFilter
              list={list}
              name="type"
              label={t('promotions.fields.type')}
              options={typeOptions}
              allLabel={t('promotions.allTypes')}
            />
            <TableFilter
              list={list}
              name="active"
              label={t('promotions.fields.status')}
              options={activeOptions}
            />
          </>
        }
        exportUrl={promotionPaths.export}
        exportName={t('promotions.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <PromotionDialog
          id={editing.id}
          onClose={() => setEditing(null)}
          onCreated={(promotion) => setEditing({ id: promotion.id })}
        />
      ) : null}
    </>
  );
}
