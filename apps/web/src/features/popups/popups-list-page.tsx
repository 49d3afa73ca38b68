/**
 * Pop ups (/popups): the announcements dealership users see on their dashboard. Paged list with
 * the active filter; create and edit in a dialog; switch active in place; delete after confirming.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { type Popup, popupResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';
import { PopupFormDialog } from './popup-form-dialog';
import { popupColumns } from './popups.columns';

/** `null`: no dialog; `{}`: creating; `{ id }`: editing. */
type Editing = { id?: number } | null;

export default function PopupsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('popups');
  const popups = useResourceList(popupResource, { nameOf: (popup: Popup) => popup.title });
  const activeOptions = useActiveOptions();
  const [editing, setEditing] = useState<Editing>(null);
  const packages = useQuery({
    queryKey: queryKeys.packageOptions,
    queryFn: ({ signal }) => fetchOptions('packages', signal),
  });
  const packageNames = useMemo(
    () => new Map((packages.data ?? []).map((option) => [option.value, option.label])),
    [packages.data],
  );
  const { actions } = popups;
  const columns = useMemo(
    () => popupColumns(t, actions, (popup) => setEditing({ id: popup.id }), packageNames),
    [t, actions, packageNames],
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          popups.access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t('list.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        {...popups.table}
        label={t('list.title')}
        searchLabel={t('list.search')}
        columns={columns}
        filters={
          <TableFilter list={popups.list} name="active" label={t('fields.active')} options={activeOptions} />
        }
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <PopupFormDialog
          id={editing.id}
          packages={packages.data ?? []}
          packagesLoading={packages.isLoading}
          onClose={() => setEditing(null)}
          onCreated={(popup) => setEditing({ id: popup.id })}
        />
      ) : null}
    </>
  );
}
