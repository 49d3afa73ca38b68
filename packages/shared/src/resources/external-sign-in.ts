import { z } from 'zod';

/** The identity providers a deployment may configure (buttons on Login, API path segment). */
export const EXTERNAL_PROVIDERS = ['google', 'facebook', 'oidc'] as const;
export type ExternalProviderId = (typeof EXTERNAL_PROVIDERS)[number];

export const externalProvider = z.object({ id: z.enum(EXTERNAL_PROVIDERS), name: z.string() });
export type ExternalProviderInfo = z.infer<typeof externalProvider>;
export const externalProvidersAnswer = z.object({ data: z.array(externalProvider) });

export const externalProviderParams = z.object({ provider: z.enum(EXTERNAL_PROVIDERS) });

export const externalStartBody = z.object({ remember: z.boolean().optional().default(false) });
/** Where the browser goes next, and the state it keeps to recognise its own return. */
export const externalStartAnswer = z.object({ data: z.object({ url: z.string(), state: z.string() }) });

/** The provider's return, as it arrived at the Login page (`?code=…&state=…`). */
export const externalCallbackBody = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4096),
});
export type ExternalCallbackBody = z.infer<typeof externalCallbackBody>;

/** The token a trusted integration hands over at `/integration-data-patform`. */
export const integrationSignInBody = z.object({ token: z.string().min(1).max(8192) });
