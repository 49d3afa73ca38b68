/**
 * The tutorials module's public entry: what other modules, the seeds and the app may use of it
 * (scripts/boundaries.ts). Nothing yet: modules/index.ts registers its routes, and what another
 * module comes to need is exported here rather than imported past it.
 */
export {};
