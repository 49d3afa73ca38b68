/** What an account screen shows once its request is done: the confirmation and where to go next. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function AccountDone({
  message,
  severity = 'success',
  children,
}: {
  message: string;
  severity?: 'success' | 'error' | 'info';
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2.5}>
      <Alert severity={severity} variant="outlined" role={severity === 'error' ? 'alert' : 'status'}>
        {message}
      </Alert>
      {children}
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
        {t('backToLogin')}
      </Button>
    </Stack>
  );
}
