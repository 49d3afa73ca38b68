// Apart from demo.ts: the account and scale seeds sign their people in with it too, and demo.ts
// runs the account seed, so a constant kept in demo.ts made an import loop.

/** Every demo account signs in with this password (README lists them). */
export const DEMO_PASSWORD = 'Vitrina2026!';
