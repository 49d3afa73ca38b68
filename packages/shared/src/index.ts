export * from './auth';
export * from './errors';
export * from './list-query';
export * from './permissions';
export * from './resources/catalogs';
export * from './roles';
export * from './rules';
export * from './validation';
