import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.VITRINA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database next to `adminUrl`'s (tests and benchmarks), opened and
 * migrated; closing it drops it, so reruns start clean. A failed open drops it too.
 */
export async function openScratchPostgres(
  adminUrl: string,
  { prefix = 'vitrina_test', poolSize = 5 }: { prefix?: string; poolSize?: number } = {},
): Promise<Database & { name: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), poolSize });
    await database.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    name,
    async close() {
      try {
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created from TEST_DATABASE_URL and dropped on close.
 */
export async function openTestDatabase(engine: TestEngine = testEngine()): Promise<Database> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openScratchPostgres(adminUrl);
}
