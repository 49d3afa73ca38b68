/**
 * Nuevo rol / Editar rol in a dialog: name and description. Built-in roles keep their name (the
 * field is read-only and says why); the server refuses a taken name under the field.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { roleInput, roleResource } from '@vitrina/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormTextField, SubmitButton, useServerErrors, useZodForm } from '../../components/form';
import { resourceCalls } from '../../lib/resource-client';
import type { Role } from './roles.api';

export interface RoleDialogProps {
  /** The role being edited; absent when creating. */
  role?: Role;
  onClose: () => void;
  onSaved: (role: Role) => unknown;
}

export function RoleDialog({ role, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation('roles');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const form = useZodForm(roleInput, {
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });
  const serverErrors = useServerErrors(form);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      const saved = await resourceCalls(roleResource).save(role?.id, values);
      await onSaved(saved);
      onClose();
    } catch (error) {
      serverErrors.handle(error);
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{role ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
        <DialogContent>
          <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('fields.name')}
              required
              autoFocus={!role?.built_in}
              disabled={busy}
              helperText={role?.built_in ? t('dialog.builtInName') : t('dialog.nameHelp')}
              slotProps={{ htmlInput: { readOnly: role?.built_in ?? false, maxLength: 60 } }}
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('fields.description')}
              multiline
              minRows={2}
              autoFocus={role?.built_in ?? false}
              disabled={busy}
              helperText={role ? undefined : t('dialog.createHelp')}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <SubmitButton loading={busy}>{t('common:save')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
