/** Versiones of a model (/models/{model_id}/versions), under Marca › Modelo in the breadcrumbs. */
import { href, versionResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { useParentId } from '../../components/form/form-parts';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { useCatalogTrail } from './catalog-trail';
import { versionColumns } from './versions.columns';

export default function VersionsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const modelId = useParentId('model_id');
  const versions = useResourceList(versionResource, { params: { model_id: modelId } });
  const activeOptions = useActiveOptions();
  const { model } = useCatalogTrail(modelId, undefined, 'versions', []);
  const columns = useMemo(() => versionColumns(t, modelId, versions.actions), [t, modelId, versions.actions]);

  const name = model.data ? `${model.data.brand_name} ${model.data.name}` : '';
  const title = name ? t('versions.titleOf', { name }) : t('routes:versions');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('versions.subtitle')}
        actions={
          <NewButton
            show={versions.access.create}
            to={href(versionResource.screens.create, { model_id: modelId })}
            label={t('new')}
          />
        }
      />
      <DataTable
        {...versions.table}
        label={title}
        searchLabel={t('versions.search')}
        columns={columns}
        filters={
          <TableFilter
            list={versions.list}
            name="active"
            label={t('fields.status')}
            options={activeOptions}
          />
        }
        exportName={t('versions.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
