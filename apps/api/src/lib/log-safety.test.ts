import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { requestId } from './log-safety';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    log += String(chunk);
  });
  t = await buildTestApp(
    {},
    (app) => {
      // An insert that fails with a secret among its parameters, as a failed user insert would.
      app.post('/api/test/failed-insert', { config: { access: { public: true } } }, async () => {
        await t.context.database.db.execute(
          sql`insert into users (email, password_hash) values (${'fallo@example.mx'}, ${HASH})`,
        );
        return {};
      });
    },
    stream,
  );
});
afterAll(() => t.close());

describe('the error log', () => {
  it('records a failed query by its code and request id, never its SQL or parameters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/failed-insert',
      headers: { 'x-request-id': 'probe-0001' },
    });
    expect(response.statusCode).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    const entry = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; err?: Record<string, unknown> })
      .find((line) => line.reqId === 'probe-0001' && line.err);
    expect(entry?.err).toMatchObject({ code: '23502', column: 'name', table: 'users' });
    expect(log).not.toContain('argon2id');
    expect(log).not.toContain('fallo@example.mx');
    expect(log.toLowerCase()).not.toContain('insert into');
  });
});

describe('the request id', () => {
  it.each([
    ['req-42', 'req-42'],
    ['6f1c2b1e-9d0a-4c55-8d1f-0c1d2e3f4a5b', '6f1c2b1e-9d0a-4c55-8d1f-0c1d2e3f4a5b'],
  ])('keeps a plain one the caller sent (%s)', (sent, kept) => {
    expect(requestId(sent)).toBe(kept);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['a line break', 'abc\r\nSet-Cookie: x=1'],
    ['spaces', 'drop table'],
    ['empty', ''],
  ])('replaces one with %s by its own', async (_, sent) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': sent.replace(/[\r\n]/g, '') },
    });
    const answered = response.headers['x-request-id'];
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect(answered).not.toBe(sent);
  });
});
