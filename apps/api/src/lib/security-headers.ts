import type { App } from '../context';

/**
 * Content-Security-Policy for the SPA: our own scripts only; MUI injects styles at run time. In
 * the order and form helmet wrote it; `script-src-attr 'none'` is helmet's default we kept.
 * No upgrade-insecure-requests: deployments terminate TLS in front and send HSTS; upgrading
 * would break plain http://localhost.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob: https:",
  // Tutorial videos: the privacy-enhanced players only, and uploaded files (local or the bucket).
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "media-src 'self' blob: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
].join(';');

/**
 * The headers @fastify/helmet sent with our options (helmet's defaults, the CSP above, a year
 * of HSTS with subdomains, strict-origin-when-cross-origin, frames denied), written once:
 * helmet rebuilt every one of them, CSP included, for each response.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Sets the headers when a request arrives, before any hook can refuse it, so a 401, 404 or 413
 * carries them too. The OpenAPI UI under /api/docs replaces the CSP with its own when it sends
 * (swagger-ui's `staticCSP`), as it did over helmet's.
 */
export function addSecurityHeaders(app: App): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
