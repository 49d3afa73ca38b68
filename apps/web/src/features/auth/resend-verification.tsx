/** "Send the link again": the verification e-mail to an address, with the neutral answer. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resendVerification } from './account.api';
import { checkEmailOnly } from './public-checks';
import { PublicAlert, PublicSubmit, PublicTextField } from './public-fields';
import { usePublicForm } from './public-form';
import { usePublicTexts } from './public-texts';

export function ResendVerification({ email = '' }: { email?: string }) {
  const { auth } = usePublicTexts();
  const form = usePublicForm({ email }, checkEmailOnly, resendVerification);
  const { done: sent, busy } = form;
  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-busy={busy}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {auth.resendTitle}
      </Typography>
      <PublicAlert message={form.general} onClose={form.clearGeneral} />
      {sent && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mb: 1.5 }}>
          {sent}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PublicTextField
          form={form}
          name="email"
          type="email"
          label={auth.email}
          autoComplete="email"
          size="small"
          sx={{ flex: 1 }}
          htmlInput={{ inputMode: 'email', spellCheck: false, autoCapitalize: 'none' }}
        />
        <PublicSubmit busy={busy} variant="outlined">
          {auth.resend}
        </PublicSubmit>
      </Stack>
    </Box>
  );
}
