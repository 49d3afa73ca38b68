/**
 * Promociones (/promotions): the paged list with type and state filters; create and edit in a
 * dialog; switch active in place; delete after confirming.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { PROMOTION_TYPES, type Promotion, promotionResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { fetchPromotions } from './packages.api';
import { PromotionDialog } from './promotion-form-dialog';
import { promotionColumns } from './promotions.columns';

/** `null`: no dialog; `{}`: creating; `{ id }`: editing. */
type Editing = { id?: number } | null;

export default function PromotionsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('packages');
  const promotions = useResourceList(promotionResource);
  const activeOptions = useActiveOptions();
  const [editing, setEditing] = useState<Editing>(null);
  const typeOptions = PROMOTION_TYPES.map((value) => ({ value, label: t(`promotions.types.${value}`) }));
  const { actions, calls, changed } = promotions;

  const columns = useMemo(() => {
    // The list row lacks the agencies' ids; the switch saves the whole promotion as it stands.
    const setActive = async (promotion: Promotion, active: boolean) => {
      const { id, agency_ids, name, type, discount_kind, discount, starts_on, ends_on } = await calls.one(
        promotion.id,
      );
      await calls.save(id, { name, type, discount_kind, discount, starts_on, ends_on, active, agency_ids });
      await changed();
    };
    return promotionColumns(t, { ...actions, setActive }, (promotion) => setEditing({ id: promotion.id }));
  }, [t, actions, calls, changed]);

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        actions={
          promotions.access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t('promotions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        {...promotions.table}
        // `GET promotions` is the spec §7 picker: the paged list is `promotions/list`.
        fetchPage={fetchPromotions}
        label={t('promotions.title')}
        searchLabel={t('promotions.search')}
        columns={columns}
        filters={
          <>
            <TableFilter
              list={promotions.list}
              name="type"
              label={t('promotions.fields.type')}
              options={typeOptions}
              allLabel={t('promotions.allTypes')}
            />
            <TableFilter
              list={promotions.list}
              name="active"
              label={t('promotions.fields.status')}
              options={activeOptions}
            />
          </>
        }
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
