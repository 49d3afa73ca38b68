import type pg from 'pg';

/**
 * What a committed write changed, as the database triggers name it (migrations 0005 and 0006):
 * `table:<name>` for every written table, and for what authorises a request
 * `principal:all`, `principal:user:<id>` or `principal:token:<jti>`.
 */
export type Change = string;

/** What keeps a copy of database reads: told of every change, and whether it may serve. */
export interface ChangeListener {
  apply(changes: readonly Change[]): void;
  /** false while changes may be missed (a lost Redis connection); either way it starts empty. */
  trust(trusted: boolean): void;
}

const NOTICE_PREFIX = 'vitrina:';

/**
 * The triggers tell the writing connection with a NOTICE, which arrives before its statement
 * completes; a connection's notices are handed over once its transaction is over (the
 * ReadyForQuery that says "idle"), before the caller's `await` of the COMMIT resumes. So a write
 * is seen by the listeners before anything can act on its result, and never before it is
 * visible to other connections. A rolled-back write is handed over too: dropping a copy is
 * always safe.
 */
export class DatabaseChanges {
  readonly #listeners = new Set<(changes: Change[]) => void>();

  subscribe(listener: (changes: Change[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(changes: Change[]): void {
    for (const listener of this.#listeners) listener(changes);
  }

  /** Called for every new connection of the pool. */
  watch(client: pg.PoolClient): void {
    // A bulk write names the same table once per statement: each change is kept once.
    let pending = new Set<Change>();
    const flush = () => {
      if (pending.size === 0) return;
      const changes = [...pending];
      pending = new Set();
      this.emit(changes);
    };
    client.on('notice', (notice) => {
      if (notice.message?.startsWith(NOTICE_PREFIX)) pending.add(notice.message.slice(NOTICE_PREFIX.length));
    });
    // The driver's own ReadyForQuery handler runs first and only schedules the query's result.
    const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
    connection.on('readyForQuery', (message: { status: string }) => {
      if (message.status === 'I') flush();
    });
    client.on('end', flush);
  }
}
