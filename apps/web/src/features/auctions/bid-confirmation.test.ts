import { describe, expect, it } from 'vitest';
import { needsBidConfirmation } from './bid-confirmation';

describe('bid confirmation', () => {
  it('asks for a bid a fifth or more above the next minimum, not for one near it', () => {
    expect(needsBidConfirmation(101_000, 101_000)).toBe(false);
    expect(needsBidConfirmation(121_199, 101_000)).toBe(false);
    expect(needsBidConfirmation(121_200, 101_000)).toBe(true);
    expect(needsBidConfirmation(1_010_000, 101_000)).toBe(true);
  });
});
