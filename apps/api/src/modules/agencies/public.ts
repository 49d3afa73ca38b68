/**
 * The agencies module's public entry: what other modules and the bench may use of it
 * (scripts/boundaries.ts).
 */
export { agencyNames, agencySource } from './agencies.repository';
