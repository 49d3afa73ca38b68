import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('seeds no demo on PostgreSQL unless forced', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('limits each lead ingestion API key to 120 requests a minute unless told', () => {
    expect(loadConfig({}).leadIngestion.perMinute).toBe(120);
    expect(loadConfig({ LEAD_INGESTION_PER_MINUTE: '5' }).leadIngestion.perMinute).toBe(5);
    expect(() => loadConfig({ LEAD_INGESTION_PER_MINUTE: '0' })).toThrow(/LEAD_INGESTION_PER_MINUTE/);
  });

  it('explains an invalid environment', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
