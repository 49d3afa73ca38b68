/**
 * The sign-in form: the shared loginBody schema with messages in the current language; field
 * errors from the server under their fields, anything else (disabled account, too many
 * attempts, transport failures) in the alert above the form.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type LoginBody, loginBody } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  FormAlert,
  FormCheckbox,
  FormPasswordField,
  FormTextField,
  SubmitButton,
  useServerErrors,
  useZodForm,
} from '../../components/form';
import { HOME_PATH } from '../../lib/access-rules';
import { signIn } from '../../lib/session-store';
import { ON_SUBMIT } from './auth-forms';

/** Spec §2 lists /register among the public routes; the forgot-password screen is its sibling. */
export const REGISTER_PATH = '/register';
export const FORGOT_PATH = '/password/forgot';

const EMPTY: LoginBody = { email: '', password: '', remember: false };

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useZodForm(loginBody, { defaultValues: EMPTY, mode: ON_SUBMIT });
  const serverErrors = useServerErrors(form);
  const { control, handleSubmit, formState } = form;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ email, password, remember }) => {
    serverErrors.clear();
    try {
      await signIn({ email, password, remember });
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      serverErrors.handle(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('password')}
          autoComplete="current-password"
          disabled={busy}
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
        <FormCheckbox control={control} name="remember" label={t('remember')} disabled={busy} />
        <Link component={RouterLink} to={FORGOT_PATH} variant="body2" underline="hover">
          {t('forgot')}
        </Link>
      </Box>
      <SubmitButton loading={busy} fullWidth size="large">
        {busy ? t('signingIn') : t('submit')}
      </SubmitButton>
    </Box>
  );
}
