/**
 * The public pages without the application: MUI's theme, the pages of features/auth, and a plain
 * history listener for their few paths (app/public-paths.ts) instead of React Router. Following a
 * link to any other path, or signing in, loads the application (app/app-main.tsx) into the same
 * root; on Login it is fetched while the browser is idle, so signing in does not wait for it.
 */
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import {
  type ComponentType,
  lazy,
  StrictMode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { Root } from 'react-dom/client';
import { type PublicShell, PublicShellProvider } from '../features/auth/public-shell';
import { usePublicTexts } from '../features/auth/public-texts';
import { usePreferences } from '../lib/preferences';
import { buildTheme } from '../lib/theme';
import { whenIdle } from '../lib/when-idle';
import { PUBLIC_PAGES, type PublicPage, publicPageOf } from './public-paths';

/**
 * The pages already here (the first one: the entry fetched it with this module), shown without
 * suspending; the others through one lazy component each.
 */
const loaded = new Map<PublicPage, ComponentType>();
const PAGES: Record<PublicPage, ComponentType> = {
  login: lazy(PUBLIC_PAGES.login),
  register: lazy(PUBLIC_PAGES.register),
  passwordForgot: lazy(PUBLIC_PAGES.passwordForgot),
  passwordReset: lazy(PUBLIC_PAGES.passwordReset),
  emailVerify: lazy(PUBLIC_PAGES.emailVerify),
};

const loadApp = () => import('./app-main');

function PublicApp({ root }: { root: Root }) {
  const [path, setPath] = useState(window.location.pathname);
  const page = publicPageOf(path);
  const texts = usePublicTexts();
  const { mode } = usePreferences();
  const theme = useMemo(() => buildTheme(mode), [mode]);

  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  // Any other path is the application's (its guards send a visitor back to Login).
  useEffect(() => {
    if (!page) void loadApp().then(({ mountApp }) => mountApp(root));
  }, [page, root]);

  // The window title, as the route gate sets it ("<title> | Vitrina").
  useEffect(() => {
    if (page) document.title = `${texts.routes[page]} | ${texts.common.product}`;
  }, [page, texts]);

  // Login is where people sign in: fetch the application once the page is idle.
  useEffect(() => {
    if (page !== 'login') return;
    return whenIdle(() => void loadApp());
  }, [page]);

  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    window.scrollTo(0, 0);
    // A transition: the page stays until the next one's module is here.
    startTransition(() => setPath(window.location.pathname));
  }, []);

  const shell = useMemo<PublicShell>(
    () => ({
      path,
      navigate,
      startSession: async (token) => (await loadApp()).startSession(root, token),
    }),
    [path, navigate, root],
  );

  const Page = page ? (loaded.get(page) ?? PAGES[page]) : null;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <PublicShellProvider value={shell}>
          <Suspense fallback={null}>{Page && <Page key={path} />}</Suspense>
        </PublicShellProvider>
      </Box>
    </ThemeProvider>
  );
}

export function mountPublic(root: Root, first: { page: PublicPage; Component: ComponentType }): void {
  loaded.set(first.page, first.Component);
  root.render(
    <StrictMode>
      <PublicApp root={root} />
    </StrictMode>,
  );
}
