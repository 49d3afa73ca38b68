/**
 * The commercial offer module's public entry: what other modules, the seeds and the app may use
 * of it (scripts/boundaries.ts).
 */
export { seedDemoUpgradeRequest } from './commercial-offer.seed';
