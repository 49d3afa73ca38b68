/**
 * `npm run seed:scale -- --vehicles 1000000 --agencies 200` (and `--leads 5000000`, `--alerts 100000`): fills the
 * database `npm start` uses — DATABASE_URL, or the embedded one in DATA_DIR (./data by default) —
 * with benchmark-sized inventory and leads (scale-seed.ts, scale-leads.ts), printing progress. The embedded database cannot be opened by two
 * processes: stop `npm start` first. Safe to run again: only what is missing is added.
 */
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../client';
import { type ScaleProgress, seedScale } from './scale-seed';

const USAGE = `Usage: npm run seed:scale -- [--vehicles N] [--leads N] [--alerts N] [--agencies N] [--batch N]

  --vehicles N   used vehicles the scale dealerships hold in all (default 1000000, or 0 with --leads)
  --leads N      leads they have received in all, across the eleven channels (default 0); two
                 advisors are created in each scale dealership that has none
  --alerts N     buyer alerts of the marketplace (/find-cars) in all (default 0)
  --agencies N   scale dealerships ("Agencia Escala 0001"…) they are spread across (default 200)
  --batch N      rows per INSERT statement (default 50000)

  Writes to DATABASE_URL when it is set, otherwise to the embedded database in DATA_DIR
  (./data by default), the same one "npm start" uses. Stop "npm start" first when it runs on
  the embedded database. The catalog is seeded first when it is empty. Running it again adds
  only what is missing.
`;

const out = (text: string) => process.stdout.write(`${text}\n`);
const count = (n: number) => Math.round(n).toLocaleString('en');

interface Options {
  vehicles: number;
  leads?: number;
  alerts?: number;
  agencies: number;
  batch: number;
}

function parse(args: string[]): Options | string {
  const given: Partial<Options> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '');
    const value = Number(args[i + 1]?.replace(/[_,]/g, ''));
    if (
      name !== 'vehicles' &&
      name !== 'leads' &&
      name !== 'alerts' &&
      name !== 'agencies' &&
      name !== 'batch'
    ) {
      return `Unknown option: ${args[i]}`;
    }
    if (
      !Number.isInteger(value) ||
      value < (name === 'vehicles' || name === 'leads' || name === 'alerts' ? 0 : 1)
    ) {
      return `--${name} needs a whole number, not ${JSON.stringify(args[i + 1] ?? '')}`;
    }
    given[name] = value;
  }
  // Asked for leads or alerts only, it writes those only.
  const only = given.leads !== undefined || given.alerts !== undefined;
  return { vehicles: only ? 0 : 1_000_000, agencies: 200, batch: 50_000, ...given };
}

function progressLine(progress: ScaleProgress): string {
  const percent = progress.total > 0 ? (100 * progress.done) / progress.total : 100;
  return `  ${count(progress.done).padStart(11)} / ${count(progress.total)} ${progress.table.padEnd(8)}  ${percent.toFixed(1).padStart(5)} %   ${count(progress.rowsPerSecond)} rows/s`;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const options = parse(args);
  if (typeof options === 'string') {
    process.stderr.write(`${options}\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig(process.env);
  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      /in use by process/.test(message)
        ? `${message}\nNothing was written: stop "npm start" (Ctrl-C), run the seed, then start again.\n`
        : `Could not open the database: ${message}\n`,
    );
    return 1;
  }
  try {
    await database.migrate();
    const leads =
      (options.leads === undefined ? '' : `, ${count(options.leads)} leads`) +
      (options.alerts === undefined ? '' : `, ${count(options.alerts)} buyer alerts`);
    out(
      `Seeding ${count(options.vehicles)} vehicles${leads} across ${count(options.agencies)} dealerships into ${
        config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}/pglite`
      }`,
    );
    const summary = await seedScale(database.db, { ...options, onProgress: (p) => out(progressLine(p)) });
    out('');
    out(
      `Done in ${summary.seconds.toFixed(1)} s: ${count(summary.agenciesCreated)} dealerships and ` +
        `${count(summary.vehiclesInserted)} vehicles added (${count(summary.vehicles)} in all)` +
        (options.leads === undefined
          ? ''
          : `, ${count(summary.advisorsCreated)} advisors and ${count(summary.leadsInserted)} leads ` +
            `(${count(summary.leads)} in all)`) +
        (options.alerts === undefined
          ? ''
          : `, ${count(summary.alertsInserted)} buyer alerts (${count(summary.alerts)} in all)`) +
        `${summary.catalogSeeded ? ', the demo catalog seeded first' : ''}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    // A failed query's message repeats the statement and its parameters; the database's own
    // message (the cause) says what went wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    process.stderr.write(`The seed failed: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exit(1);
  });
