/**
 * Loads a SEPOMEX catalogue file into the `sepomex` table, in batches, as it is read: memory
 * stays flat whatever the file's size, and each batch is its own statement, so an interrupted
 * import keeps what it wrote and running it again finishes the job. Idempotent: a second run
 * of the same file inserts and updates nothing; a settlement renamed by Correos de México is
 * updated in place (agencies keep pointing at it).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { upsertSepomexRows } from './sepomex.repository';
import { type ByteSource, readSepomexFile, type SepomexRow } from './sepomex-file';

export const SEPOMEX_BATCH_ROWS = 2000;

export interface SkippedLine {
  line: number;
  problem: string;
}

export interface SepomexImportSummary {
  /** Data lines read (blank lines aside), including the skipped ones. */
  read: number;
  inserted: number;
  updated: number;
  /** Well-formed lines already stored exactly as they are. */
  unchanged: number;
  skipped: SkippedLine[];
}

export interface SepomexImportOptions {
  batchSize?: number;
  /** After each batch is written, with the totals so far. */
  onProgress?: (summary: Readonly<SepomexImportSummary>) => void;
  /** As soon as a line is refused. */
  onSkip?: (skipped: SkippedLine) => void;
}

const keyOf = (row: SepomexRow) =>
  `${row.state_code}|${row.municipality_code}|${row.settlement_code}|${row.postal_code}`;

export async function importSepomex(
  db: Db,
  input: ByteSource,
  { batchSize = SEPOMEX_BATCH_ROWS, onProgress, onSkip }: SepomexImportOptions = {},
): Promise<SepomexImportSummary> {
  const summary: SepomexImportSummary = { read: 0, inserted: 0, updated: 0, unchanged: 0, skipped: [] };
  // One upsert cannot touch a row twice, and a repeated key is an error in the file anyway.
  const firstLineOf = new Map<string, number>();
  let batch: SepomexRow[] = [];

  const skip = (skipped: SkippedLine) => {
    summary.skipped.push(skipped);
    onSkip?.(skipped);
  };
  const flush = async () => {
    const counts = await upsertSepomexRows(db, batch);
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += batch.length - counts.inserted - counts.updated;
    batch = [];
    onProgress?.(summary);
  };

  for await (const entry of readSepomexFile(input)) {
    summary.read++;
    if ('problem' in entry) {
      skip(entry);
      continue;
    }
    const key = keyOf(entry.row);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      skip({
        line: entry.line,
        problem: `repeats the settlement of line ${first} (same c_estado, c_mnpio, id_asenta_cpcons and d_codigo)`,
      });
      continue;
    }
    firstLineOf.set(key, entry.line);
    batch.push(entry.row);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0 || summary.read === 0) await flush();
  // Fresh statistics after a bulk load: without them the planner guesses ~250 rows per postal code.
  if (summary.inserted + summary.updated > 0) await db.execute(sql`analyze sepomex`);
  return summary;
}
