/**
 * Nueva / Editar promoción, in a dialog (the specification has no form route): name, type,
 * discount as a percentage or an amount in MXN, dates, active, and the agencies (none: all).
 */
import { useQuery } from '@tanstack/react-query';
import {
  DISCOUNT_KINDS,
  PROMOTION_AMOUNT_MAX,
  PROMOTION_PERCENT_MAX,
  PROMOTION_TYPES,
  type PromotionDetail,
  promotionInput,
  promotionResource,
} from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormCurrencyField,
  FormMultiSelect,
  FormSelectField,
  FormSwitch,
  FormTextField,
} from '../../components/form';
import { FormDialog } from '../../components/form/form-dialog';
import { useRecord, useResourceChanged } from '../../components/resource';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';

export interface PromotionDialogProps {
  /** The promotion being edited; undefined to create one. */
  id: number | undefined;
  onClose: () => void;
  /** A new promotion was saved: the dialog goes on as its edit. */
  onCreated: (promotion: PromotionDetail) => void;
}

export function PromotionDialog({ id, onClose, onCreated }: PromotionDialogProps) {
  const { t } = useTranslation('packages');
  const record = useRecord(promotionResource, id);
  const { patch } = useResourceChanged(promotionResource);
  const agencies = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
  });

  // Agencies the picker does not offer (no longer active) still show by name.
  const options = useMemo(() => {
    const list = [...(agencies.data ?? [])];
    const known = new Set(list.map((option) => option.value));
    record.data?.agency_ids.forEach((value, index) => {
      if (!known.has(value)) list.push({ value, label: record.data.agencies[index] ?? String(value) });
    });
    return list;
  }, [agencies.data, record.data]);
  const typeOptions = PROMOTION_TYPES.map((value) => ({ value, label: t(`promotions.types.${value}`) }));
  const kindOptions = DISCOUNT_KINDS.map((value) => ({ value, label: t(`promotions.kinds.${value}`) }));

  // The answer is the promotion as saved: the dialog shows it at once (a new one goes on as its edit).
  const saved = async (promotion: PromotionDetail) => {
    await patch(promotion, {});
    if (id === undefined) onCreated(promotion);
  };

  return (
    <FormDialog
      title={id === undefined ? t('promotions.create') : t('promotions.edit')}
      subtitle={t('promotions.formHelp')}
      schema={promotionInput}
      empty={{
        name: '',
        type: 'used',
        discount_kind: 'percent',
        starts_on: '',
        ends_on: '',
        active: true,
        agency_ids: [],
      }}
      {...(id !== undefined ? { record } : {})}
      toValues={(promotion: PromotionDetail) => ({
        name: promotion.name,
        type: promotion.type,
        discount_kind: promotion.discount_kind,
        discount: promotion.discount,
        starts_on: promotion.starts_on,
        ends_on: promotion.ends_on,
        active: promotion.active,
        agency_ids: promotion.agency_ids,
      })}
      save={(values) => resourceCalls(promotionResource).save(id, values)}
      onSaved={saved}
      onClose={onClose}
    >
      {(form, busy) => {
        const percent = form.watch('discount_kind') === 'percent';
        return (
          <>
            <FormTextField
              control={form.control}
              name="name"
              label={t('promotions.fields.name')}
              required
              disabled={busy}
            />
            <FormSelectField
              control={form.control}
              name="type"
              label={t('promotions.fields.type')}
              required
              disabled={busy}
              options={typeOptions}
            />
            <FormSelectField
              control={form.control}
              name="discount_kind"
              label={t('promotions.fields.discountKind')}
              required
              disabled={busy}
              options={kindOptions}
            />
            <FormCurrencyField
              key={percent ? 'percent' : 'amount'}
              control={form.control}
              name="discount"
              label={percent ? t('promotions.fields.percent') : t('promotions.fields.amount')}
              required
              disabled={busy}
              min={0}
              max={percent ? PROMOTION_PERCENT_MAX : PROMOTION_AMOUNT_MAX}
              prefix={percent ? null : '$'}
              suffix={percent ? '%' : 'MXN'}
              helperText={percent ? t('promotions.percentHelp') : t('promotions.amountHelp')}
            />
            <FormTextField
              control={form.control}
              name="starts_on"
              type="date"
              label={t('promotions.fields.startsOn')}
              required
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={form.control}
              name="ends_on"
              type="date"
              label={t('promotions.fields.endsOn')}
              required
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormSwitch
              control={form.control}
              name="active"
              label={t('promotions.fields.active')}
              disabled={busy}
              helperText={t('promotions.activeHelp')}
            />
            <FormMultiSelect
              control={form.control}
              name="agency_ids"
              label={t('promotions.fields.agencies')}
              options={options}
              loading={agencies.isLoading}
              disabled={busy}
              placeholder={t('promotions.chooseAgencies')}
              helperText={agencies.isError ? t('promotions.agenciesError') : t('promotions.agenciesHelp')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
