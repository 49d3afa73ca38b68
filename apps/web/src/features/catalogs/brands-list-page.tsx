/** Marcas (/catalogs/brands): logo, name, slug, models, active; filter by status; bulk upload. */
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { brandResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { brandColumns } from './brands.columns';
import { CatalogUploadDialog } from './catalog-upload-dialog';

export default function BrandsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const brands = useResourceList(brandResource);
  const activeOptions = useActiveOptions();
  const [uploading, setUploading] = useState(false);
  const columns = useMemo(() => brandColumns(t, brands.actions), [t, brands.actions]);

  return (
    <>
      <PageHeader
        title={t('brands.title')}
        subtitle={t('brands.subtitle')}
        actions={
          <>
            {brands.access.create ? (
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => setUploading(true)}
              >
                {t('upload.open')}
              </Button>
            ) : null}
            <NewButton show={brands.access.create} to={brandResource.screens.create} label={t('new')} />
          </>
        }
      />
      <DataTable
        {...brands.table}
        label={t('brands.title')}
        searchLabel={t('brands.search')}
        columns={columns}
        filters={
          <TableFilter list={brands.list} name="active" label={t('fields.status')} options={activeOptions} />
        }
        exportName={t('brands.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {uploading ? <CatalogUploadDialog open onClose={() => setUploading(false)} /> : null}
    </>
  );
}
