/**
 * A record that could not be loaded: the server's reason (or the network's), and a way to try
 * again. Every screen that loads one record shows this instead of its form.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => unknown;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t('common:retry')}
        </Button>
      }
    >
      {parseError(error, t).message}
    </Alert>
  );
}
