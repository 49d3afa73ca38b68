/**
 * What the logs may carry. A failed query's error holds the SQL and its parameters (for a user,
 * the password hash) and PostgreSQL's detail repeats the values ("Key (email)=(…)"); the log
 * keeps only what finds the fault: the error's type, the database's code, constraint, table and
 * column names, and the stack frames. The request id is logged beside it by the caller.
 */
import { randomUUID } from 'node:crypto';

interface DatabaseFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
}

/** SQLSTATE: five digits or capitals. Both drivers (pg, PGlite) put it on the error or its cause. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function databaseFields(error: unknown): DatabaseFields | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const fields = current as DatabaseFields & { cause?: unknown };
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** Only the "    at …" lines: a message line can hold the query and its values. */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The logger's `err` serializer. */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const database = databaseFields(error);
  if (!database) {
    const code = (error as { code?: unknown }).code;
    return { type: error.name, message: error.message, code: text(code), stack: frames(error.stack) };
  }
  return {
    type: error.constructor.name,
    message: 'database error',
    code: database.code,
    constraint: text(database.constraint),
    table: text(database.table),
    column: text(database.column),
    severity: text(database.severity),
    stack: frames(error.stack),
  };
}

/** A caller's X-Request-Id is kept only when it is short and plain; otherwise we make one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
