/**
 * POST and DELETE of one stored file held in a column of a row (multipart field `file`): a post's
 * cover, a popup's image, a brand's logo, a banner's image by kind, a dealership's logo, a
 * tutorial's video. POST reads and checks the upload, then `swapStoredFile` stores it, swaps it
 * into the row under its lock (the row updated with its audit entry, one transaction) and removes
 * the file it replaced after the commit. DELETE swaps in null and removes the old file the same way.
 * A missing row is a 404 before any byte of the upload is read.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../context';
import type { Db, Tx } from '../db/client';
import type { Access } from '../plugins/access';
import { audit } from './audit';
import { notFound } from './http-error';
import type { Storage } from './storage';
import { type FileKind, swapStoredFile } from './stored-file';
import { lockRow, rowExists, updateRow } from './table-writes';

type FileTable = PgTable & { id: PgColumn };
type Row<T extends FileTable> = T['$inferSelect'];
type Column<T extends FileTable> = keyof Row<T> & string;

/** The file the request names: its row, the column holding its key, and where new keys go. */
export interface FileSlot<T extends FileTable> {
  id: number;
  column: Column<T>;
  prefix: string;
}

export interface StoredFileRoutes<T extends FileTable, S extends z.ZodType, Upload> {
  url: string;
  config: { access: Access };
  tags: string[];
  summary: { upload: string; remove: string };
  /** Where the request names the row: its path (`/:id/cover`) or its query (`?agency=`). */
  names: { params: S } | { querystring: S };
  /** The answers' schemas by status (`{ 200: …, ...errorAnswers }`). */
  response: Record<number, z.ZodType>;
  kind: FileKind<Upload>;
  /** Refuses an upload before it is stored (a banner image of the wrong size). */
  check?: (named: z.output<S>, upload: Upload) => Promise<void>;
  table: T;
  /** The audit entry's entity. */
  entity: string;
  slot: (named: z.output<S>) => FileSlot<T>;
  /** Whether the row is there, read before the upload; by default any row with the id. */
  exists?: (db: Db, id: number) => Promise<boolean>;
  /** The row locked for the swap (the audit's "before"); by default `lockRow`. Undefined is a 404. */
  lock?: (tx: Tx, id: number) => Promise<Row<T> | undefined>;
  /** What else a key writes beside its column (a video's type; the link it replaces). */
  values?: (key: string | null) => Partial<T['$inferInsert']>;
  /** Columns the audit entry records besides the key's. */
  audited?: Column<T>[];
  /** The audit entry's dealership, for a dealership's own row. */
  agencyOf?: (row: Row<T>) => number;
  /**
   * Removing a file the row does not hold still touches the row and writes an audit entry. Without
   * it such a removal changes nothing; some routes have always written one, and still do.
   */
  auditEmptyRemoval?: true;
  /** The answer, from the row as the swap left it. */
  answer: (row: Row<T>, named: z.output<S>) => unknown;
}

const pick = (row: Record<string, unknown>, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[column]]));

export function storedFileRoutes<T extends FileTable, S extends z.ZodType, Upload>(
  app: App,
  db: Db,
  storage: Storage,
  field: StoredFileRoutes<T, S, Upload>,
): void {
  const { kind, table } = field;
  const named = (request: FastifyRequest) =>
    ('params' in field.names ? request.params : request.query) as z.output<S>;
  const exists = field.exists ?? ((from: Db, id: number) => rowExists(from, table, id));
  const lock = field.lock ?? ((tx: Tx, id: number) => lockRow(tx, table, id));

  /** The transaction: the row locked, its column pointed at `key`, the audit entry; answers the key it held. */
  const swap = (request: FastifyRequest, slot: FileSlot<T>, key: string | null) =>
    db.transaction(async (tx) => {
      const before = await lock(tx, slot.id);
      if (!before) throw notFound();
      const previous = (before as Record<string, unknown>)[slot.column] as string | null;
      if (key === null && previous === null && !field.auditEmptyRemoval) {
        return { previous, result: before };
      }
      const values = { ...field.values?.(key), [slot.column]: key } as Partial<T['$inferInsert']>;
      const after = await updateRow(tx, table, slot.id, values);
      const columns = [slot.column, ...(field.audited ?? [])];
      await audit(tx, request, {
        action: 'update',
        entity: field.entity,
        entityId: slot.id,
        ...(field.agencyOf ? { agencyId: field.agencyOf(before) } : {}),
        before: pick(before, columns),
        after: pick(after, columns),
      });
      return { previous, result: after };
    });

  const schema = (summary: string) => ({
    tags: field.tags,
    summary,
    ...field.names,
    response: field.response,
  });

  app.post(
    field.url,
    {
      config: field.config,
      schema: { ...schema(field.summary.upload), consumes: ['multipart/form-data'] },
    },
    async (request: FastifyRequest) => {
      const at = named(request);
      const slot = field.slot(at);
      if (!(await exists(db, slot.id))) throw notFound();
      const upload = await kind.read(request);
      await field.check?.(at, upload);
      const row = await swapStoredFile(request, storage, kind, { prefix: slot.prefix, upload }, (key) =>
        swap(request, slot, key),
      );
      return field.answer(row, at);
    },
  );

  app.delete(
    field.url,
    { config: field.config, schema: schema(field.summary.remove) },
    async (request: FastifyRequest) => {
      const at = named(request);
      const slot = field.slot(at);
      const row = await swapStoredFile(request, storage, kind, null, (key) => swap(request, slot, key));
      return field.answer(row, at);
    },
  );
}
