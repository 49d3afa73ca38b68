/**
 * Card 2 of the profile: change password (shared updatePasswordBody: 8–128 characters and a
 * matching confirmation). The server ends the other sessions and issues this one a new token.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-service';
import {
  FormAlert,
  FormPasswordField,
  SubmitButton,
  useServerErrors,
  useSuccessIndicator,
  useZodForm,
} from '../../components/form';
import { SectionCard } from '../../components/section-card';
import { replaceToken } from '../../lib/session-store';
import { type PasswordInput, updatePassword, updatePasswordBody } from './profile.api';

const EMPTY: PasswordInput = { current_password: '', password: '', password_confirmation: '' };

export function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const dialogs = useDialogs();
  const success = useSuccessIndicator();
  const form = useZodForm(updatePasswordBody, { defaultValues: EMPTY });
  const serverErrors = useServerErrors(form);
  const { control, handleSubmit, formState, reset } = form;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      const { token } = await updatePassword(values);
      replaceToken(token);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    reset(EMPTY);
    success.show();
    void dialogs.success(t('passwordUpdated'));
  });

  return (
    <SectionCard
      id="profile-password"
      title={t('passwordSection')}
      description={t('passwordSessionsNote')}
      icon={<LockOutlined />}
    >
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {/* Lets password managers know whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
        <Stack spacing={2.5}>
          <FormPasswordField
            control={control}
            name="current_password"
            label={t('currentPassword')}
            autoComplete="current-password"
            disabled={busy}
          />
          <FormPasswordField
            control={control}
            name="password"
            label={t('newPassword')}
            autoComplete="new-password"
            helperText={t('passwordHelp')}
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <SubmitButton loading={busy} success={success.active}>
            {t('savePassword')}
          </SubmitButton>
        </Box>
      </Box>
    </SectionCard>
  );
}
