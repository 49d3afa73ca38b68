import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';

/** A build directory like Vite's, made for the test. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Vitrina</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  const bundle = path.join(dir, 'assets', 'index-abc123.js');
  fs.writeFileSync(`${bundle}.br`, zlib.brotliCompressSync(fs.readFileSync(bundle)));
  fs.writeFileSync(`${bundle}.gz`, zlib.gzipSync(fs.readFileSync(bundle)));
  return dir;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeBuild();
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the single-page application', () => {
  it('serves index.html at / and at every client route, revalidated on each visit', async () => {
    for (const url of ['/', '/leads/marketplace', '/models/3/versions/7/years', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, and never the copy itself by name', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    expect((await get(`${url}.br`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown asset instead of the page', async () => {
    const response = await get('/assets/index-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await get('/api/mi-vitrina/nothing');
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toContain('/api/mi-vitrina/nothing');
  });

  it('never serves a file outside the build', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../index.html',
      '/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.body).not.toContain('"name"');
      expect(response.body).not.toContain('root:');
      expect([200, 400, 404]).toContain(response.statusCode);
    }
  });

  it('sends the security headers with the page', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('without a web build', () => {
  it('answers a minimal page pointing at the API docs', async () => {
    const bare = await buildTestApp({ WEB_DIST_DIR: path.join(os.tmpdir(), 'vitrina-no-build') });
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/api/docs');
      expect(response.body).toContain('web application is not built');
    } finally {
      await bare.close();
    }
  });
});
