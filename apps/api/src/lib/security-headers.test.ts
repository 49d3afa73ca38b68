import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * What @fastify/helmet 13 (helmet 8) sent with our options, copied from its answers before it
 * was replaced: the same headers must keep reaching the browser.
 */
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob: https:;frame-src https://www.youtube-nocookie.com https://player.vimeo.com;" +
    "media-src 'self' blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:;worker-src 'self';manifest-src 'self'",
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
};

/** swagger-ui's own policy (`staticCSP: true`), which replaced helmet's on the OpenAPI UI. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; " +
  "img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; " +
  "script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-headers-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vitrina</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The security headers of an answer: helmet's names, whatever else the answer carries. */
function securityHeaders(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(HELMET_HEADERS).map((name) => [name, headers[name]]));
}

describe('security headers', () => {
  it('are those helmet sent, on API answers, refusals and the application', async () => {
    const cases = [
      { method: 'GET', url: '/api/health', status: 200 },
      { method: 'GET', url: '/api/no-such-route', status: 404 },
      { method: 'GET', url: '/api/mi-vitrina/auth/profile', status: 401 },
      { method: 'GET', url: '/', status: 200 },
      { method: 'GET', url: '/leads/marketplace', status: 200 },
      { method: 'GET', url: '/assets/index-abc123.js', status: 200 },
      { method: 'GET', url: '/assets/missing.js', status: 404 },
    ] as const;
    for (const { method, url, status } of cases) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(status);
      expect(securityHeaders(response.headers), url).toEqual(HELMET_HEADERS);
    }
  });

  it('are on a body refused for its size (413)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `"${'x'.repeat(t.config.bodyLimitBytes)}"`,
    });
    expect(response.statusCode).toBe(413);
    expect(securityHeaders(response.headers)).toEqual(HELMET_HEADERS);
  });

  it('carry the OpenAPI UI its own CSP, and the other headers unchanged', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(securityHeaders(response.headers), url).toEqual({
        ...HELMET_HEADERS,
        'content-security-policy': DOCS_CSP,
      });
    }
  });
});
