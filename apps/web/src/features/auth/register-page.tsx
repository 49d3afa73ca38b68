/**
 * `/register` (spec §2, public): name, e-mail, password and its confirmation. The account is
 * created inactive until the e-mail is verified; the screen then says so (spec §8's text) and
 * offers to send the link again.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { getLocale } from '../../lib/locale';
import { register } from './account.api';
import { AuthLayout, AuthRule } from './auth-layout';
import { ExternalSignIn } from './external-sign-in-slot';
import { checkRegister } from './public-checks';
import { PublicAlert, PublicPasswordField, PublicSubmit, PublicTextField } from './public-fields';
import { usePublicForm } from './public-form';
import { PublicLink } from './public-link';
import { usePublicTexts } from './public-texts';

/** What shows once the account is created, fetched then (not before the form is usable). */
const RegisterDone = lazy(() => import('./register-done'));

const EMPTY = { name: '', email: '', password: '', password_confirmation: '' };

export default function RegisterPage() {
  const { auth } = usePublicTexts();
  const form = usePublicForm(EMPTY, checkRegister, async (values) => {
    // The e-mails reach the new user in the language they registered in.
    const message = await register({ ...values, locale: getLocale() });
    return { message, email: values.email };
  });
  const { done, busy } = form;

  if (done) {
    return (
      <AuthLayout title={auth.registerDoneTitle} subtitle={auth.registerDoneText}>
        <Suspense fallback={null}>
          <RegisterDone message={done.message} email={done.email} />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={auth.registerTitle} subtitle={auth.registerSubtitle}>
      {/* An account with Google or Facebook needs no password: the provider's sign-in links it. */}
      <ExternalSignIn />
      <form noValidate onSubmit={form.submit} aria-busy={busy}>
        <PublicAlert message={form.general} onClose={form.clearGeneral} />
        <Stack spacing={2.5} sx={{ mb: 3 }}>
          <PublicTextField form={form} name="name" label={auth.name} autoComplete="name" autoFocus />
          <PublicTextField
            form={form}
            name="email"
            type="email"
            label={auth.email}
            autoComplete="email"
            htmlInput={{ inputMode: 'email', spellCheck: false, autoCapitalize: 'none' }}
          />
          <PublicPasswordField
            form={form}
            name="password"
            label={auth.password}
            autoComplete="new-password"
            helperText={auth.passwordRules}
          />
          <PublicPasswordField
            form={form}
            name="password_confirmation"
            label={auth.confirmPassword}
            autoComplete="new-password"
          />
        </Stack>
        <PublicSubmit busy={busy} fullWidth size="large">
          {auth.registerSubmit}
        </PublicSubmit>
      </form>
      <AuthRule />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {auth.haveAccount}{' '}
        <PublicLink to="/" sx={{ fontWeight: 600 }}>
          {auth.submit}
        </PublicLink>
      </Typography>
    </AuthLayout>
  );
}
