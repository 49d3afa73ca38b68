/**
 * Grupos (/cardealership/group) and Familias (/cardealership/family): one screen for both kinds,
 * each read from its definition. Named sets of agencies with their members; create and edit in a
 * dialog; deleting says first how many agencies will be left without a group (they are not deleted).
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { DEALERSHIP_SET_RESOURCES, type DealershipSet, type DealershipSetKind } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { DealershipSetDialog } from './dealership-set-form-dialog';
import { setColumns } from './dealership-sets.columns';

/** `null`: no dialog; `{}`: creating; `{ id }`: editing. */
type Editing = { id?: number } | null;

/** Agency lists and pickers show each agency's group and family. */
const invalidates = [queryKeys.agencies.all];

export function DealershipSetsListPage({
  kind,
  disableVirtualization,
}: {
  kind: DealershipSetKind;
  disableVirtualization?: boolean;
}) {
  const { t } = useTranslation('dealershipSets');
  const sets = useResourceList(DEALERSHIP_SET_RESOURCES[kind], { invalidates });
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Editing>(null);
  const { actions, calls, changed } = sets;

  const columns = useMemo(() => {
    const remove = async (set: DealershipSet) => {
      const yes = await dialogs.decision(
        t(`${kind}.deleteText`, { name: set.name, count: set.agencies_count }),
        t(`${kind}.deleteTitle`),
        { accept: t('table:delete') },
      );
      if (!yes) return;
      try {
        await calls.remove(set.id);
      } catch (error) {
        await dialogs.error(parseError(error, t).message);
        return;
      }
      await changed();
    };
    return setColumns(
      t,
      actions,
      (set) => setEditing({ id: set.id }),
      (set) => void remove(set),
    );
  }, [t, kind, actions, calls, changed, dialogs]);

  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        subtitle={t(`${kind}.subtitle`)}
        actions={
          sets.access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t(`${kind}.create`)}
            </Button>
          ) : null
        }
      />
      <DataTable
        {...sets.table}
        label={t(`${kind}.title`)}
        searchLabel={t(`${kind}.search`)}
        columns={columns}
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
