/**
 * Nuevo / Editar grupo (or familia), in a dialog: name, description and the member agencies.
 * Choosing an agency here moves it out of its previous set; the help text says so.
 */
import { useQuery } from '@tanstack/react-query';
import {
  DEALERSHIP_SET_RESOURCES,
  type DealershipSetDetail,
  type DealershipSetKind,
  dealershipSetInput,
} from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect, FormTextField } from '../../components/form';
import { FormDialog } from '../../components/form/form-dialog';
import { useRecord, useResourceChanged } from '../../components/resource';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';

/** Agency lists and pickers show each agency's group and family. */
const invalidates = [queryKeys.agencies.all];

export interface DealershipSetDialogProps {
  kind: DealershipSetKind;
  /** The set being edited; undefined to create one. */
  id: number | undefined;
  onClose: () => void;
  /** A new set was saved: the dialog goes on as its edit. */
  onCreated: (set: DealershipSetDetail) => void;
}

export function DealershipSetDialog({ kind, id, onClose, onCreated }: DealershipSetDialogProps) {
  const { t } = useTranslation('dealershipSets');
  const def = DEALERSHIP_SET_RESOURCES[kind];
  const record = useRecord(def, id);
  const { patch } = useResourceChanged(def, invalidates);
  const agencies = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
  });

  // Members the picker does not offer (not active any more) still show by name.
  const options = useMemo(() => {
    const list = [...(agencies.data ?? [])];
    const known = new Set(list.map((option) => option.value));
    record.data?.agency_ids.forEach((value, index) => {
      if (!known.has(value)) list.push({ value, label: record.data.agencies[index] ?? String(value) });
    });
    return list;
  }, [agencies.data, record.data]);

  // The answer is the record as saved: the dialog shows it at once (a new set goes on as its edit).
  const saved = async (set: DealershipSetDetail) => {
    await patch(set, {});
    if (id === undefined) onCreated(set);
  };

  return (
    <FormDialog
      title={id === undefined ? t(`${kind}.create`) : t(`${kind}.edit`)}
      subtitle={t(`${kind}.formHelp`)}
      schema={dealershipSetInput}
      empty={{ name: '', description: '', agency_ids: [] }}
      {...(id !== undefined ? { record } : {})}
      toValues={(set: DealershipSetDetail) => ({
        name: set.name,
        description: set.description,
        agency_ids: set.agency_ids,
      })}
      save={(values) => resourceCalls(def).save(id, values)}
      onSaved={saved}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('fields.description')}
            disabled={busy}
            multiline
            minRows={2}
          />
          <FormMultiSelect
            control={form.control}
            name="agency_ids"
            label={t('fields.agencies')}
            options={options}
            loading={agencies.isLoading}
            disabled={busy}
            placeholder={t('chooseAgencies')}
            helperText={agencies.isError ? t('agenciesError') : t(`${kind}.agenciesHelp`)}
          />
        </>
      )}
    </FormDialog>
  );
}
