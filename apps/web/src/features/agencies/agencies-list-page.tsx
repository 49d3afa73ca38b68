/**
 * Agencias (/agencies): every dealership the user may see, with group, family, package and
 * membership filters, search by name and export. Deleting asks first; the server's refusal
 * ("tiene 3 usuarios activos") shows in the error dialog.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { AGENCY_PERMISSIONS, MEMBERSHIP_STATUSES } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, type FilterOption, TableFilter, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { type Agency, agencyPaths, agencyScreens, deleteAgency, fetchAgencies } from './agencies.api';
import { agencyColumns } from './agencies.columns';
import { type PickerSource, usePickerOptions } from './use-picker-options';

const FILTERS = ['group_id', 'family_id', 'package_id', 'membership_status'] as const;

function useFilterOptions(source: PickerSource): FilterOption[] {
  const { data } = usePickerOptions(source);
  return useMemo(
    () => (data ?? []).map((option) => ({ value: String(option.value), label: option.label })),
    [data],
  );
}

export default function AgenciesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('agencies');
  const list = useListState(FILTERS);
  const access = useCan(AGENCY_PERMISSIONS);
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();
  const groups = useFilterOptions('groups');
  const families = useFilterOptions('families');
  const packages = useFilterOptions('packages');
  const statuses = useMemo(
    () => MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: t(`membership.${status}`) })),
    [t],
  );

  const columns = useMemo(
    () =>
      agencyColumns({
        t,
        canUpdate: access.update,
        canDelete: access.delete,
        onDelete: (agency: Agency) =>
          void confirmDelete(agency.name, () => deleteAgency(agency.id)).then((done) => {
            if (done) void queryClient.invalidateQueries({ queryKey: queryKeys.agencies.all });
          }),
      }),
    [t, access.update, access.delete, confirmDelete, queryClient],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} component={Link} to={agencyScreens.create}>
              {t('new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('title')}
        searchLabel={t('search')}
        queryKey={(params) => queryKeys.agencies.list(params)}
        fetchPage={fetchAgencies}
        columns={columns}
        rowHeight={64}
        filters={
          <>
            <TableFilter list={list} name="group_id" label={t('fields.group')} options={groups} />
            <TableFilter list={list} name="family_id" label={t('fields.family')} options={families} />
            <TableFilter list={list} name="package_id" label={t('fields.package')} options={packages} />
            <TableFilter
              list={list}
              name="membership_status"
              label={t('fields.membership')}
              options={statuses}
            />
          </>
        }
        exportUrl={agencyPaths.export}
        exportName={t('fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
