/**
 * `/email/verify/{token}` (public), where the verification e-mail's link lands: the link is
 * opened once on arrival; the screen says the e-mail is verified (then sign in), or "No se pudo
 * verificar el correo electrónico." with why, and offers to send a new link.
 */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseError } from '../../lib/api-client';
import { verifyEmail } from './account.api';
import { AccountDone } from './account-done';
import { AuthLayout } from './auth-layout';
import { ResendVerification } from './resend-verification';

type Outcome = { ok: true; message: string } | { ok: false; message: string; reason: string | undefined };

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A link works once: React's development double effect must not spend it twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    verifyEmail(token).then(
      (message) => setOutcome({ ok: true, message }),
      (error: unknown) => {
        const parsed = parseError(error, t);
        setOutcome({ ok: false, message: parsed.message, reason: parsed.fields.token });
      },
    );
  }, [token, t]);

  if (!outcome) {
    return (
      <AuthLayout title={t('verifyTitle')}>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('verifying')}</Typography>
        </Stack>
      </AuthLayout>
    );
  }
  if (outcome.ok) {
    return (
      <AuthLayout title={t('verifyTitle')}>
        <AccountDone message={outcome.message} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('verifyFailedTitle')}>
      <AccountDone severity="error" message={outcome.reason ?? outcome.message}>
        <ResendVerification />
      </AccountDone>
    </AuthLayout>
  );
}
