/**
 * The adapters to identity providers: an OpenID Connect issuer (discovery, authorization code with
 * PKCE, ID token verified against the issuer's JWKS, nonce) and Facebook (OAuth 2.0 dialog with
 * PKCE, then the Graph API's `/me` for the e-mail). Both speak the providers' documented endpoints
 * at configurable base URLs, so tests point them at local stand-ins.
 */
import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { ExternalProvider } from '../../config';
import { type Clock, systemClock } from '../../lib/clock';

/** Who the provider says signed in. `provider` names the namespace of `subject` (issuer or 'facebook'). */
export interface ProviderIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface IdentityProvider {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  identify(exchange: CodeExchange): Promise<ProviderIdentity>;
}

/** The provider could not be reached, refused the code, or answered something that does not verify. */
export class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;
/** How long a discovery document is trusted before it is read again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Signatures an ID token may carry: asymmetric only (a client secret never signs identities here). */
const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`unreachable: ${url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`not JSON from ${url} (${response.status})`);
  }
  if (!response.ok || body === null || typeof body !== 'object') {
    throw new ProviderError(`refused by ${url} (${response.status}): ${text.slice(0, 200)}`);
  }
  return body as Record<string, unknown>;
}

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Providers send `email_verified` as a boolean; a few older ones as the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

class OidcProvider implements IdentityProvider {
  private discovery: { document: Discovery; jwks: ReturnType<typeof createRemoteJWKSet>; at: number } | null =
    null;

  /** `clock`: the world's, which the discovery document's freshness is counted on. */
  constructor(
    private readonly config: Extract<ExternalProvider, { kind: 'oidc' }>,
    private readonly clock: Clock = systemClock(),
  ) {}

  private async discover() {
    if (this.discovery && this.clock.now().getTime() - this.discovery.at < DISCOVERY_TTL_MS)
      return this.discovery;
    const body = await fetchJson(`${withoutSlash(this.config.issuer)}/.well-known/openid-configuration`);
    const issuer = stringOf(body.issuer);
    const authorization = stringOf(body.authorization_endpoint);
    const token = stringOf(body.token_endpoint);
    const jwksUri = stringOf(body.jwks_uri);
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
    if (!issuer || withoutSlash(issuer) !== withoutSlash(this.config.issuer)) {
      throw new ProviderError(`discovery names issuer ${String(body.issuer)}, not ${this.config.issuer}`);
    }
    if (!authorization || !token || !jwksUri) throw new ProviderError('discovery lacks an endpoint');
    const methods = body.token_endpoint_auth_methods_supported;
    const document: Discovery = {
      issuer,
      authorization_endpoint: authorization,
      token_endpoint: token,
      jwks_uri: jwksUri,
      ...(stringOf(body.userinfo_endpoint) ? { userinfo_endpoint: stringOf(body.userinfo_endpoint)! } : {}),
      ...(Array.isArray(methods) ? { token_endpoint_auth_methods_supported: methods.map(String) } : {}),
    };
    this.discovery = { document, jwks: createRemoteJWKSet(new URL(jwksUri)), at: this.clock.now().getTime() };
    return this.discovery;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const { document } = await this.discover();
    const url = new URL(document.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async identify(exchange: CodeExchange): Promise<ProviderIdentity> {
    const { document, jwks } = await this.discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.codeVerifier,
      client_id: this.config.clientId,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    // RFC 6749 §2.3.1: Basic unless the issuer lists only client_secret_post (Basic is the default).
    const methods = document.token_endpoint_auth_methods_supported;
    if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
      form.set('client_secret', this.config.clientSecret);
    } else {
      const id = encodeURIComponent(this.config.clientId);
      const secret = encodeURIComponent(this.config.clientSecret);
      headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
    }
    const tokens = await fetchJson(document.token_endpoint, { method: 'POST', headers, body: form });
    const idToken = stringOf(tokens.id_token);
    if (!idToken) throw new ProviderError('no id_token in the token answer');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(idToken, jwks, {
        issuer: document.issuer,
        audience: this.config.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new ProviderError(`id_token refused: ${(error as Error).message}`);
    }
    if (claims.nonce !== exchange.nonce) throw new ProviderError('id_token nonce does not match');
    // OpenID Connect Core §3.1.3.7: with several audiences, the authorized party must be us.
    if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== this.config.clientId) {
      throw new ProviderError('id_token azp is not this client');
    }
    let email = stringOf(claims.email) ?? null;
    let verified = isTrue(claims.email_verified);
    // Some issuers put the e-mail only in the UserInfo answer, which must be about the same subject.
    const accessToken = stringOf(tokens.access_token);
    if (!email && document.userinfo_endpoint && accessToken) {
      const info = await fetchJson(document.userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      if (info.sub !== claims.sub) throw new ProviderError('userinfo subject differs from the id_token');
      email = stringOf(info.email) ?? null;
      verified = isTrue(info.email_verified);
    }
    return { provider: document.issuer, subject: claims.sub!, email, emailVerified: verified };
  }
}

class FacebookProvider implements IdentityProvider {
  constructor(private readonly config: Extract<ExternalProvider, { kind: 'facebook' }>) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const url = new URL(`${this.config.dialogUrl}/${this.config.version}/dialog/oauth`);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      state: request.state,
      response_type: 'code',
      scope: 'email,public_profile',
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async identify(exchange: CodeExchange): Promise<ProviderIdentity> {
    const graph = `${this.config.graphUrl}/${this.config.version}`;
    const tokenUrl = new URL(`${graph}/oauth/access_token`);
    tokenUrl.search = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: exchange.redirectUri,
      client_secret: this.config.clientSecret,
      code: exchange.code,
      code_verifier: exchange.codeVerifier,
    }).toString();
    const tokens = await fetchJson(tokenUrl.toString(), { headers: { accept: 'application/json' } });
    const accessToken = stringOf(tokens.access_token);
    if (!accessToken) throw new ProviderError('no access_token in the token answer');
    const me = new URL(`${graph}/me`);
    me.search = new URLSearchParams({
      fields: 'id,name,email',
      access_token: accessToken,
      // Graph API "Securing requests": calls carry the token's HMAC with the app secret.
      appsecret_proof: createHmac('sha256', this.config.clientSecret).update(accessToken).digest('hex'),
    }).toString();
    const user = await fetchJson(me.toString(), { headers: { accept: 'application/json' } });
    const subject = stringOf(user.id);
    if (!subject) throw new ProviderError('no id in /me');
    const email = stringOf(user.email) ?? null;
    // The Graph API answers `email` only with the account's confirmed primary address (none when
    // the person signed up by phone and never confirmed one): its presence is Facebook's word.
    return { provider: 'facebook', subject, email, emailVerified: email !== null };
  }
}

/** One adapter per configured provider, built once per process (discovery and JWKS are cached). */
export function identityProviders(configured: ExternalProvider[]): Map<string, IdentityProvider> {
  return new Map(
    configured.map((provider) => [
      provider.id,
      provider.kind === 'oidc' ? new OidcProvider(provider) : new FacebookProvider(provider),
    ]),
  );
}
