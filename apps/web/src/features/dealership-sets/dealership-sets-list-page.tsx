/**
 * Grupos (/cardealership/group) and Familias (/cardealership/family): one screen for both kinds.
 * Named sets of agencies with their members; create and edit in a dialog; deleting says first
 * how many agencies will be left without a group (they are not deleted).
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { DealershipSetKind } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListState } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { PageHeader } from '../../components/page-header';
import { parseError } from '../../lib/api-client';
import { useCan } from '../../lib/use-can';
import { DealershipSetDialog } from './dealership-set-form-dialog';
import { SET_SCREENS } from './dealership-set-kinds';
import { type DealershipSet, deleteSet, fetchSets, setExportPath } from './dealership-sets.api';
import { setColumns } from './dealership-sets.columns';

/** `null`: no dialog; `{}`: creating; `{ id }`: editing. */
type Editing = { id?: number } | null;

export function DealershipSetsListPage({
  kind,
  disableVirtualization,
}: {
  kind: DealershipSetKind;
  disableVirtualization?: boolean;
}) {
  const { t } = useTranslation('dealershipSets');
  const screen = SET_SCREENS[kind];
  const list = useListState();
  const access = useCan(screen.permissions);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo(() => {
    const remove = async (set: DealershipSet) => {
      const yes = await dialogs.decision(
        t(`${kind}.deleteText`, { name: set.name, count: set.agencies_count }),
        t(`${kind}.deleteTitle`),
        { accept: t('table:delete') },
      );
      if (!yes) return;
      try {
        await deleteSet(kind, set.id);
      } catch (error) {
        await dialogs.error(parseError(error, t).message);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: screen.keys.all });
      void queryClient.invalidateQueries({ queryKey: ['agencies'] });
    };
    return setColumns({
      t,
      canUpdate: access.update,
      canDelete: access.delete,
      onEdit: (set) => setEditing({ id: set.id }),
      onDelete: (set) => void remove(set),
    });
  }, [t, kind, access.update, access.delete, dialogs, queryClient, screen.keys]);

  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        subtitle={t(`${kind}.subtitle`)}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t(`${kind}.create`)}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t(`${kind}.title`)}
        searchLabel={t(`${kind}.search`)}
        queryKey={(params) => screen.keys.list(params)}
        fetchPage={(params, signal) => fetchSets(kind, params, signal)}
        columns={columns}
        exportUrl={setExportPath(kind)}
        exportName={t(`${kind}.fileName`)}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <DealershipSetDialog
          kind={kind}
          id={editing.id}
          onClose={() => setEditing(null)}
          onCreated={(set) => setEditing({ id: set.id })}
        />
      ) : null}
    </>
  );
}
