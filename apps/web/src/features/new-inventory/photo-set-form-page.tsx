/**
 * Nuevas fotos (/brand-new-vehicle/photos/create): choose the catalog year (Marca → Modelo →
 * Versión → Año); a year that already has a set gets the server's refusal under Año. Created, the
 * set opens on its edit screen.
 *
 * Editar fotos (/brand-new-vehicle/photos/:id/edit): the set's gallery (upload, order, cover,
 * delete; read-only without 'update new vehicles photo'), how many dealerships' new vehicles show
 * it, and delete after saying so.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { photoSetResource, recordIdSchema } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormCatalogCascade } from '../../components/catalog-pickers';
import { FormPage, LoadError } from '../../components/form';
import { SideCard, useIdParam } from '../../components/form/form-parts';
import { PhotoGallery } from '../../components/photo-gallery/photo-gallery';
import { useRecord, useResourceChanged } from '../../components/resource';
import { formatNumber } from '../../lib/format';
import { resourceCalls } from '../../lib/resource-client';
import { useResourceAccess } from '../../lib/use-resource-access';
import { type PhotoSetDetail, photoSetEditPath, photoSetGalleryPath, vehicleName } from './new-inventory.api';
import { PHOTO_SET_INVALIDATES, useRemovePhotoSet } from './use-remove-photo-set';

export default function PhotoSetFormPage() {
  const id = useIdParam('id');
  return id ? <PhotoSetEditor id={id} /> : <PhotoSetCreate />;
}

/** The catalog year, plus the pickers' upper levels (never sent). */
const photoSetForm = z.object({
  brand_id: z.number().nullable(),
  model_id: z.number().nullable(),
  version_id: z.number().nullable(),
  catalog_year_id: recordIdSchema,
});

function PhotoSetCreate() {
  const { t } = useTranslation('newInventory');
  const { changed } = useResourceChanged(photoSetResource, PHOTO_SET_INVALIDATES);
  return (
    <FormPage
      title={t('routes:newPhotosCreate')}
      subtitle={t('photoSets.createHelp')}
      schema={photoSetForm}
      empty={{ brand_id: null, model_id: null, version_id: null, catalog_year_id: null as unknown as number }}
      toValues={(set: PhotoSetDetail) => set}
      save={({ catalog_year_id }) => resourceCalls(photoSetResource).save(undefined, { catalog_year_id })}
      createdPath={photoSetEditPath}
      onSaved={changed}
      backTo={photoSetResource.screens.list}
      submitLabel={t('photoSets.createSubmit')}
    >
      {(form, busy) => (
        <FormCatalogCascade
          control={form.control}
          names={{
            brand_id: 'brand_id',
            model_id: 'model_id',
            version_id: 'version_id',
            year_id: 'catalog_year_id',
          }}
          required
          disabled={busy}
        />
      )}
    </FormPage>
  );
}

function PhotoSetEditor({ id }: { id: number }) {
  const { t } = useTranslation('newInventory');
  const record = useRecord(photoSetResource, id);
  const set = record.data;
  const access = useResourceAccess(photoSetResource);
  const { patch } = useResourceChanged(photoSetResource, PHOTO_SET_INVALIDATES);
  const remove = useRemovePhotoSet();
  const navigate = useNavigate();

  let body: ReactNode;
  if (record.error) {
    body = <LoadError error={record.error} onRetry={record.refetch} />;
  } else if (!set) {
    body = <Skeleton variant="rounded" height={320} aria-busy />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('stockSet.title')}
          </Typography>
          <PhotoGallery
            basePath={photoSetGalleryPath(set.id)}
            photos={set.photos}
            onChange={(photos) =>
              void patch(set, { photos, photos_count: photos.length, cover: photos[0]?.image ?? null })
            }
            disabled={!access.update}
            alt={vehicleName(set)}
          />
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <SideCard>
            <Typography variant="subtitle2" component="h2">
              {t('fields.vehiclesCount')}
            </Typography>
            <Typography variant="h2" component="p" sx={{ mt: 1 }}>
              {formatNumber(set.vehicles_count)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('photoSets.usage', { count: set.vehicles_count })}
            </Typography>
            {access.delete ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutline />}
                sx={{ mt: 2.5 }}
                onClick={async () => {
                  if (await remove(set)) void navigate(photoSetResource.screens.list, { replace: true });
                }}
              >
                {t('photoSets.delete')}
              </Button>
            ) : null}
          </SideCard>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
        <IconButton
          component={Link}
          to={photoSetResource.screens.list}
          aria-label={t('common:back')}
          sx={{ mt: -0.25, ml: -1 }}
        >
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{set ? vehicleName(set) : t('routes:newPhotosEdit')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('photoSets.editHelp')}
          </Typography>
        </Box>
      </Box>
      {body}
    </Box>
  );
}
