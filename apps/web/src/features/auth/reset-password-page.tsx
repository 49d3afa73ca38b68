/**
 * `/password/reset/{token}` (spec §2, public): the new password and its confirmation, with the
 * product's password rules. The link works once and for 60 minutes; a refused link says why
 * (expired, used, altered…) and offers to ask for a new one. Every session of the account ends.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS, resetPassword } from './account.api';
import { AccountDone } from './account-done-slot';
import { AuthLayout } from './auth-layout';
import { checkResetPassword } from './public-checks';
import { PublicAlert, PublicPasswordField, PublicSubmit } from './public-fields';
import { usePublicForm } from './public-form';
import { PublicLink } from './public-link';
import { pathParam, usePublicShell } from './public-shell';
import { usePublicTexts } from './public-texts';

export const RESET_PREFIX = '/password/reset/';

export default function ResetPasswordPage() {
  const { auth } = usePublicTexts();
  const token = pathParam(usePublicShell().path, RESET_PREFIX);
  const form = usePublicForm(
    { token, password: '', password_confirmation: '' },
    checkResetPassword,
    resetPassword,
  );
  const { done, busy } = form;
  return (
    <AuthLayout title={auth.resetTitle} subtitle={done ? undefined : auth.resetSubtitle}>
      {done ? (
        <AccountDone message={done} />
      ) : (
        <>
          <form noValidate onSubmit={form.submit} aria-busy={busy}>
            {/* The token is no field: its refusal (checked here or by the server) shows above the form. */}
            <PublicAlert message={form.general ?? form.error('token') ?? null} onClose={form.clearGeneral} />
            <Stack spacing={2.5} sx={{ mb: 3 }}>
              <PublicPasswordField
                form={form}
                name="password"
                label={auth.newPassword}
                autoComplete="new-password"
                helperText={auth.passwordRules}
                autoFocus
              />
              <PublicPasswordField
                form={form}
                name="password_confirmation"
                label={auth.confirmPassword}
                autoComplete="new-password"
              />
            </Stack>
            <PublicSubmit busy={busy} fullWidth size="large">
              {auth.resetSubmit}
            </PublicSubmit>
          </form>
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <PublicLink to={ACCOUNT_PATHS.forgot} sx={{ fontWeight: 600 }}>
              {auth.newLink}
            </PublicLink>
          </Typography>
        </>
      )}
    </AuthLayout>
  );
}
