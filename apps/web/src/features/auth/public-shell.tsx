/**
 * What a public page needs from whatever shows it: where it is, how to go elsewhere and how to
 * begin a session. The public entry (app/public-entry) gives a plain history listener and loads the
 * application to begin a session; inside the application, the router and the session store give
 * them (in-app.tsx). The pages themselves import neither React Router nor the application.
 */
import { createContext, type MouseEvent, useContext } from 'react';

export interface PublicShell {
  /** The address's path (e.g. `/password/reset/<token>`). */
  path: string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Begins the session of a token the API issued, then opens Leads Marketplace. */
  startSession(token: string): Promise<void>;
}

const ShellContext = createContext<PublicShell | null>(null);
export const PublicShellProvider = ShellContext.Provider;

export function usePublicShell(): PublicShell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('a public page needs a PublicShellProvider above it');
  return shell;
}

/**
 * A link's click handler that navigates in the page, as a router link does: a modified or
 * middle click keeps the browser's own behaviour (a new tab, a new window).
 */
export function useFollow(to: string) {
  const { navigate } = usePublicShell();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
}

/** The path's segment after `prefix` (`/password/reset/` → the token), decoded. */
export function pathParam(path: string, prefix: string): string {
  if (!path.startsWith(prefix)) return '';
  const rest = path.slice(prefix.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
