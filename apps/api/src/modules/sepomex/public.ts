/**
 * The SEPOMEX module's public entry: what the seeds and the bench may use of it
 * (scripts/boundaries.ts).
 */

export { upsertSepomexRows } from './sepomex.repository';
export { readSepomexFile, SEPOMEX_HEADER, type SepomexRow } from './sepomex-file';
