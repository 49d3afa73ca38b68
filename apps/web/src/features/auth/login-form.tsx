/**
 * The sign-in form: loginBody's rules (public-checks.ts) with messages in the current language;
 * field errors from the server under their fields, anything else (disabled account, too many
 * attempts, transport failures) in the alert above the form.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { logIn } from './account.api';
import { checkLogin } from './public-checks';
import {
  PublicAlert,
  PublicCheckbox,
  PublicPasswordField,
  PublicSubmit,
  PublicTextField,
} from './public-fields';
import { usePublicForm } from './public-form';
import { PublicLink } from './public-link';
import { usePublicShell } from './public-shell';
import { usePublicTexts } from './public-texts';

/** Spec §2 lists /register among the public routes; the forgot-password screen is its sibling. */
export const REGISTER_PATH = '/register';
export const FORGOT_PATH = '/password/forgot';

export function LoginForm() {
  const { auth } = usePublicTexts();
  const { startSession } = usePublicShell();
  const form = usePublicForm({ email: '', password: '', remember: false }, checkLogin, async (values) =>
    startSession(await logIn(values)),
  );
  const { busy } = form;

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-busy={busy}>
      <PublicAlert message={form.general} onClose={form.clearGeneral} />
      <Stack spacing={2.5}>
        <PublicTextField
          form={form}
          name="email"
          type="email"
          label={auth.email}
          autoComplete="username"
          autoFocus
          htmlInput={{ inputMode: 'email', spellCheck: false, autoCapitalize: 'none' }}
        />
        <PublicPasswordField
          form={form}
          name="password"
          label={auth.password}
          autoComplete="current-password"
        />
      </Stack>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          mt: 1,
          mb: 2.5,
        }}
      >
        <PublicCheckbox form={form} name="remember" label={auth.remember} />
        <PublicLink to={FORGOT_PATH} variant="body2">
          {auth.forgot}
        </PublicLink>
      </Box>
      <PublicSubmit busy={busy} fullWidth size="large">
        {busy ? auth.signingIn : auth.submit}
      </PublicSubmit>
    </Box>
  );
}
