/**
 * `/email/verify/{token}` (public), where the verification e-mail's link lands: the link is
 * opened once on arrival; the screen says the e-mail is verified (then sign in), or "No se pudo
 * verificar el correo electrónico." with why, and offers to send a new link.
 */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from './account.api';
import { AccountDone } from './account-done-slot';
import { AuthLayout } from './auth-layout';
import { describeFailure } from './public-fetch';
import { pathParam, usePublicShell } from './public-shell';
import { usePublicTexts } from './public-texts';
import { ResendVerification } from './resend-verification';

export const VERIFY_PREFIX = '/email/verify/';

type Outcome = { ok: true; message: string } | { ok: false; message: string; reason: string | undefined };

export default function VerifyEmailPage() {
  const texts = usePublicTexts();
  const { auth } = texts;
  const token = pathParam(usePublicShell().path, VERIFY_PREFIX);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A link works once: React's development double effect must not spend it twice.
  const asked = useRef<string | null>(null);
  // The failure is read in the language of the moment it came back, as before.
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    verifyEmail(token).then(
      (message) => setOutcome({ ok: true, message }),
      (error: unknown) => {
        const parsed = describeFailure(error, textsRef.current);
        setOutcome({ ok: false, message: parsed.message, reason: parsed.fields.token });
      },
    );
  }, [token]);

  if (!outcome) {
    return (
      <AuthLayout title={auth.verifyTitle}>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{auth.verifying}</Typography>
        </Stack>
      </AuthLayout>
    );
  }
  if (outcome.ok) {
    return (
      <AuthLayout title={auth.verifyTitle}>
        <AccountDone message={outcome.message} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={auth.verifyFailedTitle}>
      <AccountDone severity="error" message={outcome.reason ?? outcome.message}>
        <ResendVerification />
      </AccountDone>
    </AuthLayout>
  );
}
