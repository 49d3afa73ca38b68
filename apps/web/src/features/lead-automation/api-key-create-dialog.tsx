/**
 * Crear llave: a name for the key (who will send leads with it: the website, a provider), then
 * the whole key, shown this once (only its hash is stored), with a copy button and the warning
 * that it will not be shown again.
 */
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { leadApiKeyInput } from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormTextField, SubmitButton, useServerErrors, useZodForm } from '../../components/form';
import { type CreatedApiKey, createApiKey } from './lead-automation.api';

export interface ApiKeyCreateDialogProps {
  agencyId: number;
  onCreated: (key: CreatedApiKey) => unknown;
  onClose: () => void;
}

export function ApiKeyCreateDialog({ agencyId, onCreated, onClose }: ApiKeyCreateDialogProps) {
  const { t } = useTranslation('leadAutomation');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useZodForm(leadApiKeyInput, { defaultValues: { name: '' } });
  const serverErrors = useServerErrors(form);
  const busy = form.formState.isSubmitting;
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = form.handleSubmit(async ({ name }) => {
    serverErrors.clear();
    let key: CreatedApiKey;
    try {
      key = await createApiKey(agencyId, name);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    setCreated(key);
    await onCreated(key);
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      // Once the key shows, only "Listo" closes: a stray click outside must not lose it.
      onClose={busy || created ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{created ? t('keys.createdTitle') : t('keys.createTitle')}</DialogTitle>
      {created ? (
        <ShownOnce created={created} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={submit} aria-busy={busy} style={{ display: 'contents' }}>
          <DialogContent>
            <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
            <Stack spacing={2.5}>
              <DialogContentText>{t('keys.createText')}</DialogContentText>
              <FormTextField
                control={form.control}
                name="name"
                label={t('keys.name')}
                helperText={t('keys.nameHelp')}
                autoFocus
                disabled={busy}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button color="inherit" onClick={onClose} disabled={busy}>
              {t('common:cancel')}
            </Button>
            <SubmitButton loading={busy}>{t('keys.create')}</SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

function ShownOnce({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation('leadAutomation');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2.5}>
          <Alert severity="warning" variant="outlined">
            <AlertTitle>{t('keys.onceTitle')}</AlertTitle>
            {t('keys.once')}
          </Alert>
          <TextField
            label={t('keys.key', { name: created.name })}
            value={created.key}
            fullWidth
            multiline
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('keys.copy')}>
                      <IconButton onClick={() => void copy()} aria-label={t('keys.copy')} edge="end">
                        <ContentCopyOutlined />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
            helperText={copied === null ? ' ' : copied ? t('keys.copied') : t('keys.copyFailed')}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('keys.done')}
        </Button>
      </DialogActions>
    </>
  );
}
