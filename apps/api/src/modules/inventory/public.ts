/**
 * The inventory module's public entry: what other modules, the seed and the bench may use of it
 * (scripts/boundaries.ts). The list sources are the lists' own SQL, so a benchmark measures what
 * the screens run.
 */
export { soldSource } from './sold.repository';
export { vehiclesSource } from './vehicles.repository';
