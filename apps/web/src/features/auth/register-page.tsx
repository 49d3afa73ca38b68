/**
 * `/register` (spec §2, public): name, e-mail, password and its confirmation. The account is
 * created inactive until the e-mail is verified; the screen then says so (spec §8's text) and
 * offers to send the link again.
 */
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RegisterBody, registerBody } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert, FormPasswordField, FormTextField, SubmitButton, toLocale } from '../../components/form';
import { register } from './account.api';
import { AccountDone } from './account-done';
import { useAccountForm } from './auth-forms';
import { AuthLayout } from './auth-layout';
import { ExternalSignInButtons } from './external-sign-in';
import { ResendVerification } from './resend-verification';

const EMPTY: RegisterBody = { name: '', email: '', password: '', password_confirmation: '' };

export default function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { form, serverErrors, done, submit, busy } = useAccountForm(registerBody, EMPTY, async (values) => {
    // The e-mails reach the new user in the language they registered in.
    const message = await register({ ...values, locale: toLocale(i18n.resolvedLanguage) });
    return { message, email: values.email };
  });
  const { control } = form;

  if (done) {
    return (
      <AuthLayout title={t('registerDoneTitle')} subtitle={t('registerDoneText')}>
        <AccountDone message={done.message}>
          <ResendVerification email={done.email} />
        </AccountDone>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('registerTitle')} subtitle={t('registerSubtitle')}>
      {/* An account with Google or Facebook needs no password: the provider's sign-in links it. */}
      <ExternalSignInButtons />
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
        <Stack spacing={2.5} sx={{ mb: 3 }}>
          <FormTextField
            control={control}
            name="name"
            label={t('name')}
            autoComplete="name"
            autoFocus
            disabled={busy}
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
          />
          <FormPasswordField
            control={control}
            name="password"
            label={t('password')}
            autoComplete="new-password"
            helperText={t('passwordRules')}
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
          {t('registerSubmit')}
        </SubmitButton>
      </form>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('haveAccount')}{' '}
        <Link component={RouterLink} to="/" underline="hover" sx={{ fontWeight: 600 }}>
          {t('submit')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
