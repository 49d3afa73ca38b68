/** Versiones of a model (/models/{model_id}/versions), under Marca › Modelo in the breadcrumbs. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOG_RESOURCES } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, TableFilter, useActiveOptions, useListState } from '../../components/data-table';
import { useParentId } from '../../components/form/form-parts';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { catalogScreens } from './catalog-paths';
import { useCatalogTrail } from './catalog-trail';
import { catalogPaths, deleteVersion, fetchVersions, saveVersion, type Version } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';
import { versionColumns } from './versions.columns';

export default function VersionsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const modelId = useParentId('model_id');
  const list = useListState(['active']);
  const access = useCan(CATALOG_RESOURCES.versions.permissions);
  const changed = useCatalogChanged();
  const confirmDelete = useConfirmDelete();
  const activeOptions = useActiveOptions();
  const { model } = useCatalogTrail(modelId, undefined, 'versions', []);

  const columns = useMemo(
    () =>
      versionColumns({
        t,
        modelId,
        canUpdate: access.update,
        canDelete: access.delete,
        onActive: async (version: Version, active: boolean) => {
          await saveVersion(modelId, version.id, {
            name: version.name,
            transmission: version.transmission,
            fuel: version.fuel,
            active,
          });
          await changed();
        },
        onDelete: (version: Version) =>
          void confirmDelete(version.name, () => deleteVersion(modelId, version.id)).then((done) => {
            if (done) void changed();
          }),
      }),
    [t, modelId, access.update, access.delete, changed, confirmDelete],
  );

  const name = model.data ? `${model.data.brand_name} ${model.data.name}` : '';
  return (
    <>
      <PageHeader
        title={name ? t('versions.titleOf', { name }) : t('routes:versions')}
        subtitle={t('versions.subtitle')}
        actions={
          access.create ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={Link}
              to={catalogScreens.versionCreate(modelId)}
            >
              {t('new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={name ? t('versions.titleOf', { name }) : t('routes:versions')}
        searchLabel={t('versions.search')}
        queryKey={(params) => queryKeys.versions.list(params, { model_id: modelId })}
        fetchPage={(params, signal) => fetchVersions(modelId, params, signal)}
        columns={columns}
        filters={<TableFilter list={list} name="active" label={t('fields.status')} options={activeOptions} />}
        exportUrl={catalogPaths.exportOf(catalogPaths.versions(modelId))}
        exportName={t('versions.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
