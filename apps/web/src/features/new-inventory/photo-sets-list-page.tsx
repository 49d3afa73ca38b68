/**
 * Fotos nuevos (/brand-new-vehicle/photos): the platform's stock photo sets, one per catalog
 * version and year, with their cover, photos and how many dealerships' new vehicles show them;
 * filters by brand and model, search, export, "Nuevo set".
 */
import { photoSetResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { BrandModelFilters } from './catalog-filters';
import { vehicleName } from './new-inventory.api';
import { photoSetColumns } from './photo-sets.columns';
import { PHOTO_SET_INVALIDATES, useRemovePhotoSet } from './use-remove-photo-set';

export default function PhotoSetsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('newInventory');
  const sets = useResourceList(photoSetResource, { nameOf: vehicleName, invalidates: PHOTO_SET_INVALIDATES });
  const remove = useRemovePhotoSet();
  const { canUpdate, canDelete } = sets.actions;
  const columns = useMemo(
    () => photoSetColumns(t, { canUpdate, canDelete, onDelete: (set) => void remove(set) }),
    [t, canUpdate, canDelete, remove],
  );

  return (
    <>
      <PageHeader
        title={t('routes:newPhotos')}
        subtitle={t('photoSets.subtitle')}
        actions={
          <NewButton
            show={sets.access.create}
            to={photoSetResource.screens.create}
            label={t('photoSets.new')}
          />
        }
      />
      <DataTable
        {...sets.table}
        label={t('routes:newPhotos')}
        searchLabel={t('photoSets.search')}
        columns={columns}
        rowHeight={64}
        filters={<BrandModelFilters list={sets.list} />}
        exportName={t('photoSets.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
