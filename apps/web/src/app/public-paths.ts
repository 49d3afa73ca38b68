/**
 * The public pages the public entry shows without the application (spec §2's public routes,
 * app/routes.ts): each path's page and its title key (locales `routes.*`). Matched as React
 * Router matches the route table: without regard to case, a trailing slash allowed.
 */
import type { ComponentType } from 'react';

export type PublicPage = 'login' | 'register' | 'passwordForgot' | 'passwordReset' | 'emailVerify';

type PageModule = { default: ComponentType };

/**
 * Login and Register show the identity providers' buttons above their form: the page is ready
 * once those are known (features/auth/external-sign-in-slot.tsx), asked beside its module, so the
 * form does not move down when they arrive.
 */
const withProviders = (load: () => Promise<PageModule>) => async (): Promise<PageModule> =>
  (
    await Promise.all([
      load(),
      import('../features/auth/external-sign-in-slot').then(({ prepareExternalSignIn }) =>
        prepareExternalSignIn(),
      ),
    ])
  )[0];

/** Each page's module (the route table loads the same modules inside the application). */
export const PUBLIC_PAGES: Record<PublicPage, () => Promise<PageModule>> = {
  login: withProviders(() => import('../features/auth/login-page')),
  register: withProviders(() => import('../features/auth/register-page')),
  passwordForgot: () => import('../features/auth/forgot-password-page'),
  passwordReset: () => import('../features/auth/reset-password-page'),
  emailVerify: () => import('../features/auth/verify-email-page'),
};

const EXACT: Record<string, PublicPage> = {
  '/': 'login',
  '/register': 'register',
  '/password/forgot': 'passwordForgot',
};

/** `/password/reset/:token`, `/email/verify/:token`: one non-empty segment after the prefix. */
const WITH_TOKEN: [RegExp, PublicPage][] = [
  [/^\/password\/reset\/[^/]+\/?$/i, 'passwordReset'],
  [/^\/email\/verify\/[^/]+\/?$/i, 'emailVerify'],
];

export function publicPageOf(pathname: string): PublicPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  return EXACT[path] ?? WITH_TOKEN.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
