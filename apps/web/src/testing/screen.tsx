/**
 * What the screen tests against the real API share, so that each file says only what its screen
 * needs: the lifecycle (API origin, Spanish, a session, a clean page after each test), the
 * providers the app mounts screens in, and the few steps every such test takes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { DialogProvider } from '../components/dialogs/dialog-service';
import { setLocale } from '../lib/i18n';
import { endSession, signIn } from '../lib/session-store';
import { UnsavedChangesGuard } from '../lib/unsaved-changes';
import { useRealApi } from './real-api';

/** Signs in with a demo account (they all share the demo password). */
export const signInAs = (email: string) => signIn({ email, password: 'Vitrina2026!', remember: false });

/**
 * Registers a file's hooks: the real API and Spanish for every test, signed in as `signedInAs`
 * when given, and the page unmounted and the session ended after each. Hooks a file adds after
 * this call run after these before a test and before these after it (Vitest's "stack" order).
 */
export function setupScreenTests({ signedInAs }: { signedInAs?: string } = {}) {
  beforeAll(() => {
    useRealApi();
  });
  beforeEach(async () => {
    setLocale('es');
    if (signedInAs) await signInAs(signedInAs);
  });
  afterEach(() => {
    cleanup();
    endSession();
  });
}

/** Renders `ui` with a fresh query client (no retries) and the dialog service. */
export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DialogProvider>{ui}</DialogProvider>
    </QueryClientProvider>,
  );
  return client;
}

/**
 * Renders `routes` in a memory router at `url`; with `guard`, inside the app's navigation guard
 * for unsaved changes, as the app's layout mounts them.
 */
export function renderRoutes(routes: RouteObject[], { url = '/', guard = false } = {}) {
  const router = createMemoryRouter(
    guard
      ? [
          {
            element: (
              <>
                <UnsavedChangesGuard />
                <Outlet />
              </>
            ),
            children: routes,
          },
        ]
      : routes,
    { initialEntries: [url] },
  );
  const client = renderWithClient(<RouterProvider router={router} />);
  return { router, client };
}

export async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Queries within the table row that shows exactly `name`. */
export const rowOf = (name: string) =>
  within(screen.getByText(name, { exact: true }).closest('[role="row"]') as HTMLElement);

/** Answers the open dialog (the one titled `title`, when given) with its `button`. */
export async function accept(button: string, title?: string) {
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await click(dialog.getByRole('button', { name: button }));
  return dialog;
}

/** A suffix that keeps names created by a test apart from earlier runs'. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
