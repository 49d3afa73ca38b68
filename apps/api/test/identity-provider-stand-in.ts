/**
 * A local identity provider speaking the documented endpoints the adapters call: an OpenID
 * Connect issuer (discovery, authorize, token with PKCE S256 and client_secret_basic/post, JWKS,
 * UserInfo; RS256 ID tokens with the nonce) and Facebook's OAuth 2.0 dialog, token exchange and
 * Graph API `/me` (with appsecret_proof). Hand-written rather than `oidc-provider`: its login and
 * consent screens stand between a test and the code, and a test needs to choose who "is signed
 * in at the provider" and to forge what a broken provider would answer.
 *
 * The person signed in at the provider is `signedIn`; /authorize approves at once for them.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface IdentityStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who is signed in at the provider (the next /authorize approves for them). */
  signedIn: ProviderPerson;
  /** Sign the next ID tokens with a key the JWKS does not publish (a forged token). */
  forgeIdTokens: boolean;
  /** Codes issued by /authorize, newest last (tests exchange them out of turn). */
  codes: string[];
  close(): Promise<void>;
}

const FACEBOOK_VERSION = 'v23.0';

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  person: ProviderPerson;
  used: boolean;
}

export async function startIdentityStandIn(): Promise<IdentityStandIn> {
  const clientId = 'vitrina-client';
  const clientSecret = randomBytes(16).toString('hex');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, ProviderPerson>();
  let url = '';

  const state: IdentityStandIn = {
    url: '',
    clientId,
    clientSecret,
    signedIn: { sub: 'person-1', email: 'person@example.mx', email_verified: true },
    forgeIdTokens: false,
    codes: [],
    close: async () => undefined,
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res: http.ServerResponse, error: string) => send(res, 400, { error });
  const facebookError = (res: http.ServerResponse, message: string) =>
    send(res, 400, { error: { message, type: 'OAuthException', code: 100 } });

  /** /authorize and Facebook's dialog: approve for the signed-in person, back to redirect_uri. */
  const authorize = (res: http.ServerResponse, query: URLSearchParams, oidc: boolean) => {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId || !redirectUri) return oauthError(res, 'invalid_request');
    if (query.get('response_type') !== 'code') return oauthError(res, 'unsupported_response_type');
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      return oauthError(res, 'invalid_request');
    }
    if (oidc && !query.get('scope')?.split(' ').includes('openid')) return oauthError(res, 'invalid_scope');
    const code = randomBytes(16).toString('hex');
    grants.set(code, {
      clientId,
      redirectUri,
      challenge: query.get('code_challenge')!,
      nonce: query.get('nonce'),
      person: { ...state.signedIn },
      used: false,
    });
    state.codes.push(code);
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (query.get('state')) back.searchParams.set('state', query.get('state')!);
    res.writeHead(302, { location: back.toString() });
    res.end();
  };

  /** A grant the code, redirect and PKCE verifier all match; null when anything differs. */
  const redeem = (code: string, redirectUri: string, verifier: string): Grant | null => {
    const grant = grants.get(code);
    if (!grant || grant.used || grant.redirectUri !== redirectUri) return null;
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== grant.challenge) return null;
    grant.used = true;
    return grant;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const address = new URL(req.url ?? '/', url);
        const query = address.searchParams;
        switch (`${req.method} ${address.pathname}`) {
          case 'GET /.well-known/openid-configuration':
            return send(res, 200, {
              issuer: url,
              authorization_endpoint: `${url}/authorize`,
              token_endpoint: `${url}/token`,
              jwks_uri: `${url}/jwks`,
              userinfo_endpoint: `${url}/userinfo`,
              response_types_supported: ['code'],
              subject_types_supported: ['public'],
              id_token_signing_alg_values_supported: ['RS256'],
              code_challenge_methods_supported: ['S256'],
              token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
            });
          case 'GET /jwks':
            return send(res, 200, { keys: [jwk] });
          case 'GET /authorize':
            return authorize(res, query, true);
          case 'POST /token': {
            const form = new URLSearchParams(Buffer.concat(chunks).toString());
            const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
            const [id, secret] = basic
              ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
              : [form.get('client_id'), form.get('client_secret')];
            if (id !== clientId || secret !== clientSecret)
              return send(res, 401, { error: 'invalid_client' });
            if (form.get('grant_type') !== 'authorization_code')
              return oauthError(res, 'unsupported_grant_type');
            const grant = redeem(
              form.get('code') ?? '',
              form.get('redirect_uri') ?? '',
              form.get('code_verifier') ?? '',
            );
            if (!grant) return oauthError(res, 'invalid_grant');
            const accessToken = randomBytes(16).toString('hex');
            accessTokens.set(accessToken, grant.person);
            const { sub, ...claims } = grant.person;
            const idToken = await new SignJWT({ ...claims, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
              .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
              .setIssuer(url)
              .setSubject(sub)
              .setAudience(clientId)
              .setIssuedAt()
              .setExpirationTime('5m')
              .sign(state.forgeIdTokens ? forger.privateKey : privateKey);
            return send(res, 200, {
              access_token: accessToken,
              token_type: 'Bearer',
              expires_in: 300,
              id_token: idToken,
            });
          }
          case 'GET /userinfo': {
            const person = accessTokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
            return person ? send(res, 200, person) : send(res, 401, { error: 'invalid_token' });
          }
          case `GET /${FACEBOOK_VERSION}/dialog/oauth`:
            return authorize(res, query, false);
          case `GET /${FACEBOOK_VERSION}/oauth/access_token`: {
            if (query.get('client_id') !== clientId || query.get('client_secret') !== clientSecret) {
              return facebookError(res, 'Error validating client secret.');
            }
            const grant = redeem(
              query.get('code') ?? '',
              query.get('redirect_uri') ?? '',
              query.get('code_verifier') ?? '',
            );
            if (!grant) return facebookError(res, 'Invalid verification code format.');
            const accessToken = randomBytes(16).toString('hex');
            accessTokens.set(accessToken, grant.person);
            return send(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 });
          }
          case `GET /${FACEBOOK_VERSION}/me`: {
            const token = query.get('access_token') ?? '';
            const person = accessTokens.get(token);
            if (!person) return facebookError(res, 'Invalid OAuth access token.');
            const proof = createHmac('sha256', clientSecret).update(token).digest('hex');
            if (query.get('appsecret_proof') !== proof) return facebookError(res, 'Invalid appsecret_proof.');
            const fields = (query.get('fields') ?? 'id,name').split(',');
            // Facebook answers the e-mail only when the account has a confirmed one.
            const answer: Record<string, string> = { id: person.sub };
            if (fields.includes('name')) answer.name = person.name ?? 'Persona de Prueba';
            if (fields.includes('email') && person.email && person.email_verified !== false) {
              answer.email = person.email;
            }
            return send(res, 200, answer);
          }
          default:
            return send(res, 404, { error: 'not_found' });
        }
      })().catch((error: unknown) => send(res, 500, { error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = url;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
