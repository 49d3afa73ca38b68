import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { jobSchemaVersion } from '../src/lib/jobs/connection';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.VITRINA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

async function adminQuery(adminUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The database `name` on `adminUrl`'s server, opened. */
function openPostgres(adminUrl: string, name: string, poolSize: number): Promise<Database> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString(), poolSize });
}

/** The database `name` on `adminUrl`'s server, opened and migrated. */
async function openMigratedPostgres(adminUrl: string, name: string, poolSize: number): Promise<Database> {
  const database = await openPostgres(adminUrl, name, poolSize);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * A new, empty PostgreSQL database next to `adminUrl`'s (tests and benchmarks), opened and
 * migrated; closing it drops it, so reruns start clean. A failed open drops it too. It is a copy
 * of a migrated template (`createFromTemplate`): creating a database and running every migration
 * took 450–530 ms per test file, the copy 60–80 ms.
 */
export async function openScratchPostgres(
  adminUrl: string,
  { prefix = 'vitrina_test', poolSize = 5 }: { prefix?: string; poolSize?: number } = {},
): Promise<Database & { name: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(adminUrl, name);
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  let database: Database;
  try {
    // The copy holds every migration already: migrating again only read and hashed the files.
    database = await openPostgres(adminUrl, name, poolSize);
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

const TEMPLATE_PREFIX = 'vitrina_template_';

/**
 * Creates the database `name` on `adminUrl`'s server as a copy of a template with every migration
 * applied, named by the migrations' hash. Under an advisory lock, so a template is made once (by
 * the first file that needs it) and never dropped while copied: templates of other migrations,
 * another checkout's for instance, are dropped when a new one is made, and made again when needed.
 */
async function createFromTemplate(adminUrl: string, name: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('vitrina test template'))");
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!found.rowCount) {
      // Built under another name and renamed: a template is whole or absent.
      const partial = `${template}_${process.pid}`;
      await client.query(`drop database if exists ${partial}`);
      await client.query(`create database ${partial}`);
      const database = await openMigratedPostgres(adminUrl, partial, 1);
      await database.close();
      await client.query(`alter database ${partial} rename to ${template}`);
      const stale = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${TEMPLATE_PREFIX}%`, template],
      );
      for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname}`);
    }
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL database `name` next to `adminUrl`'s, created when missing, opened and migrated,
 * and kept when closed: what a benchmark measures again without seeding again
 * (BENCH_KEEP_DATABASE).
 */
export async function openKeptPostgres(
  adminUrl: string,
  name: string,
  { poolSize = 5 }: { poolSize?: number } = {},
): Promise<Database> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`${name} is not a plain database name`);
  const found = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await adminQuery(adminUrl, `create database ${name}`);
  return openMigratedPostgres(adminUrl, name, poolSize);
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
export function openMigratedPglite(): Promise<Database> {
  return openFromTemplate('migrated', `pglite-${migrationsHash()}`, async (database) => {
    await database.migrate();
  });
}

/**
 * An in-memory PGlite with every migration and the demo data (`seed` with `seedDemo`), what the
 * browser tests' products and the component tests' APIs start from: seeding the demo took 8 s of
 * the engine's time per file. The dump is kept under a hash of the migrations and of every source
 * file of the API and the shared package (the seed reaches far: the lead service, the catalogue,
 * the permissions), and of the hour: the demo is written around the time it is seeded (auctions
 * live for hours, leads' deadlines), so a dump is never used more than an hour after it was made.
 */
export async function openSeededPglite(): Promise<Database> {
  const hour = Math.floor(Date.now() / 3_600_000);
  const name = `pglite-seeded-${sourcesHash()}-${hour}`;
  removeStale('pglite-seeded-', name);
  return openFromTemplate('seeded', name, async (database) => {
    await database.migrate();
    await seed(database.db, { seedDemo: true, admin: undefined });
  });
}

/**
 * The database of each kind that the next call of this process hands out, opened beforehand: a
 * worker runs file after file, and starting the engine from a dump took 0.6–1.2 s of each API
 * file (1.7 s with the demo). The next one starts once one is handed out, in a thread of its own,
 * mostly while the file's threads wait on each other (a query, its answer): the API project on the
 * embedded database went from 312 to 240 s alone.
 */
const spares = new Map<'migrated' | 'seeded', { name: string; database: Promise<Database> }>();

async function openFromTemplate(
  kind: 'migrated' | 'seeded',
  name: string,
  build: (database: Database) => Promise<void>,
): Promise<Database> {
  const spare = spares.get(kind);
  spares.delete(kind);
  // A spare of other sources or of another hour is closed, not handed out.
  if (spare && spare.name !== name) void spare.database.then((stale) => stale.close()).catch(() => {});
  const database = await (spare?.name === name ? spare.database : openTemplate(name, build));
  // Once this one is open, so that the first, which may make the dump, makes it alone; only in a
  // test worker (a global setup or a benchmark opens its databases at once, and a spare left in
  // the runner's own process would outlive the run), and one at a time.
  if (process.env.VITEST_WORKER_ID !== undefined && !spares.has(kind)) {
    const next = { name, database: openTemplate(name, build) };
    next.database.catch(() => {
      if (spares.get(kind) === next) spares.delete(kind);
    });
    spares.set(kind, next);
  }
  return database;
}

async function openTemplate(name: string, build: (database: Database) => Promise<void>): Promise<Database> {
  const file = path.join(TEMPLATES, `${name}.tar`);
  const template = readIfPresent(file);
  if (template) return openDatabase({ dataDir: 'memory://', template });
  const database = await openDatabase({ dataDir: 'memory://' });
  await build(database);
  const dump = await database.dump!();
  // Written aside and renamed: a worker reading it meanwhile sees the whole file or none.
  fs.mkdirSync(TEMPLATES, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return database;
}

const TEMPLATES = path.join(os.tmpdir(), 'vitrina-test-templates');

/** Seeded dumps of other hours or sources (100 MB each): older than two hours, they go. */
function removeStale(prefix: string, current: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(TEMPLATES);
  } catch {
    return;
  }
  const old = Date.now() - 2 * 3_600_000;
  for (const entry of entries) {
    if (!entry.startsWith(prefix) || entry.startsWith(current)) continue;
    const file = path.join(TEMPLATES, entry);
    try {
      if (fs.statSync(file).mtimeMs < old) fs.rmSync(file, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

function readIfPresent(file: string): Uint8Array | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A digest of every file under `folders` (names within each folder and contents, in order) and the
 * engine's version: two checkouts of the same sources share their templates.
 */
function treeHash(folders: string[], keep: (name: string) => boolean = () => true): string {
  const digest = createHash('sha256');
  const walk = (root: string, folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(root, full);
      else if (keep(entry.name)) digest.update(path.relative(root, full)).update(fs.readFileSync(full));
    }
  };
  for (const [index, folder] of folders.entries()) {
    digest.update(`${index}\0`);
    walk(folder, folder);
  }
  // A dump is only read by the engine version that wrote it.
  digest.update(pgliteVersion());
  return digest.digest('hex').slice(0, 16);
}

let hash: string | undefined;
function migrationsHash(): string {
  // The job engine's tables are migrated with ours (lib/jobs): a new version of them is a new template.
  hash ??= `${treeHash([migrationsFolder])}_jobs${jobSchemaVersion()}`;
  return hash;
}

let sources: string | undefined;
function sourcesHash(): string {
  const api = path.resolve(migrationsFolder, '../..');
  const shared = path.resolve(api, '../../../packages/shared/src');
  sources ??= treeHash([api, shared], (name) => !/\.test\.tsx?$/.test(name));
  return sources;
}

function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
}
