/**
 * Detalle del auto nuevo (/brand-new-inventory/:id/details): the stock photos of its version and
 * year (read-only, full-size view), all its data, and for whoever may update it an edit mode
 * (`?edit=1`, the list's edit button) for price, promotional price, colours, units, status,
 * publication and description. A save names the `lock_version` it edited: when someone saved
 * in between, the server's conflict is shown and the person loads the current version. Delete
 * asks first.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newVehicleResource, photoSetResource } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { useIdParam } from '../../components/form/form-parts';
import { PhotoViewer } from '../../components/photo-gallery/photo-viewer';
import { useRecord, useResourceChanged } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { useResourceAccess } from '../../lib/use-resource-access';
import { type NewVehicleDetail, vehicleName } from './new-inventory.api';
import { NewVehicleData } from './new-vehicle-data';
import { NewVehicleEditForm } from './new-vehicle-edit-form';
import { PublishedChip, StatusChip } from './new-vehicle-parts';

/** A vehicle's change shows in the photo sets' "vehicles using it" counts. */
const INVALIDATES = [keysOf(photoSetResource).all];

const card = { p: { xs: 2.5, sm: 3 }, borderRadius: '14px', minWidth: 0 } as const;

export default function NewVehicleDetailsPage() {
  const { t } = useTranslation('newInventory');
  const id = useIdParam('id') ?? 0;
  const record = useRecord(newVehicleResource, id);
  const vehicle = record.data;
  const access = useResourceAccess(newVehicleResource);
  const [search, setSearch] = useSearchParams();
  const editing = access.update && search.get('edit') === '1';
  const setEditing = (on: boolean) => setSearch(on ? { edit: '1' } : {}, { replace: true });

  let body: ReactNode;
  if (record.error) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void record.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {parseError(record.error, t).message}
      </Alert>
    );
  } else if (!vehicle) {
    body = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }} aria-busy>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Box>
    );
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          // Editing, the form takes half the width; reading, the photos take more.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: editing ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 7fr) minmax(0, 5fr)',
          },
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="stock-photos-title" sx={card}>
          <Typography
            id="stock-photos-title"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, mb: 2 }}
          >
            {t('stockSet.title')}
          </Typography>
          <PhotoViewer
            photos={vehicle.photos}
            alt={vehicleName(vehicle)}
            emptyTitle={t('noStockPhotos')}
            emptyText={t('details.noPhotos')}
          />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="vehicle-data-title" sx={card}>
          <Typography id="vehicle-data-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('details.data')}
          </Typography>
          {editing ? (
            <NewVehicleEditForm
              vehicle={vehicle}
              onReload={() => record.refetch()}
              onClose={() => setEditing(false)}
            />
          ) : (
            <NewVehicleData vehicle={vehicle} />
          )}
        </Paper>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: '1 1 320px', minWidth: 0 }}>
          <IconButton
            component={Link}
            to={newVehicleResource.screens.list}
            aria-label={t('common:back')}
            sx={{ mt: -0.25, ml: -1 }}
          >
            <ArrowBack />
          </IconButton>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1">
              {vehicle ? vehicleName(vehicle) : t('routes:newInventoryDetails')}
            </Typography>
            {vehicle ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography color="text.secondary" component="span">
                  {vehicle.agency_name}
                </Typography>
                <StatusChip status={vehicle.status} />
                <PublishedChip published={vehicle.published} />
              </Box>
            ) : null}
          </Box>
        </Box>
        {vehicle ? (
          <DetailActions vehicle={vehicle} editing={editing} onEdit={() => setEditing(true)} />
        ) : null}
      </Box>
      {body}
    </Box>
  );
}

function DetailActions({
  vehicle,
  editing,
  onEdit,
}: {
  vehicle: NewVehicleDetail;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('newInventory');
  const access = useResourceAccess(newVehicleResource);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { changed } = useResourceChanged(newVehicleResource, INVALIDATES);

  const remove = async () => {
    const text = t('details.deleteText', { name: vehicleName(vehicle), agency: vehicle.agency_name });
    if (!(await dialogs.decision(text, t('details.deleteTitle'), { accept: t('details.delete') }))) return;
    try {
      await resourceCalls(newVehicleResource).remove(vehicle.id);
    } catch (error) {
      await dialogs.error(parseError(error, t).message);
      return;
    }
    await changed();
    void navigate(newVehicleResource.screens.list, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {access.update && !editing ? (
        <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
          {t('details.edit')}
        </Button>
      ) : null}
      {access.delete ? (
        <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => void remove()}>
          {t('details.delete')}
        </Button>
      ) : null}
    </Box>
  );
}
