// Apart from scale-seed.ts: the leads' and alerts' seeds report with it, and scale-seed.ts runs
// them, so a type kept in scale-seed.ts made an import loop.

export interface ScaleProgress {
  /** What is being written. */
  table: 'vehicles' | 'leads' | 'alerts';
  /** Rows of the scale dealerships so far, and the goal. */
  done: number;
  total: number;
  /** Inserted by this run so far, and their rate. */
  inserted: number;
  rowsPerSecond: number;
}
