/** Whether Ctrl-C was pressed: it reaches the whole process group, so the load children stop too. */
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

export const wasInterrupted = () => interrupted;

/**
 * Runs a benchmark's `main` and exits with its code: 1 when it broke (the error is printed), 130
 * after Ctrl-C (its cleanup still ran first).
 */
export function runMain(main: () => Promise<number>): void {
  main()
    .catch((error) => {
      process.stderr.write(
        `  BROKEN: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      return 1;
    })
    .then((code) => process.exit(interrupted ? 130 : code));
}
