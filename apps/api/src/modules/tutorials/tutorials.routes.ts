import { randomUUID } from 'node:crypto';
import {
  agencyParam,
  tutorialLibrary as libraryAnswer,
  type TutorialAudience,
  tutorialInput,
  tutorialLibraryQuery,
  tutorialResource,
  tutorialVideo,
  tutorialWatchedAnswer,
  tutorialWatchedInput,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { tutorials } from '../../db/schema';
import { audit } from '../../lib/audit';
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { HttpError, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { imageFieldRoutes } from '../../lib/image-field';
import { removeQuietly } from '../../lib/image-upload';
import { readFileUpload } from '../../lib/multipart';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import type { Storage } from '../../lib/storage';
import { deleteRow, insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { createRoute, updateRoute } from '../../lib/write-routes';
import {
  findTutorial,
  setWatched,
  type TutorialRow,
  toTutorial,
  tutorialLibrary,
  tutorialSource,
} from './tutorials.repository';

const columns = (): ExportColumn<TutorialRow>[] => [
  idColumn(),
  { header: { es: 'Título', en: 'Title' }, value: (row) => row.title, width: 40 },
  { header: { es: 'Categoría', en: 'Category' }, value: (row) => row.category, width: 20 },
  { header: { es: 'Audiencia', en: 'Audience' }, value: (row) => row.audience, width: 12 },
  { header: { es: 'Orden', en: 'Order' }, value: (row) => row.position, width: 8 },
  { header: { es: 'Video', en: 'Video' }, value: (row) => row.video_url ?? row.video_path ?? '', width: 40 },
  createdColumn(),
  updatedColumn(),
];

/** The container by its first bytes: an MP4 has `ftyp` at offset 4, a WebM starts with the EBML magic. */
function videoType(bytes: Buffer): 'video/mp4' | 'video/webm' | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return null;
}

async function removeFile(
  storage: Storage,
  key: string | null,
  log: { warn: (o: object, m: string) => void },
) {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete a tutorial video');
  }
}

/**
 * Tutorials: administrators manage them (`/api/mi-vitrina/tutorials`, thumbnail, video file);
 * dealers read theirs in the library (`read tutorials` + package `view tutorials`), platform
 * staff theirs in "Uni AD" (`read internal-tutorials`); each user marks what they watched.
 */
export const tutorialsModule: Module = (app, context) => {
  const {
    database: { db },
    storage,
    config,
  } = context;
  const kit = resourceKit(app, tutorialResource, { db, tag: 'tutorials' });
  const toItem = (row: TutorialRow) => toTutorial(row, storage.publicBase);
  const find = (tx: Tx, id: number) => findTutorial(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, tutorials, id);

  listRoute(kit, {
    summary: 'Tutorials of both audiences, for administrators',
    source: tutorialSource,
    toItem,
  });
  exportRoute(kit, {
    summary: 'Tutorials as XLSX or CSV, with the list’s filters',
    source: tutorialSource,
    columns,
    filename: { es: 'tutoriales', en: 'tutorials' },
  });
  oneRoute(kit, { summary: 'One tutorial', find: ({ id }) => findTutorial(db, id), toItem });
  createRoute(kit, {
    summary: 'Add a tutorial (a YouTube or Vimeo link, or upload a file afterwards)',
    entity: 'tutorial',
    body: tutorialInput,
    insert: (tx, input) => insertRow(tx, tutorials, input),
    find,
    toItem,
  });
  updateRoute(kit, {
    summary: 'Edit a tutorial; a link replaces an uploaded file',
    entity: 'tutorial',
    body: tutorialInput,
    lock,
    update: (tx, before, input) =>
      updateRow(tx, tutorials, before.id, {
        ...input,
        // A link and a file are exclusive: the link wins; the file is removed after the commit below.
        ...(input.video_url ? { video_path: null, video_type: null } : {}),
      }),
    find,
    toItem,
  });
  deleteRoute(kit, {
    summary: 'Delete a tutorial, its thumbnail and its video file',
    entity: 'tutorial',
    lock,
    remove: (tx, row) => deleteRow(tx, tutorials, row.id),
    afterCommit: async (row, request) => {
      await removeFile(storage, row.video_path as string | null, request.log);
      if (row.thumbnail_path) await removeQuietly(request, storage, row.thumbnail_path as string);
    },
    message: (locale) => translate(locale, 'tutorials.deleted'),
  });

  imageFieldRoutes(app, context, {
    url: '/api/mi-vitrina/tutorials/:id/thumbnail',
    permission: 'update tutorials',
    tag: 'tutorials',
    field: 'thumbnail',
    prefix: 'tutorials/thumbnails',
    entity: 'tutorial',
    table: tutorials,
    column: tutorials.thumbnail_path,
  });

  // The video file: MP4 or WebM by its bytes, at most TUTORIAL_VIDEO_MAX_BYTES; it replaces a link.
  const videoAccess = { access: { permission: 'update tutorials' as const, scope: 'platform' as const } };
  const videoAnswer = { 200: z.object({ data: z.object({ video: tutorialVideo }) }), ...errorAnswers };
  const megabytes = Math.floor((config.tutorialVideoMaxBytes / (1024 * 1024)) * 10) / 10;
  const replaceVideo = async (
    request: Parameters<typeof audit>[1],
    id: number,
    path: string | null,
    type: string | null,
  ) =>
    writeTransaction(db, {}, async (tx) => {
      const before = await lockRow(tx, tutorials, id);
      if (!before) throw notFound();
      const after = await updateRow(tx, tutorials, id, {
        video_path: path,
        video_type: type,
        ...(path ? { video_url: null } : {}),
      });
      await audit(tx, request, {
        action: 'update',
        entity: 'tutorial',
        entityId: id,
        before: { video_path: before.video_path, video_url: before.video_url },
        after: { video_path: path, video_url: after.video_url },
      });
      return before.video_path as string | null;
    });

  app.post(
    '/api/mi-vitrina/tutorials/:id/video',
    {
      config: videoAccess,
      schema: {
        tags: ['tutorials'],
        summary: 'Upload the video file (multipart field "file": MP4 or WebM)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: videoAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findTutorial(db, id))) throw notFound();
      const { bytes } = await readFileUpload(request, {
        maxBytes: config.tutorialVideoMaxBytes,
        required: 'tutorials.video_required',
        tooLarge: () => new HttpError(413, 'tutorials.video_too_large', { megabytes }),
      });
      const type = videoType(bytes);
      if (!type) throw new HttpError(422, 'tutorials.video_type', {}, { file: ['tutorials.video_type'] });
      const key = `tutorials/videos/${randomUUID()}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
      try {
        await storage.put(key, bytes, type);
      } catch (error) {
        request.log.error({ err: error, reqId: request.id }, 'video storage failed');
        throw new HttpError(502, 'errors.storage_unavailable');
      }
      let previous: string | null;
      try {
        previous = await replaceVideo(request, id, key, type);
      } catch (error) {
        await removeFile(storage, key, request.log);
        throw error;
      }
      await removeFile(storage, previous, request.log);
      return { data: { video: toItem((await findTutorial(db, id))!).video } };
    },
  );

  app.delete(
    '/api/mi-vitrina/tutorials/:id/video',
    {
      config: videoAccess,
      schema: {
        tags: ['tutorials'],
        summary: 'Remove the video file',
        params: idParams,
        response: videoAnswer,
      },
    },
    async (request) => {
      const previous = await replaceVideo(request, request.params.id, null, null);
      await removeFile(storage, previous, request.log);
      return { data: { video: toItem((await findTutorial(db, request.params.id))!).video } };
    },
  );

  // The two libraries: the same screen, each audience behind its own permission.
  const libraries: { audience: TutorialAudience; url: string; access: object; query: z.ZodObject }[] = [
    {
      audience: 'dealers',
      url: '/api/mi-vitrina/tutorials/library',
      access: {
        permission: 'read tutorials',
        packagePermission: 'view tutorials',
        scope: { agency: 'query' },
      },
      query: z.object({ agency: agencyParam }),
    },
    {
      audience: 'internal',
      url: '/api/mi-vitrina/internal-tutorials',
      access: { permission: 'read internal-tutorials', scope: 'user' },
      query: z.object({}),
    },
  ];
  for (const library of libraries) {
    app.get(
      library.url,
      {
        config: { access: library.access as never },
        schema: {
          tags: ['tutorials'],
          summary: `The ${library.audience}' tutorials by category, with what the user watched`,
          querystring: tutorialLibraryQuery.extend(library.query.shape),
          response: { 200: libraryAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const query = request.query as z.output<typeof tutorialLibraryQuery>;
        const { rows, categories } = await tutorialLibrary(
          db,
          library.audience,
          request.principal!.id,
          query,
        );
        return {
          data: rows.map((row) => ({
            ...toItem(row),
            watched: row.watched_at !== null,
            watched_at: row.watched_at,
          })),
          categories,
        };
      },
    );

    app.put(
      `${library.url}/:id/watched`,
      {
        config: { access: library.access as never },
        schema: {
          tags: ['tutorials'],
          summary: 'Mark a tutorial watched (or not) by the signed-in user',
          params: idParams,
          querystring: library.query,
          body: tutorialWatchedInput,
          response: { 200: tutorialWatchedAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const { id } = request.params;
        const result = await db.transaction((tx) =>
          setWatched(tx, library.audience, id, request.principal!.id, request.body.watched),
        );
        if (!result) throw notFound();
        return { data: { id, watched: result.watched_at !== null, watched_at: result.watched_at } };
      },
    );
  }
};
