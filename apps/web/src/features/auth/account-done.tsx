/** What an account screen shows once its request is done: the confirmation and where to go next. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useFollow } from './public-shell';
import { usePublicTexts } from './public-texts';

export default function AccountDone({
  message,
  severity = 'success',
  children,
}: {
  message: string;
  severity?: 'success' | 'error' | 'info';
  children?: ReactNode;
}) {
  const { auth } = usePublicTexts();
  const toLogin = useFollow('/');
  return (
    <Stack spacing={2.5}>
      <Alert severity={severity} variant="outlined" role={severity === 'error' ? 'alert' : 'status'}>
        {message}
      </Alert>
      {children}
      <Button href="/" onClick={toLogin} variant="contained" size="large" fullWidth>
        {auth.backToLogin}
      </Button>
    </Stack>
  );
}
