/**
 * "¿Olvidaste tu contraseña?" (`/password/forgot`, public): asks for the e-mail and answers the
 * same whether an account uses it or not (the API's message), with the link's 60 minutes.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type EmailOnlyBody, emailOnlyBody } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert, FormTextField, SubmitButton } from '../../components/form';
import { requestPasswordReset } from './account.api';
import { AccountDone } from './account-done';
import { useAccountForm } from './auth-forms';
import { AuthLayout } from './auth-layout';

const EMPTY: EmailOnlyBody = { email: '' };

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { form, serverErrors, done, submit, busy } = useAccountForm(
    emailOnlyBody,
    EMPTY,
    requestPasswordReset,
  );
  const { control } = form;

  return (
    <AuthLayout title={t('forgotTitle')} subtitle={done ? undefined : t('forgotSubtitle')}>
      {done ? (
        <AccountDone message={done} />
      ) : (
        <>
          <form noValidate onSubmit={submit} aria-busy={busy}>
            <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('email')}
              autoComplete="email"
              autoFocus
              disabled={busy}
              sx={{ mb: 3 }}
              slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
            />
            <SubmitButton loading={busy} fullWidth size="large">
              {t('forgotSubmit')}
            </SubmitButton>
          </form>
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to="/" underline="hover" sx={{ fontWeight: 600 }}>
              {t('backToLogin')}
            </Link>
          </Typography>
        </>
      )}
    </AuthLayout>
  );
}
