/**
 * `/password/reset/{token}` (spec §2, public): the new password and its confirmation, with the
 * product's password rules. The link works once and for 60 minutes; a refused link says why
 * (expired, used, altered…) and offers to ask for a new one. Every session of the account ends.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ResetPasswordBody, resetPasswordBody } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormAlert, FormPasswordField, SubmitButton } from '../../components/form';
import { ACCOUNT_PATHS, resetPassword } from './account.api';
import { AccountDone } from './account-done';
import { useAccountForm } from './auth-forms';
import { AuthLayout } from './auth-layout';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const { form, serverErrors, done, submit, busy } = useAccountForm(
    resetPasswordBody,
    { token, password: '', password_confirmation: '' } satisfies ResetPasswordBody,
    resetPassword,
  );
  const { control, formState } = form;

  return (
    <AuthLayout title={t('resetTitle')} subtitle={done ? undefined : t('resetSubtitle')}>
      {done ? (
        <AccountDone message={done} />
      ) : (
        <>
          <form noValidate onSubmit={submit} aria-busy={busy}>
            <FormAlert
              message={serverErrors.message ?? formState.errors.token?.message ?? null}
              onClose={serverErrors.clear}
            />
            <Stack spacing={2.5} sx={{ mb: 3 }}>
              <FormPasswordField
                control={control}
                name="password"
                label={t('newPassword')}
                autoComplete="new-password"
                helperText={t('passwordRules')}
                autoFocus
                disabled={busy}
              />
              <FormPasswordField
                control={control}
                name="password_confirmation"
                label={t('confirmPassword')}
                autoComplete="new-password"
                disabled={busy}
              />
            </Stack>
            <SubmitButton loading={busy} fullWidth size="large">
              {t('resetSubmit')}
            </SubmitButton>
          </form>
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to={ACCOUNT_PATHS.forgot} underline="hover" sx={{ fontWeight: 600 }}>
              {t('newLink')}
            </Link>
          </Typography>
        </>
      )}
    </AuthLayout>
  );
}
