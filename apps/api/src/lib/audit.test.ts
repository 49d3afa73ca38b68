import { describe, expect, it } from 'vitest';
import { redact } from './audit';

describe('what an audit entry keeps of a row', () => {
  it('keeps timestamps as ISO text instead of empty objects', () => {
    const at = new Date('2026-11-21T16:00:00.000Z');
    expect(redact({ id: 4, created_at: at, nested: [{ at }] })).toEqual({
      id: 4,
      created_at: '2026-11-21T16:00:00.000Z',
      nested: [{ at: '2026-11-21T16:00:00.000Z' }],
    });
  });

  it('drops NUL and lone surrogates, which jsonb refuses, from text it never validated', () => {
    expect(redact({ file: 'cat\u0000álogo\ud800.xlsx', rows: ['a\u0000'] })).toEqual({
      file: 'catálogo.xlsx',
      rows: ['a'],
    });
  });

  it('never keeps passwords, hashes or tokens, at any depth', () => {
    expect(redact({ password_hash: 'x', user: { token: 't', name: 'Ana' } })).toEqual({
      password_hash: '[redacted]',
      user: { token: '[redacted]', name: 'Ana' },
    });
  });
});
