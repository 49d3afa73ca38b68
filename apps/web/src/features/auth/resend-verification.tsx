/** "Send the link again": the verification e-mail to an address, with the neutral answer. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type EmailOnlyBody, emailOnlyBody } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormTextField, SubmitButton } from '../../components/form';
import { resendVerification } from './account.api';
import { useAccountForm } from './auth-forms';

export function ResendVerification({ email = '' }: { email?: string }) {
  const { t } = useTranslation('auth');
  const {
    form,
    serverErrors,
    done: sent,
    submit,
    busy,
  } = useAccountForm(emailOnlyBody, { email } satisfies EmailOnlyBody, resendVerification);
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('resendTitle')}
      </Typography>
      <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
      {sent && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mb: 1.5 }}>
          {sent}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          disabled={busy}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <SubmitButton loading={busy} variant="outlined">
          {t('resend')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
