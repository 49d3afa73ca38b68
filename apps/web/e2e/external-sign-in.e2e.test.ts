/**
 * Signing in without a password, in the browser: the provider's button on Login → the local
 * identity provider stand-in (it approves at once for the person "signed in" there) → back on
 * Login, signed in, on Leads Marketplace; refusals shown on Login; the trusted integration's
 * screen; and screenshots of both screens (written to test-results/screenshots/, git-ignored).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type IdentityStandIn, startIdentityStandIn } from '../../api/test/identity-provider-stand-in';
import {
  type ContextOptions,
  newContext,
  type Product,
  poll,
  SCREEN_TIMEOUT,
  screenshotVariants,
  settle,
  signedInPage,
  startProduct,
} from './harness';

const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const INTEGRATION_ISSUER = 'crm.grupo-del-valle.mx';
const INTEGRATION_SECRET = 'secreto-compartido-del-crm-de-grupo-del-valle';
const LEADS_HEADING = 'Leads Autos Seminuevos';

let provider: IdentityStandIn;
let product: Product;
beforeAll(async () => {
  provider = await startIdentityStandIn();
  product = await startProduct({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.url,
    FACEBOOK_CLIENT_ID: provider.clientId,
    FACEBOOK_CLIENT_SECRET: provider.clientSecret,
    FACEBOOK_DIALOG_URL: provider.url,
    FACEBOOK_GRAPH_URL: provider.url,
    INTEGRATION_ISSUER,
    INTEGRATION_SECRET,
  });
});
afterAll(async () => {
  await product?.close();
  await provider?.close();
});

async function openPage(options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, options);
  onTestFinished(() => context.close());
  return context.newPage();
}

/** A token as apps/api/src/modules/external-sign-in/README.md tells an integrator to build it. */
function integrationToken(email: string, claims: Record<string, unknown> = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(INTEGRATION_ISSUER)
    .setAudience('vitrina')
    .setIssuedAt(now)
    .setExpirationTime(now + 120)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(INTEGRATION_SECRET));
}

describe('sign-in through an identity provider', () => {
  it('the Google button goes to the provider and comes back signed in, on Leads Marketplace', async () => {
    provider.signedIn = { sub: 'google-mariana', email: 'gerente@vitrina.mx', email_verified: true };
    const page = await openPage();
    await page.goto('/');
    const google = page.getByRole('button', { name: 'Continuar con Google' });
    await google.waitFor();
    await page.getByRole('button', { name: 'Continuar con Facebook' }).waitFor();
    await google.click();
    await page.getByRole('heading', { level: 1, name: LEADS_HEADING }).waitFor({ timeout: SCREEN_TIMEOUT });
    await poll(() => new URL(page.url()).pathname).toBe('/leads/marketplace');
    // The code never stays in the address or the history.
    expect(page.url()).not.toContain('code=');
  });

  it('the Facebook button signs in the account of the e-mail Facebook answers', async () => {
    provider.signedIn = { sub: '10158000001', email: 'asesor@vitrina.mx', email_verified: true };
    const page = await openPage({ locale: 'en' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Used car leads' })
      .waitFor({ timeout: SCREEN_TIMEOUT });
  });

  it('an e-mail no account has is refused with its message on Login', async () => {
    provider.signedIn = { sub: 'google-stranger', email: 'desconocida@example.mx', email_verified: true };
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page
      .getByText(
        'No hay una cuenta de Vitrina con el correo de este proveedor. Pide a tu administrador que te dé acceso.',
      )
      .waitFor();
    await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('a disabled account is refused with its message on Login', async () => {
    provider.signedIn = { sub: 'google-laura', email: 'inactivo@vitrina.mx', email_verified: true };
    const page = await openPage({ locale: 'en' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Your account is disabled. Contact your administrator.').waitFor();
  });

  it('shows the buttons with the form in place: nothing on Login moves once it shows', async () => {
    const page = await openPage();
    // Every layout shift of the page (the Layout Instability API), from its first frame.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Continuar con Google' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await settle(page);
    // Buttons that came after the form pushed it down, under the pointer of someone about to sign in.
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  it('a return this browser did not start is refused', async () => {
    const page = await openPage();
    await page.goto('/?code=abc&state=no-es-de-este-navegador');
    await page.getByText(/No reconocimos esta respuesta del proveedor/).waitFor();
  });
});

describe('/integration-data-patform', () => {
  it('signs the person in with the integration token and lands on Leads Marketplace', async () => {
    const page = await openPage();
    await page.goto(`/integration-data-patform?token=${await integrationToken('gerente@vitrina.mx')}`);
    await page.getByRole('heading', { level: 1, name: LEADS_HEADING }).waitFor({ timeout: SCREEN_TIMEOUT });
    await poll(() => new URL(page.url()).pathname).toBe('/leads/marketplace');
  });

  it('refuses a used token, and a missing one, with their messages and a way to Login', async () => {
    const token = await integrationToken('asesor@vitrina.mx');
    const first = await openPage();
    await first.goto(`/integration-data-patform?token=${token}`);
    await first.getByRole('heading', { level: 1, name: LEADS_HEADING }).waitFor({ timeout: SCREEN_TIMEOUT });

    const replay = await openPage({ locale: 'en' });
    await replay.goto(`/integration-data-patform?token=${token}`);
    await replay
      .getByText('This integration link was already used. Open it again from the integration.')
      .waitFor();
    expect(new URL(replay.url()).search).toBe('');

    const missing = await openPage();
    await missing.goto('/integration-data-patform');
    await missing.getByText(/El enlace no trae las credenciales de la integración/).waitFor();
    await missing.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await missing.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  });

  it('sends a person already signed in to Leads Marketplace, as Login does', async () => {
    // Signed in as the harness keeps it: how this person signed in is not what is tested here.
    const page = await signedInPage(product, 'gerente@vitrina.mx');
    onTestFinished(() => page.context().close());
    await page.getByRole('heading', { level: 1, name: LEADS_HEADING }).waitFor();
    await page.goto('/integration-data-patform');
    await page.getByRole('heading', { level: 1, name: LEADS_HEADING }).waitFor();
    await poll(() => new URL(page.url()).pathname).toBe('/leads/marketplace');
  });
});

const VARIANTS = screenshotVariants(
  (['es', 'en'] as const).flatMap((locale) =>
    [false, true].flatMap((dark) => [false, true].map((phone) => ({ locale, dark, phone }))),
  ),
  ({ locale, dark, phone }) => locale === 'en' && dark && phone,
);

describe('screenshots', () => {
  it.each(VARIANTS)(
    'Login with providers and the integration refused ($locale, dark $dark, phone $phone)',
    async ({ locale, dark, phone }) => {
      fs.mkdirSync(OUT_DIR, { recursive: true });
      const page = await openPage({ locale, dark, phone });
      const suffix = `${locale}-${dark ? 'dark' : 'light'}-${phone ? 'phone' : 'desktop'}`;
      await page.goto('/');
      await page
        .getByRole('button', { name: locale === 'es' ? 'Continuar con Google' : 'Continue with Google' })
        .waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(OUT_DIR, `login-providers-${suffix}.png`), fullPage: true });

      await page.goto('/integration-data-patform?token=alterado.no.firmado');
      await page.getByRole('alert').waitFor();
      await settle(page);
      await page.screenshot({
        path: path.join(OUT_DIR, `integration-refused-${suffix}.png`),
        fullPage: true,
      });
    },
  );
});
