/**
 * The AutoCheck module's public entry: what other modules, the seeds and the app may use of it
 * (scripts/boundaries.ts).
 */
export { seedDemoVerifications } from './verification.seed';
