/** Modelos (/catalogs/models): filter by brand, body type and status; each model leads to its versions. */
import { href, modelResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogOptions } from '../../components/catalog-pickers';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { modelColumns } from './models.columns';

export default function ModelsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const models = useResourceList(modelResource, { nameOf: (model) => `${model.brand_name} ${model.name}` });
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
  const columns = useMemo(() => modelColumns(t, models.actions), [t, models.actions]);

  const { list } = models;
  return (
    <>
      <PageHeader
        title={t('models.title')}
        subtitle={t('models.subtitle')}
        actions={
          <NewButton
            show={models.access.create}
            // From a brand's models, the new model is that brand's.
            to={href(modelResource.screens.create, {}, { brand_id: list.params.filters.brand_id })}
            label={t('new')}
          />
        }
      />
      <DataTable
        {...models.table}
        label={t('models.title')}
        searchLabel={t('models.search')}
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
        exportName={t('models.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
