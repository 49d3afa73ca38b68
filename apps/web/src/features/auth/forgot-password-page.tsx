/**
 * "¿Olvidaste tu contraseña?" (`/password/forgot`, public): asks for the e-mail and answers the
 * same whether an account uses it or not (the API's message), with the link's 60 minutes.
 */
import Typography from '@mui/material/Typography';
import { requestPasswordReset } from './account.api';
import { AccountDone } from './account-done-slot';
import { AuthLayout } from './auth-layout';
import { checkEmailOnly } from './public-checks';
import { PublicAlert, PublicSubmit, PublicTextField } from './public-fields';
import { usePublicForm } from './public-form';
import { PublicLink } from './public-link';
import { usePublicTexts } from './public-texts';

export default function ForgotPasswordPage() {
  const { auth } = usePublicTexts();
  const form = usePublicForm({ email: '' }, checkEmailOnly, requestPasswordReset);
  const { done, busy } = form;
  return (
    <AuthLayout title={auth.forgotTitle} subtitle={done ? undefined : auth.forgotSubtitle}>
      {done ? (
        <AccountDone message={done} />
      ) : (
        <>
          <form noValidate onSubmit={form.submit} aria-busy={busy}>
            <PublicAlert message={form.general} onClose={form.clearGeneral} />
            <PublicTextField
              form={form}
              name="email"
              type="email"
              label={auth.email}
              autoComplete="email"
              autoFocus
              sx={{ mb: 3 }}
              htmlInput={{ inputMode: 'email', spellCheck: false, autoCapitalize: 'none' }}
            />
            <PublicSubmit busy={busy} fullWidth size="large">
              {auth.forgotSubmit}
            </PublicSubmit>
          </form>
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <PublicLink to="/" sx={{ fontWeight: 600 }}>
              {auth.backToLogin}
            </PublicLink>
          </Typography>
        </>
      )}
    </AuthLayout>
  );
}
