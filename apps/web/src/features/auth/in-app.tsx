/**
 * The public pages inside the application (after signing out, or when the application was
 * already loaded): the router's location and navigation, and the session store, as their shell.
 */
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/access-rules';
import { beginSession } from '../../lib/session-store';
import { type PublicShell, PublicShellProvider } from './public-shell';

export function InAppPublicShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const shell = useMemo<PublicShell>(
    () => ({
      path: pathname,
      navigate: (to, options) => void navigate(to, options),
      startSession: async (token) => {
        await beginSession(token);
        await navigate(HOME_PATH, { replace: true });
      },
    }),
    [pathname, navigate],
  );
  return <PublicShellProvider value={shell}>{children}</PublicShellProvider>;
}
