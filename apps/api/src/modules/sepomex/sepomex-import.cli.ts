/**
 * `npm run sepomex:import -- <file>`: loads the official SEPOMEX catalogue (CPdescarga.txt from
 * Correos de México) into the database `npm start` uses — DATABASE_URL, or the embedded one in
 * DATA_DIR (./data by default). The embedded database cannot be opened by two processes: stop
 * `npm start` first. Safe to run again: only what changed is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { SepomexFileError } from './sepomex-file';
import { importSepomex, type SepomexImportSummary } from './sepomex-import';

/** Refused lines printed one by one; past this only their number is kept. */
const SHOWN_SKIPPED = 50;

const USAGE = `Usage: npm run sepomex:import -- <file>

  <file>  The SEPOMEX catalogue of Correos de México in its text format (CPdescarga.txt):
          Latin-1, "|"-separated, a notice line, then the header line.

  Writes to DATABASE_URL when it is set, otherwise to the embedded database in DATA_DIR
  (./data by default), the same one "npm start" uses. Stop "npm start" first when it runs on
  the embedded database.
`;

const out = (text: string) => process.stdout.write(`${text}\n`);
const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function progressLine(summary: Readonly<SepomexImportSummary>): string {
  return (
    `  ${count(summary.read).padStart(8)} rows read   ${count(summary.inserted)} inserted, ` +
    `${count(summary.updated)} updated, ${count(summary.unchanged)} unchanged, ${count(summary.skipped.length)} skipped`
  );
}

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || file === '--help' || file === '-h' || rest.length > 0) {
    process.stderr.write(USAGE);
    return file === '--help' || file === '-h' ? 0 : 2;
  }
  // npm runs scripts from the project root; a relative path means the caller's own directory.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(filePath) || !fs.statSync(filePath).isFile()) {
    process.stderr.write(`No such file: ${filePath}\n`);
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
        ? `${message}\nThe import was not started: stop "npm start" (Ctrl-C), run the import, then start again.\n`
        : `Could not open the database: ${message}\n`,
    );
    return 1;
  }

  try {
    await database.migrate();
    out(`Importing ${filePath}`);
    out(
      `  into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}/pglite`}`,
    );
    const rssAtStart = megabytes(process.memoryUsage.rss());
    const started = performance.now();
    let shown = 0;
    const summary = await importSepomex(database.db, fs.createReadStream(filePath), {
      onProgress: (sofar) => out(progressLine(sofar)),
      onSkip: ({ line, problem }) => {
        if (shown++ < SHOWN_SKIPPED) out(`  line ${line} skipped: ${problem}`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    out('');
    // The embedded database alone holds several hundred MB (more while it creates a new data
    // directory), so the import's own share is shown apart from the process's peak.
    const peak = megabytes(process.resourceUsage().maxRSS * 1024);
    out(
      `Done in ${seconds.toFixed(1)} s. Memory: ${rssAtStart} MB when the import began, ` +
        `${megabytes(process.memoryUsage.rss())} MB at its end, ${peak} MB at the process's peak.`,
    );
    out(progressLine(summary));
    if (summary.skipped.length > SHOWN_SKIPPED) {
      out(`  (only the first ${SHOWN_SKIPPED} skipped lines are listed above)`);
    }
    if (summary.skipped.length > 0) {
      out(
        `  skipped lines: ${summary.skipped
          .slice(0, 200)
          .map((s) => s.line)
          .join(', ')}${summary.skipped.length > 200 ? ', …' : ''}`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof SepomexFileError) {
      process.stderr.write(`The file was not imported: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`The import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
