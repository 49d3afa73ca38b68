/**
 * Agencias (/agencies): every dealership the user may see, with group, family, package and
 * membership filters, search by name and export. Deleting asks first; the server's refusal
 * ("tiene 3 usuarios activos") shows in the error dialog.
 */
import { agencyResource, MEMBERSHIP_STATUSES } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type FilterOption, TableFilter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { agencyColumns } from './agencies.columns';
import { type PickerSource, usePickerOptions } from './use-picker-options';

function useFilterOptions(source: PickerSource): FilterOption[] {
  const { data } = usePickerOptions(source);
  return useMemo(
    () => (data ?? []).map((option) => ({ value: String(option.value), label: option.label })),
    [data],
  );
}

export default function AgenciesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('agencies');
  const agencies = useResourceList(agencyResource);
  const { list } = agencies;
  const groups = useFilterOptions('groups');
  const families = useFilterOptions('families');
  const packages = useFilterOptions('packages');
  const statuses = useMemo(
    () => MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: t(`membership.${status}`) })),
    [t],
  );

  const columns = useMemo(() => agencyColumns(t, agencies.actions), [t, agencies.actions]);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <NewButton show={agencies.access.create} to={agencyResource.screens.create} label={t('new')} />
        }
      />
      <DataTable
        {...agencies.table}
        label={t('title')}
        searchLabel={t('search')}
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
        exportName={t('fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
