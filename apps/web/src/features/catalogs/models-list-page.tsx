/** Modelos (/catalogs/models): filter by brand, body type and status; each model leads to its versions. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOG_RESOURCES } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, TableFilter, useActiveOptions, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { catalogScreens } from './catalog-paths';
import { useCatalogOptions } from './catalog-pickers';
import { catalogPaths, deleteModel, fetchModels, type Model, saveModel } from './catalogs.api';
import { modelColumns } from './models.columns';
import { useCatalogChanged } from './use-catalog-changes';

export default function ModelsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const list = useListState(['brand_id', 'body_id', 'active']);
  const access = useCan(CATALOG_RESOURCES.models.permissions);
  const changed = useCatalogChanged();
  const confirmDelete = useConfirmDelete();
  const activeOptions = useActiveOptions();
  const brands = useCatalogOptions('brands');
  const bodies = useCatalogOptions('bodies');
  const brandOptions = useMemo(
    () => (brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
    [brands.data],
  );
  const bodyOptions = useMemo(
    () => (bodies.data ?? []).map((body) => ({ value: String(body.id), label: body.name })),
    [bodies.data],
  );

  const columns = useMemo(
    () =>
      modelColumns({
        t,
        canUpdate: access.update,
        canDelete: access.delete,
        onActive: async (model: Model, active: boolean) => {
          await saveModel(model.id, {
            brand_id: model.brand_id,
            name: model.name,
            body_id: model.body_id,
            active,
          });
          await changed();
        },
        onDelete: (model: Model) =>
          void confirmDelete(`${model.brand_name} ${model.name}`, () => deleteModel(model.id)).then(
            (done) => {
              if (done) void changed();
            },
          ),
      }),
    [t, access.update, access.delete, changed, confirmDelete],
  );

  const brandId = list.params.filters.brand_id;
  return (
    <>
      <PageHeader
        title={t('models.title')}
        subtitle={t('models.subtitle')}
        actions={
          access.create ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={Link}
              to={brandId ? `${catalogScreens.modelCreate}?brand_id=${brandId}` : catalogScreens.modelCreate}
            >
              {t('new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('models.title')}
        searchLabel={t('models.search')}
        queryKey={(params) => queryKeys.models.list(params)}
        fetchPage={fetchModels}
        columns={columns}
        filters={
          <>
            <TableFilter
              list={list}
              name="brand_id"
              label={t('fields.brand')}
              options={brandOptions}
              allLabel={t('allBrands')}
            />
            <TableFilter
              list={list}
              name="body_id"
              label={t('fields.body')}
              options={bodyOptions}
              allLabel={t('allBodies')}
            />
            <TableFilter list={list} name="active" label={t('fields.status')} options={activeOptions} />
          </>
        }
        exportUrl={catalogPaths.exportOf(catalogPaths.models)}
        exportName={t('models.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
