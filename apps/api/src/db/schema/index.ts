export * from './access';
export * from './agencies';
export * from './system';
export * from './catalogs';
