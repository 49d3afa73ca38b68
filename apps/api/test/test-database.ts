import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client';

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
  if (engine === 'pglite') return openMigratedPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openScratchPostgres(adminUrl);
}

/**
 * An in-memory PGlite with every migration applied. Starting the engine (initdb) and migrating
 * took 2.5 s per test file; loading a dump of a migrated one takes a fifth of that. The dump is
 * kept in the temporary directory under the migrations' hash, so each change of a migration makes
 * a new one, and every test file of every worker after the first starts from it.
 */
export async function openMigratedPglite(): Promise<Database> {
  const file = path.join(os.tmpdir(), 'vitrina-test-templates', `pglite-${migrationsHash()}.tar`);
  const template = readIfPresent(file);
  if (template) return openDatabase({ dataDir: 'memory://', template });
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dump!();
  // Written aside and renamed: a worker reading it meanwhile sees the whole file or none.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return database;
}

function readIfPresent(file: string): Uint8Array | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

let hash: string | undefined;
function migrationsHash(): string {
  if (hash) return hash;
  const digest = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else digest.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  // A dump is only read by the engine version that wrote it.
  digest.update(pgliteVersion());
  hash = digest.digest('hex').slice(0, 16);
  return hash;
}

function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
}
