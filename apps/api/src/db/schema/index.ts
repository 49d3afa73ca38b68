export * from './access';
export * from './agencies';
export * from './catalogs';
export * from './inventory';
export * from './leads';
export * from './system';
