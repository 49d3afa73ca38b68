/**
 * The signed-in application: the router over the route table, i18next, the session. Its own
 * chunk, which the public entry (main.tsx) loads when a session exists, for any address the
 * public pages do not serve, and when someone signs in on a public page.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { HOME_PATH } from '../lib/access-rules';
import { beginSession, resumeSession } from '../lib/session-store';
import { Providers } from './providers';
import { createRouter } from './router';

function render(root: Root): void {
  const router = createRouter();
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

/** Opens the application at the current address, resuming a stored session. */
export function mountApp(root: Root): void {
  resumeSession();
  render(root);
}

/** A public page signed someone in: the session begins, then Leads Marketplace opens in its place. */
export async function startSession(root: Root, token: string): Promise<void> {
  await beginSession(token);
  window.history.replaceState(null, '', HOME_PATH);
  render(root);
}
