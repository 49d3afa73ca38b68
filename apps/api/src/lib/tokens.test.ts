import { createHmac, randomUUID } from 'node:crypto';
import { TOKEN_MESSAGES } from '@vitrina/shared';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'a-secret-of-the-tests-only-0123456789abcdef';
const tokens = new TokenService(SECRET, 600);
const NOW = 1_800_000_000;

afterEach(() => {
  vi.useRealTimers();
});

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64url');

function claims(overrides: Record<string, unknown> = {}) {
  return { sub: '7', jti: randomUUID(), iat: NOW, exp: NOW + 600, sxp: NOW + 3600, ver: 0, ...overrides };
}

/** A compact JWS over exactly these encoded parts, signed with our secret (or `hash`/`secret`). */
function signParts(header: string, payload: string, { hash = 'sha256', secret = SECRET } = {}) {
  const signature = createHmac(hash, secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

function sign(
  header: unknown,
  payload: unknown = claims(),
  options: { hash?: string; secret?: string } = {},
) {
  return signParts(b64(JSON.stringify(header)), b64(JSON.stringify(payload)), options);
}

async function refusal(token: string): Promise<unknown> {
  vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
  try {
    await tokens.verify(token);
    return 'accepted';
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
}

const INVALID = { status: 401, message: TOKEN_MESSAGES.invalid };
const EXPIRED = { status: 401, message: TOKEN_MESSAGES.expired };

describe('what the service issues', () => {
  it('verifies its own token and reads back the claims', async () => {
    const issued = await tokens.issue(7, 3, NOW + 3600, NOW);
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
    expect(await tokens.verify(issued.token)).toEqual({
      userId: 7,
      version: 3,
      jti: issued.jti,
      issuedAt: NOW,
      expiresAt: NOW + 600,
      sessionExpiresAt: NOW + 3600,
    });
  });

  it('issues a standard HS256 JWT that jose verifies', async () => {
    const issued = await tokens.issue(7, 3, NOW + 3600, NOW);
    const { payload, protectedHeader } = await jwtVerify(issued.token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      currentDate: new Date(NOW * 1000),
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '7', ver: 3, jti: issued.jti, iat: NOW, exp: NOW + 600 });
  });
});

describe('the header', () => {
  it('accepts HS256 with or without a typ, which is not checked (as jose did)', async () => {
    expect(await refusal(sign({ alg: 'HS256' }))).toBe('accepted');
    expect(await refusal(sign({ alg: 'HS256', typ: 'at+jwt' }))).toBe('accepted');
  });

  it('refuses any other alg, even when the HMAC is right for the bytes', async () => {
    expect(await refusal(sign({ alg: 'none', typ: 'JWT' }))).toEqual(INVALID);
    expect(await refusal(sign({ alg: 'hs256', typ: 'JWT' }))).toEqual(INVALID);
    expect(await refusal(sign({ alg: 'HS512', typ: 'JWT' }, claims(), { hash: 'sha512' }))).toEqual(INVALID);
    expect(await refusal(sign({ typ: 'JWT' }))).toEqual(INVALID);
    expect(await refusal(sign({ alg: ['HS256'] }))).toEqual(INVALID);
  });

  it('refuses a crit header, since no extension is understood', async () => {
    expect(await refusal(sign({ alg: 'HS256', crit: ['b64'], b64: true }))).toEqual(INVALID);
    expect(await refusal(sign({ alg: 'HS256', crit: ['exp'] }))).toEqual(INVALID);
  });

  it('refuses a header that is not a JSON object', async () => {
    const payload = b64(JSON.stringify(claims()));
    for (const header of ['not json', '["HS256"]', 'null', '"HS256"']) {
      expect(await refusal(signParts(b64(header), payload)), header).toEqual(INVALID);
    }
  });
});

describe('the compact serialisation', () => {
  it('refuses anything but three parts', async () => {
    const token = sign({ alg: 'HS256', typ: 'JWT' });
    const [header, payload] = token.split('.');
    for (const malformed of [
      '',
      'abc',
      `${header}.${payload}`,
      `${token}.`,
      `${token}.${payload}`,
      `.${token}`,
    ]) {
      expect(await refusal(malformed), malformed).toEqual(INVALID);
    }
  });

  it('refuses non-canonical base64url even when it is what was signed', async () => {
    const header = b64(JSON.stringify({ alg: 'HS256', kid: 'k' }));
    const payload = b64(JSON.stringify(claims()));
    const standardAlphabet = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');
    // 25 bytes encode to 34 characters: the last one carries 4 unused bits, here not zero.
    const strayBits = `${header.slice(0, -1)}${String.fromCharCode(header.charCodeAt(33) + 1)}`;
    expect(Buffer.from(strayBits, 'base64url')).toEqual(Buffer.from(header, 'base64url'));
    for (const [name, h, p] of [
      ['padding', `${header}==`, payload],
      ['stray bits', strayBits, payload],
      ['standard alphabet', header, standardAlphabet(`${payload}+/`)],
      ['whitespace', header, `${payload.slice(0, 8)} ${payload.slice(8)}`],
    ] as const) {
      expect(await refusal(signParts(h, p)), name).toEqual(INVALID);
    }
    const token = signParts(header, payload);
    expect(await refusal(token)).toBe('accepted');
    expect(await refusal(`${token}=`)).toEqual(INVALID);
  });

  it('refuses a signature of the wrong length or by another key', async () => {
    const token = sign({ alg: 'HS256' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(await refusal(`${header}.${payload}.`)).toEqual(INVALID);
    expect(await refusal(`${header}.${payload}.${signature.slice(0, 40)}`)).toEqual(INVALID);
    expect(await refusal(`${token}${signature.slice(0, 4)}`)).toEqual(INVALID);
    const sha512 = createHmac('sha512', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(await refusal(`${header}.${payload}.${sha512}`)).toEqual(INVALID);
    expect(await refusal(sign({ alg: 'HS256' }, claims(), { secret: `${SECRET}x` }))).toEqual(INVALID);
  });

  it('refuses a signed payload that is not a JSON object in UTF-8', async () => {
    const header = b64(JSON.stringify({ alg: 'HS256' }));
    for (const payload of ['not json', '[]', 'null', '42', `\uFEFF${JSON.stringify(claims())}x`]) {
      expect(await refusal(signParts(header, b64(payload))), payload).toEqual(INVALID);
    }
    const notUtf8 = Buffer.concat([Buffer.from('{"sub":"7","x":"'), Buffer.from([0xff]), Buffer.from('"}')]);
    expect(await refusal(signParts(header, b64(notUtf8)))).toEqual(INVALID);
  });
});

describe('the time claims, as jose checked them (no clock tolerance)', () => {
  const header = { alg: 'HS256', typ: 'JWT' };

  it('is expired when exp is now or earlier, valid one second before', async () => {
    expect(await refusal(sign(header, claims({ exp: NOW })))).toEqual(EXPIRED);
    expect(await refusal(sign(header, claims({ exp: NOW - 1 })))).toEqual(EXPIRED);
    expect(await refusal(sign(header, claims({ exp: NOW + 1 })))).toBe('accepted');
  });

  it('refuses a token not valid yet (nbf), and accepts nbf equal to now', async () => {
    expect(await refusal(sign(header, claims({ nbf: NOW + 1 })))).toEqual(INVALID);
    expect(await refusal(sign(header, claims({ nbf: NOW })))).toBe('accepted');
  });

  it('accepts an iat in the future, as jose did without maxTokenAge', async () => {
    expect(await refusal(sign(header, claims({ iat: NOW + 3600 })))).toBe('accepted');
  });

  it('answers invalid, not expired, when iat or nbf is malformed or nbf is ahead', async () => {
    const past = NOW - 60;
    expect(await refusal(sign(header, claims({ exp: past, iat: String(NOW) })))).toEqual(INVALID);
    expect(await refusal(sign(header, claims({ exp: past, nbf: 'now' })))).toEqual(INVALID);
    expect(await refusal(sign(header, claims({ exp: past, nbf: NOW + 1 })))).toEqual(INVALID);
    expect(await refusal(sign(header, claims({ exp: String(past) })))).toEqual(INVALID);
  });

  it('answers expired before looking at the other claims', async () => {
    expect(await refusal(sign(header, claims({ exp: NOW, jti: undefined, sub: 'admin' })))).toEqual(EXPIRED);
  });
});

describe('the clock it is given', () => {
  it('issues and expires tokens on that clock, not the system’s', async () => {
    let now = new Date(NOW * 1000);
    const onClock = new TokenService(SECRET, 600, { now: () => now });
    const issued = await onClock.issue(7, 0, NOW + 3600);
    expect(issued.expiresAt).toBe(NOW + 600);
    expect(onClock.nowSeconds()).toBe(NOW);
    now = new Date((NOW + 599) * 1000);
    await expect(onClock.verify(issued.token)).resolves.toMatchObject({ userId: 7, issuedAt: NOW });
    now = new Date((NOW + 600) * 1000);
    await expect(onClock.verify(issued.token)).rejects.toMatchObject({
      statusCode: 401,
      message: TOKEN_MESSAGES.expired,
    });
  });
});
