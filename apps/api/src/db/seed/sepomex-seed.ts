/**
 * The SEPOMEX sample of the demo and the tests: a few dozen real postal codes across several
 * states, written by hand in the official file format (sepomex-sample.txt, Latin-1). The
 * catalogue's licence forbids redistributing the real file; README "SEPOMEX" says how to load it.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSepomexFile, type SepomexRow, upsertSepomexRows } from '../../modules/sepomex/public';
import type { Tx } from '../client';

/** Beside this file in the sources, and beside the API bundle (scripts/build.mjs copies it there). */
export function sepomexSamplePath(): string {
  const file = fileURLToPath(new URL('./sepomex-sample.txt', import.meta.url));
  if (!fs.existsSync(file)) throw new Error(`The SEPOMEX sample is missing (looked for ${file})`);
  return file;
}

/** The sample's rows; the file is ours, so a line it refuses is a bug, not data to skip. */
export async function readSepomexSample(): Promise<SepomexRow[]> {
  const rows: SepomexRow[] = [];
  for await (const entry of readSepomexFile([fs.readFileSync(sepomexSamplePath())])) {
    if ('problem' in entry) throw new Error(`sepomex-sample.txt line ${entry.line}: ${entry.problem}`);
    rows.push(entry.row);
  }
  return rows;
}

/** Idempotent: what is already there exactly as in the sample is left untouched. */
export async function seedSepomexSample(tx: Tx): Promise<void> {
  await upsertSepomexRows(tx, await readSepomexSample());
}
