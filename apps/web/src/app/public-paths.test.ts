import { describe, expect, it } from 'vitest';
import { publicPageOf } from './public-paths';

describe('the public entry serves the public pages the route table declares', () => {
  it('matches each public path, as the router does (any case, a trailing slash)', () => {
    expect(publicPageOf('/')).toBe('login');
    expect(publicPageOf('/register')).toBe('register');
    expect(publicPageOf('/Register/')).toBe('register');
    expect(publicPageOf('/password/forgot')).toBe('passwordForgot');
    expect(publicPageOf('/password/reset/abc.DEF_123')).toBe('passwordReset');
    expect(publicPageOf('/email/verify/abc')).toBe('emailVerify');
  });

  it('leaves every other path to the application', () => {
    for (const path of [
      '/leads/marketplace',
      '/integration-data-patform',
      '/password/reset',
      '/password/reset/a/b',
      '/email/verify/',
      '/registers',
      '/profile',
    ]) {
      expect(publicPageOf(path)).toBeNull();
    }
  });
});
