/**
 * `/integration-data-patform` (spec §2): a trusted integration opens this address with its signed
 * token in `?token=`; the person is signed in and lands on Leads Marketplace. Anything else (no
 * token, or one the API refuses) stays here with the reason and a way to Login.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/access-rules';
import { api, parseError } from '../../lib/api-client';
import { beginSession } from '../../lib/session-store';
import { AuthToolbar } from './auth-toolbar';

/** A token is single-use on the server: one request per token, however often React runs the effect. */
const attempts = new Map<string, Promise<void>>();

/**
 * The token of the address; it leaves the address bar (and the history) as soon as it is read,
 * and is kept for the effect's second run (React's development mode runs effects twice).
 */
let arrivedWith: string | null = null;
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  if (token !== null) {
    arrivedWith = token;
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return arrivedWith;
}

export default function IntegrationPage() {
  const { t } = useTranslation('externalSignIn');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const token = takeToken();
    if (!token) {
      setError(t('integration.missing'));
      return;
    }
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = api
        .post<{ data: string }>('/mi-vitrina/auth/integration', { token })
        .then(({ data }) => beginSession(data.data));
      attempts.set(token, attempt);
    }
    let live = true;
    attempt.then(
      () => live && navigate(HOME_PATH, { replace: true }),
      (failure: unknown) => live && setError(parseError(failure, t).message),
    );
    return () => {
      live = false;
    };
  }, [navigate, t]);

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: { xs: 1.5, sm: 2.5 } }}>
        <AuthToolbar />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: '20px' }}
        >
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('integration.title')}
          </Typography>
          {error ? (
            <>
              <Typography variant="h2" component="p" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
                {t('integration.refused')}
              </Typography>
              <Typography role="alert" color="text.secondary" sx={{ mb: 3 }}>
                {error}
              </Typography>
              <Button component={RouterLink} to="/" variant="contained" fullWidth size="large">
                {t('integration.toLogin')}
              </Button>
            </>
          ) : (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <CircularProgress size={22} aria-hidden="true" />
              <Typography>{t('integration.signingIn')}</Typography>
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
