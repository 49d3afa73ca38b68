/**
 * Card 1 of the profile: name and e-mail (shared updateProfileBody), the read-only role and the
 * linked agencies. A new e-mail asks for the current password (the server requires it: the
 * address recovers the account). Saving re-reads the profile and confirms with the spec's text.
 */
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-service';
import {
  FormAlert,
  FormPasswordField,
  FormTextField,
  SubmitButton,
  useServerErrors,
  useSuccessIndicator,
  useZodForm,
} from '../../components/form';
import { SectionCard } from '../../components/section-card';
import type { SessionUser } from '../../lib/session-rules';
import { updateUser } from '../../lib/session-store';
import { AgencyList } from './agency-list';
import { fetchProfile, updateProfile, updateProfileBody } from './profile.api';

export function ProfileInfoCard({ user, currentAgencyId }: { user: SessionUser; currentAgencyId?: number }) {
  const { t } = useTranslation('profile');
  const dialogs = useDialogs();
  const success = useSuccessIndicator();
  const form = useZodForm(updateProfileBody, {
    defaultValues: { name: user.name, email: user.email },
    // A profile re-read elsewhere shows here too, without losing what is being typed.
    values: { name: user.name, email: user.email },
    resetOptions: { keepDirtyValues: true },
  });
  const serverErrors = useServerErrors(form);
  const { control, handleSubmit, formState, reset } = form;
  const busy = formState.isSubmitting;
  const typedEmail = useWatch({ control, name: 'email' }) ?? '';
  const emailChanged = typedEmail.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = handleSubmit(async (values) => {
    serverErrors.clear();
    const { current_password, ...rest } = values;
    try {
      await updateProfile(emailChanged ? values : rest);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    try {
      const profile = await fetchProfile();
      updateUser(profile);
      reset({ name: profile.name, email: profile.email });
    } catch {
      // Saved; the session keeps the profile it had until its next re-read.
      reset({ name: values.name, email: values.email });
    }
    success.show();
    void dialogs.success(t('infoUpdated'));
  });

  return (
    <SectionCard id="profile-info" title={t('info')} description={t('infoHelp')} icon={<PersonOutlined />}>
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="name"
            label={t('name')}
            autoComplete="name"
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
          {emailChanged && (
            <FormPasswordField
              control={control}
              name="current_password"
              label={t('currentPassword')}
              helperText={t('emailPasswordHelp')}
              autoComplete="current-password"
              disabled={busy}
            />
          )}
          <TextField
            label={t('role')}
            value={t(`roleNames.${user.role}`, { defaultValue: user.role })}
            fullWidth
            variant="filled"
            slotProps={{ input: { readOnly: true, disableUnderline: true } }}
          />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <SubmitButton loading={busy} success={success.active}>
            {t('saveInfo')}
          </SubmitButton>
        </Box>
      </Box>
      <Divider sx={{ my: 3.5 }} />
      <Typography variant="h3" component="h3" id="profile-agencies">
        {t('agencies')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('agenciesHelp')}
      </Typography>
      <AgencyList
        agencies={user.agencies}
        {...(currentAgencyId !== undefined ? { currentId: currentAgencyId } : {})}
      />
    </SectionCard>
  );
}
