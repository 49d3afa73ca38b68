/**
 * Test data, one file per module: `import { buildBrand, buildUser } from '…/test/factories'`.
 * Each factory inserts straight into the database (no HTTP, no audit) and returns the row.
 */
export * from './agencies';
export * from './auctions';
export * from './audit';
export * from './banners';
export * from './buyer-alerts';
export * from './catalogs';
export * from './content';
export * from './dealership-sets';
export * from './inventory';
export * from './leads';
export * from './new-inventory';
export * from './notifications';
export * from './packages';
export * from './popups';
export * from './roles';
export * from './sepomex';
export * from './users';
export * from './verification';
