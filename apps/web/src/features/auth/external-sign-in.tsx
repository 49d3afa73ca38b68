/**
 * Sign-in through identity providers: one button per provider the API lists as configured
 * (none, no buttons), and the return from the provider. The provider sends the browser back to
 * Login with `?code=…&state=…`; the state must be the one this browser kept when it left
 * (sessionStorage), and the API then checks it again with its nonce and PKCE verifier. Light on
 * purpose: Login is a public page with a JavaScript budget (MUI parts it already loads, no icons
 * package, no query library).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExternalProviderId, ExternalProviderInfo } from '@vitrina/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { finishExternal, knownProviders, loadProviders, startExternal } from './account.api';
import { describeFailure } from './public-fetch';
import { usePublicShell } from './public-shell';
import { fill, usePublicTexts } from './public-texts';

/** What this browser remembers between leaving for the provider and coming back. */
const PENDING_KEY = 'vitrina.externalSignIn';

interface Pending {
  provider: ExternalProviderId;
  state: string;
}

/**
 * A provider's return is handled once, even when React runs the effect twice (development) or
 * the component mounts again: the state is single-use on the server.
 */
const returns = new Map<string, Promise<void>>();

/** A return refused here, before the API is asked: its message is already the one to show. */
class ReturnRefused extends Error {}

function readPending(): Pending | null {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
  } catch {
    return null;
  }
}

const ICONS: Record<ExternalProviderId, ReactNode> = {
  google: (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  ),
  facebook: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"
      />
    </svg>
  ),
  oidc: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12.65 10A5.99 5.99 0 0 0 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6a5.99 5.99 0 0 0 5.65-4H17v4h4v-4h2v-4H12.65zM7 14c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2z"
      />
    </svg>
  ),
};

/** The buttons (external-sign-in-slot.tsx loads this module only when there is one to show). */
export default function ExternalSignInButtons() {
  const texts = usePublicTexts();
  const t = texts.externalSignIn;
  const { startSession } = usePublicShell();
  const [providers, setProviders] = useState<ExternalProviderInfo[]>(() => knownProviders() ?? []);
  const [error, setError] = useState<string | null>(null);
  /** The provider being signed in with: leaving for it, or back from it. */
  const [busy, setBusy] = useState<ExternalProviderId | null>(null);

  useEffect(() => {
    let live = true;
    void loadProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);

  // The provider's return: `?code&state`, or `?error&state` when the person cancelled there.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const state = params.get('state');
    const code = params.get('code');
    const refusal = params.get('error');
    if (!state || (!code && !refusal)) return;
    const pending = readPending();
    let handling = returns.get(state);
    if (!handling) {
      handling = (async () => {
        // The code must not stay in the address bar (nor in the history) once read.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        sessionStorage.removeItem(PENDING_KEY);
        if (refusal) throw new ReturnRefused(refusal === 'access_denied' ? t.cancelled : t.providerError);
        if (!pending || pending.state !== state) throw new ReturnRefused(t.stateMismatch);
        await startSession(await finishExternal(pending.provider, code ?? '', state));
      })();
      returns.set(state, handling);
    }
    let live = true;
    if (pending?.state === state && !refusal) setBusy(pending.provider);
    handling.catch((failure: unknown) => {
      if (!live) return;
      setBusy(null);
      setError(failure instanceof ReturnRefused ? failure.message : describeFailure(failure, texts).message);
    });
    return () => {
      live = false;
    };
  }, [startSession, t, texts]);

  const start = async (provider: ExternalProviderId) => {
    setError(null);
    setBusy(provider);
    try {
      const { url, state } = await startExternal(provider);
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ provider, state } satisfies Pending));
      window.location.assign(url);
    } catch (failure) {
      setBusy(null);
      setError(describeFailure(failure, texts).message);
    }
  };

  if (providers.length === 0 && !error && !busy) return null;
  const busyName = providers.find((provider) => provider.id === busy)?.name ?? '';
  return (
    <Box sx={{ mb: 3 }}>
      {error && (
        <Alert severity="error" variant="outlined" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {busy && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">{fill(t.signingInWith, { name: busyName })}</Typography>
        </Box>
      )}
      {providers.length > 0 && (
        <>
          <Stack spacing={1.25}>
            {providers.map((provider) => (
              <Button
                key={provider.id}
                variant="outlined"
                color="inherit"
                size="large"
                fullWidth
                disabled={busy !== null}
                startIcon={ICONS[provider.id]}
                onClick={() => void start(provider.id)}
                sx={{
                  justifyContent: 'center',
                  textTransform: 'none',
                  fontWeight: 600,
                  borderColor: 'divider',
                }}
              >
                {fill(t.continueWith, { name: provider.name })}
              </Button>
            ))}
          </Stack>
          <Divider sx={{ mt: 3, typography: 'body2', color: 'text.secondary' }}>{t.or}</Divider>
        </>
      )}
    </Box>
  );
}
