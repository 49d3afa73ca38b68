import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The executor's types, apart from client.ts: query.ts, rows.ts and read-cache.ts take a `Db` and
// client.ts builds on them, so the types sit below all four (in client.ts they made a loop).

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The executor a repository receives: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
