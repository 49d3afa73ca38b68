/** Marcas (/catalogs/brands): logo, name, slug, models, active; filter by status; bulk upload. */
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { CATALOG_RESOURCES } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, TableFilter, useActiveOptions, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { brandColumns } from './brands.columns';
import { catalogScreens } from './catalog-paths';
import { CatalogUploadDialog } from './catalog-upload-dialog';
import { type Brand, catalogPaths, deleteBrand, fetchBrands, saveBrand } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';

export default function BrandsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const list = useListState(['active']);
  const access = useCan(CATALOG_RESOURCES.brands.permissions);
  const changed = useCatalogChanged();
  const confirmDelete = useConfirmDelete();
  const activeOptions = useActiveOptions();
  const [uploading, setUploading] = useState(false);

  const columns = useMemo(
    () =>
      brandColumns({
        t,
        canUpdate: access.update,
        canDelete: access.delete,
        onActive: async (brand: Brand, active: boolean) => {
          await saveBrand(brand.id, { name: brand.name, slug: brand.slug, active });
          await changed();
        },
        onDelete: (brand: Brand) =>
          void confirmDelete(brand.name, () => deleteBrand(brand.id)).then((done) => {
            if (done) void changed();
          }),
      }),
    [t, access.update, access.delete, changed, confirmDelete],
  );

  return (
    <>
      <PageHeader
        title={t('brands.title')}
        subtitle={t('brands.subtitle')}
        actions={
          <>
            {access.create ? (
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => setUploading(true)}
              >
                {t('upload.open')}
              </Button>
            ) : null}
            {access.create ? (
              <Button
                variant="contained"
                startIcon={<Add />}
                component={Link}
                to={catalogScreens.brandCreate}
              >
                {t('new')}
              </Button>
            ) : null}
          </>
        }
      />
      <DataTable
        list={list}
        label={t('brands.title')}
        searchLabel={t('brands.search')}
        queryKey={(params) => queryKeys.brands.list(params)}
        fetchPage={fetchBrands}
        columns={columns}
        filters={<TableFilter list={list} name="active" label={t('fields.status')} options={activeOptions} />}
        exportUrl={catalogPaths.exportOf(catalogPaths.brands)}
        exportName={t('brands.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {uploading ? <CatalogUploadDialog open onClose={() => setUploading(false)} /> : null}
    </>
  );
}
