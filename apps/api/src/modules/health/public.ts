/**
 * The health module's public entry: what other modules, plugins and the app may use of it
 * (scripts/boundaries.ts).
 */
export { VERSION } from './health.routes';
