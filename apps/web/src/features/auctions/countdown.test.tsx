import { describe, expect, it } from 'vitest';
import { offsetFrom, remaining } from './countdown';

describe('the countdown on the server’s clock', () => {
  it('counts from the server’s time, whatever the browser’s clock says', () => {
    const browserNow = Date.parse('2026-11-25T10:00:00.000Z');
    // The browser runs 5 minutes late: the server says 10:05 when the browser says 10:00.
    const offset = Date.parse('2026-11-25T10:05:00.000Z') - browserNow;
    expect(remaining('2026-11-25T10:06:00.000Z', offset, browserNow)).toBe(60_000);
  });

  it('stops at zero once the end has passed', () => {
    expect(remaining('2026-11-25T10:00:00.000Z', 0, Date.parse('2026-11-25T10:00:05.000Z'))).toBe(0);
  });

  it('measures the offset when an answer arrives', () => {
    const offset = offsetFrom(new Date(Date.now() + 90_000).toISOString());
    expect(offset).toBeGreaterThan(89_000);
    expect(offset).toBeLessThanOrEqual(90_000);
  });
});
