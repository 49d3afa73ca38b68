import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers liveness with the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', version: '2.0.0' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ready' });
  });

  it('is not ready, with a translated message, when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.context.database.close();
    const response = await broken.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(503);
    expect(json(response).message).toBe('The service is not ready yet.');
    await broken.app.close();
  });
});
