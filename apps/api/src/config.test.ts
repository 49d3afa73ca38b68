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

  it('offers the identity providers whose client id and secret are both set', () => {
    expect(loadConfig({}).externalSignIn).toEqual([]);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).externalSignIn).toEqual([]);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      OIDC_ISSUER: 'https://login.example.mx/',
      OIDC_CLIENT_ID: 'o',
      OIDC_CLIENT_SECRET: 'os',
    });
    expect(config.externalSignIn.map(({ id, name }) => [id, name])).toEqual([
      ['google', 'Google'],
      ['oidc', 'OpenID Connect'],
    ]);
    expect(config.externalSignIn[0]).toMatchObject({ issuer: 'https://accounts.google.com' });
  });

  it('trusts an integration only with an issuer and a secret of at least 32 characters', () => {
    expect(loadConfig({ INTEGRATION_ISSUER: 'crm' }).integration).toBeUndefined();
    expect(() => loadConfig({ INTEGRATION_ISSUER: 'crm', INTEGRATION_SECRET: 'corto' })).toThrow(
      /INTEGRATION_SECRET/,
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ INTEGRATION_ISSUER: 'crm', INTEGRATION_SECRET: secret }).integration).toEqual({
      issuer: 'crm',
      secret,
      audience: 'vitrina',
      maxSeconds: 300,
    });
  });

  it('explains an invalid environment', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
