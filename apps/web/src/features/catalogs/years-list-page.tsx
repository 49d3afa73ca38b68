/** Años of a version (/models/{model_id}/versions/{version_id}/years): list price in MXN. */
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
import { type CatalogYear, catalogPaths, deleteYear, fetchYears, saveYear } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';
import { yearColumns } from './years.columns';

export default function YearsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const modelId = useParentId('model_id');
  const versionId = useParentId('version_id');
  const list = useListState(['active']);
  const access = useCan(CATALOG_RESOURCES.years.permissions);
  const changed = useCatalogChanged();
  const confirmDelete = useConfirmDelete();
  const activeOptions = useActiveOptions();
  const { model, version } = useCatalogTrail(modelId, versionId, 'years', []);

  const columns = useMemo(
    () =>
      yearColumns({
        t,
        modelId,
        versionId,
        canUpdate: access.update,
        canDelete: access.delete,
        onActive: async (year: CatalogYear, active: boolean) => {
          await saveYear(versionId, year.id, { year: year.year, list_price: year.list_price, active });
          await changed();
        },
        onDelete: (year: CatalogYear) =>
          void confirmDelete(String(year.year), () => deleteYear(versionId, year.id)).then((done) => {
            if (done) void changed();
          }),
      }),
    [t, modelId, versionId, access.update, access.delete, changed, confirmDelete],
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
          access.create ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={Link}
              to={catalogScreens.yearCreate(modelId, versionId)}
            >
              {t('new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={title}
        noSearch
        queryKey={(params) => queryKeys.years.list(params, { version_id: versionId })}
        fetchPage={(params, signal) => fetchYears(versionId, params, signal)}
        columns={columns}
        filters={<TableFilter list={list} name="active" label={t('fields.status')} options={activeOptions} />}
        exportUrl={catalogPaths.exportOf(catalogPaths.years(versionId))}
        exportName={t('years.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
