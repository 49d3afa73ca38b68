import { randomUUID } from 'node:crypto';
import {
  agencyParam,
  imageAnswer,
  tutorialLibrary as libraryAnswer,
  TUTORIAL_LIBRARIES,
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
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { HttpError, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { imageUrls } from '../../lib/image-urls';
import { readFileUpload } from '../../lib/multipart';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { contentTypeOf } from '../../lib/storage';
import { type FileKind, imageFile, removeQuietly } from '../../lib/stored-file';
import { storedFileRoutes } from '../../lib/stored-file-routes';
import { deleteRow, insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import type { Access } from '../../plugins/access';
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

/** A video file: MP4 or WebM by its bytes, at most TUTORIAL_VIDEO_MAX_BYTES, stored as one file. */
function videoFile(maxBytes: number): FileKind<{ bytes: Buffer; type: 'video/mp4' | 'video/webm' }> {
  const megabytes = Math.floor((maxBytes / (1024 * 1024)) * 10) / 10;
  return {
    noun: 'video',
    read: async (request) => {
      const { bytes } = await readFileUpload(request, {
        maxBytes,
        required: 'tutorials.video_required',
        tooLarge: () => new HttpError(413, 'tutorials.video_too_large', { megabytes }),
      });
      const type = videoType(bytes);
      if (!type) throw new HttpError(422, 'tutorials.video_type', {}, { file: ['tutorials.video_type'] });
      return { bytes, type };
    },
    store: async (storage, prefix, { bytes, type }) => {
      // The extension names the type: the row's video_type and the served Content-Type follow it.
      const key = `${prefix}/${randomUUID()}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
      await storage.put(key, bytes, type);
      return key;
    },
    remove: (storage, key) => storage.delete(key),
  };
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
  const video = videoFile(config.tutorialVideoMaxBytes);
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
      if (row.video_path) await removeQuietly(request, storage, row.video_path as string, video);
      if (row.thumbnail_path) await removeQuietly(request, storage, row.thumbnail_path as string);
    },
    message: (locale) => translate(locale, 'tutorials.deleted'),
  });

  const access = { access: { permission: tutorialResource.permissions.update, scope: 'platform' } } as const;
  storedFileRoutes(app, db, storage, {
    url: '/api/mi-vitrina/tutorials/:id/thumbnail',
    config: access,
    tags: ['tutorials'],
    summary: {
      upload: 'Upload the thumbnail (multipart field "file": JPEG, PNG or WebP)',
      remove: 'Remove the thumbnail',
    },
    names: { params: idParams },
    response: { 200: imageAnswer('thumbnail'), ...errorAnswers },
    kind: imageFile(config.uploads),
    table: tutorials,
    entity: 'tutorial',
    slot: ({ id }) => ({ id, column: 'thumbnail_path', prefix: 'tutorials/thumbnails' }),
    auditEmptyRemoval: true,
    answer: (row) => ({ data: { thumbnail: imageUrls(row.thumbnail_path, storage.publicBase) } }),
  });

  // The video file replaces a link; a link saved later replaces the file (the update above).
  storedFileRoutes(app, db, storage, {
    url: '/api/mi-vitrina/tutorials/:id/video',
    config: access,
    tags: ['tutorials'],
    summary: {
      upload: 'Upload the video file (multipart field "file": MP4 or WebM)',
      remove: 'Remove the video file',
    },
    names: { params: idParams },
    response: { 200: z.object({ data: z.object({ video: tutorialVideo }) }), ...errorAnswers },
    kind: video,
    table: tutorials,
    entity: 'tutorial',
    slot: ({ id }) => ({ id, column: 'video_path', prefix: 'tutorials/videos' }),
    values: (key) => ({ video_type: key && contentTypeOf(key), ...(key ? { video_url: null } : {}) }),
    audited: ['video_url'],
    auditEmptyRemoval: true,
    answer: async (_row, { id }) => ({ data: { video: toItem((await findTutorial(db, id))!).video } }),
  });

  // The two libraries: the same screen, each audience behind its own permission.
  const libraries: { audience: TutorialAudience; access: Access; query: z.ZodObject }[] = [
    {
      audience: 'dealers',
      access: { ...TUTORIAL_LIBRARIES.dealers.access, scope: { agency: 'query' } },
      query: z.object({ agency: agencyParam }),
    },
    {
      audience: 'internal',
      access: { ...TUTORIAL_LIBRARIES.internal.access, scope: 'user' },
      query: z.object({}),
    },
  ];
  for (const library of libraries) {
    app.get(
      `/api${TUTORIAL_LIBRARIES[library.audience].api}`,
      {
        config: { access: library.access },
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
      `/api${TUTORIAL_LIBRARIES[library.audience].api}/:id/watched`,
      {
        config: { access: library.access },
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
