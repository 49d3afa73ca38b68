/**
 * What "now" is for the API's time rules. Every rule reads a clock it is given — `context.clock`,
 * or a `clock` parameter — never the system's time itself (scripts/boundaries.ts, rule
 * api-clock), so a test can move time under any rule.
 */
export interface Clock {
  now(): Date;
}

/**
 * The system's clock, the one place the API reads the time of day. A new object each call: a
 * test replaces `now` on its own app's clock and moves nothing else.
 */
export function systemClock(): Clock {
  return { now: () => new Date() };
}

/** Whole seconds since the epoch on `clock` (a token's `iat` and `exp`). */
export const epochSeconds = (clock: Clock): number => Math.floor(clock.now().getTime() / 1000);
