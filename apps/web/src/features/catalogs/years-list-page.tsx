/** Años of a version (/models/{model_id}/versions/{version_id}/years): list price in MXN. */
import { href, yearResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { useParentId } from '../../components/form/form-parts';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { useCatalogTrail } from './catalog-trail';
import { yearColumns } from './years.columns';

export default function YearsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const modelId = useParentId('model_id');
  const versionId = useParentId('version_id');
  const years = useResourceList(yearResource, {
    params: { version_id: versionId },
    nameOf: (year) => String(year.year),
  });
  const activeOptions = useActiveOptions();
  const { model, version } = useCatalogTrail(modelId, versionId, 'years', []);
  const columns = useMemo(
    () => yearColumns(t, { model_id: modelId, version_id: versionId }, years.actions),
    [t, modelId, versionId, years.actions],
  );

  const name =
    model.data && version.data ? `${model.data.brand_name} ${model.data.name} ${version.data.name}` : '';
  const title = name ? t('years.titleOf', { name }) : t('routes:years');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('years.subtitle')}
        actions={
          <NewButton
            show={years.access.create}
            to={href(yearResource.screens.create, { model_id: modelId, version_id: versionId })}
            label={t('new')}
          />
        }
      />
      <DataTable
        {...years.table}
        label={title}
        columns={columns}
        filters={
          <TableFilter list={years.list} name="active" label={t('fields.status')} options={activeOptions} />
        }
        exportName={t('years.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
