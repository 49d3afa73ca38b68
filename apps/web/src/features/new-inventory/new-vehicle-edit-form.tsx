/**
 * The details' edit mode: the new vehicle's own fields (its catalog year stays), saved with the
 * `lock_version` the person started from. Field errors land on their fields; a 409 (someone
 * saved in between) keeps the person's values on screen, says so, and offers to load the current
 * version. Leaving with unsaved changes asks first, as every form does.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newVehicleResource, photoSetResource } from '@vitrina/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  SubmitButton,
  useServerErrors,
  useSuccessIndicator,
  useZodForm,
} from '../../components/form';
import { useResourceChanged } from '../../components/resource';
import { parseError, statusOf } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { useLeaveGuard, useWarnBeforeUnload } from '../../lib/unsaved-changes';
import type { NewVehicleDetail } from './new-inventory.api';
import { NewVehicleFields, newVehicleForm, toFormValues, toRequest } from './new-vehicle-fields';

const INVALIDATES = [keysOf(photoSetResource).all];

export interface NewVehicleEditFormProps {
  vehicle: NewVehicleDetail;
  /** Reads the stored vehicle again (after a conflict). */
  onReload: () => Promise<{ data?: NewVehicleDetail | undefined }>;
  onClose: () => void;
}

export function NewVehicleEditForm({ vehicle, onReload, onClose }: NewVehicleEditFormProps) {
  const { t } = useTranslation('newInventory');
  const form = useZodForm(newVehicleForm, { defaultValues: toFormValues(vehicle) });
  const serverErrors = useServerErrors(form);
  const success = useSuccessIndicator();
  const { patch } = useResourceChanged(newVehicleResource, INVALIDATES);
  const [conflict, setConflict] = useState<string | null>(null);
  const { formState, handleSubmit, reset } = form;
  const busy = formState.isSubmitting;

  // Read when a navigation is about to happen.
  const dirty = useRef(false);
  dirty.current = formState.isDirty;
  useLeaveGuard(() => dirty.current);
  useWarnBeforeUnload(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    serverErrors.clear();
    setConflict(null);
    let saved: NewVehicleDetail;
    try {
      saved = await resourceCalls(newVehicleResource).save(vehicle.id, toRequest(values));
    } catch (error) {
      if (statusOf(error) === 409) {
        setConflict(parseError(error, t).message);
      } else {
        serverErrors.handle(error);
      }
      return;
    }
    reset(toFormValues(saved));
    success.show();
    await patch(saved, {});
  });

  const loadCurrent = async () => {
    const { data } = await onReload();
    if (!data) return;
    setConflict(null);
    reset(toFormValues(data));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {t('details.editHelp')}
      </Typography>
      {conflict ? (
        <Alert
          severity="warning"
          variant="outlined"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void loadCurrent()}>
              {t('details.conflictReload')}
            </Button>
          }
        >
          <Typography variant="subtitle2" component="p">
            {conflict}
          </Typography>
          {t('details.conflictHelp')}
        </Alert>
      ) : null}
      <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
      <Stack spacing={2.5}>
        <NewVehicleFields form={form} busy={busy} />
      </Stack>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          gap: 1.5,
          mt: 3,
          pt: 2.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('details.cancelEdit')}
        </Button>
        <SubmitButton loading={busy} success={success.active}>
          {t('common:save')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
