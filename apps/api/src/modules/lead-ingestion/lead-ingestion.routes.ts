import type { Module } from '../../context';
import { apiKeyRoutes } from './api-keys.routes';
import { ingestionRoutes } from './ingestion.routes';

/** The public lead ingestion API and the dealerships' API keys it is called with. */
export const leadIngestionModule: Module = (app, { database: { db }, counters, config, clock }) => {
  apiKeyRoutes(app, db);
  ingestionRoutes(
    app,
    db,
    counters,
    { perMinute: config.leadIngestion.perMinute, login: config.login },
    clock,
  );
};
