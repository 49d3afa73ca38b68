/**
 * The catalogs module's public entry: what other modules and the bench may use of it
 * (scripts/boundaries.ts).
 */
export { brandSource } from './brands.repository';
export {
  addCatalogNames,
  type CatalogEntry,
  type CatalogNamed,
  catalogColumns,
  catalogIds,
  catalogNames,
  findCatalogEntry,
  searchTextMatches,
  usableCatalogEntry,
} from './catalog-entry';
