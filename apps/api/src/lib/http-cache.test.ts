import { describe, expect, it } from 'vitest';
import { etagOf, matchesEtag } from './http-cache';

describe('public answer caching', () => {
  it('gives the same body the same ETag and a changed body another', () => {
    expect(etagOf({ a: 1 })).toBe(etagOf({ a: 1 }));
    expect(etagOf({ a: 1 })).not.toBe(etagOf({ a: 2 }));
  });

  it('matches If-None-Match lists, weak validators and the wildcard', () => {
    const etag = etagOf([1, 2]);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
  });
});
