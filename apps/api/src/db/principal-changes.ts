import type pg from 'pg';

/**
 * What a committed write changed of the data a signed-in request is authorised from, as the
 * triggers of migration 0005 name it: `all`, `user:<id>` or `token:<jti>`.
 */
export type PrincipalChange = string;
type Listener = (changes: PrincipalChange[]) => void;

const NOTICE_PREFIX = 'vitrina:principal:';

/**
 * The triggers tell the writing connection with a NOTICE, which arrives before its statement
 * completes; a connection's notices are handed over once its transaction is over (the
 * ReadyForQuery that says "idle"), before the caller's `await` of the COMMIT resumes. So a write
 * is seen by the listeners before anything can act on its result, and never before it is
 * visible to other connections. A rolled-back write is handed over too: dropping a cached
 * principal is always safe.
 */
export class PrincipalChanges {
  readonly #listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(changes: PrincipalChange[]): void {
    for (const listener of this.#listeners) listener(changes);
  }

  /** Called for every new connection of the pool. */
  watch(client: pg.PoolClient): void {
    let pending: PrincipalChange[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      const changes = pending;
      pending = [];
      this.emit(changes);
    };
    client.on('notice', (notice) => {
      if (notice.message?.startsWith(NOTICE_PREFIX)) pending.push(notice.message.slice(NOTICE_PREFIX.length));
    });
    // The driver's own ReadyForQuery handler runs first and only schedules the query's result.
    const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
    connection.on('readyForQuery', (message: { status: string }) => {
      if (message.status === 'I') flush();
    });
    client.on('end', flush);
  }
}
