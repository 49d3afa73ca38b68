/**
 * The read routes of a resource — its list, its export and one row — built from its
 * definition: access, query and answer schemas, OpenAPI tags and the 404 are the same for
 * every resource, so a module writes only its SQL source, its row mapping and its columns.
 */
import type { ExportFormat, Locale, ResourceShape, SortField } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ExportColumn, sendExport } from './export';
import { notFound } from './http-error';
import { type ListSource, runList } from './list-query';
import {
  accessFor,
  type ItemPath,
  type ParentCheck,
  type PathValues,
  paramsOf,
  pathParams,
  type RouteKit,
  routeUrl,
} from './resource-kit';
import { errorAnswer, errorAnswers, exportFormat, routeSchema } from './route-schemas';

type ListQuery<D extends ResourceShape> = z.output<RouteKit<D>['def']['listQuery']>;
/** What every list query has, whatever its filters. */
type CommonQuery = { page: number; limit: number; sort?: string; search?: string; after?: number };
/** The list's own filters: the query without paging, sort and search. */
export type ListFilters<D extends ResourceShape> = Omit<
  ListQuery<D>,
  'page' | 'limit' | 'sort' | 'search' | 'after'
>;

export interface SourceOptions<D extends ResourceShape> {
  /** The list's SQL, with the filters and the path's parent ids applied. */
  source: (filters: ListFilters<D>, params: PathValues, request: FastifyRequest) => ListSource<SortField<D>>;
  parent?: ParentCheck;
}

async function checkParent(parent: ParentCheck | undefined, params: PathValues): Promise<void> {
  if (parent && !(await parent(params))) throw notFound();
}

export function listRoute<D extends ResourceShape, Row>(
  kit: RouteKit<D>,
  options: SourceOptions<D> & { summary: string; toItem?: (row: Row) => unknown },
): void {
  const { def } = kit;
  kit.app.get(
    routeUrl(def),
    {
      config: accessFor(kit, 'list'),
      schema: routeSchema({
        tags: [kit.tag],
        summary: options.summary,
        params: pathParams(def, false),
        querystring: def.listQuery,
        response: { 200: def.listAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const params = paramsOf(request);
      await checkParent(options.parent, params);
      const { page, limit, sort, search, after, ...filters } = request.query as CommonQuery;
      const source = options.source(filters as unknown as ListFilters<D>, params, request);
      const list = await runList<Row>(kit.db, source, { page, limit, sort, search, after });
      return options.toItem ? { data: list.data.map(options.toItem), meta: list.meta } : list;
    },
  );
}

export function exportRoute<D extends ResourceShape, Row>(
  kit: RouteKit<D>,
  options: SourceOptions<D> & {
    summary: string;
    columns: (locale: Locale) => ExportColumn<Row>[];
    filename: Record<Locale, string>;
  },
): void {
  const { def } = kit;
  const query = (def.listQuery as z.ZodObject)
    .omit({ page: true, limit: true, after: true })
    .extend(exportFormat);
  kit.app.get(
    routeUrl(def, '/export'),
    {
      config: accessFor(kit, 'list'),
      schema: routeSchema({
        tags: [kit.tag],
        summary: options.summary,
        params: pathParams(def, false),
        querystring: query,
        response: { 404: errorAnswer, 422: errorAnswer },
      }),
    },
    async (request, reply) => {
      const params = paramsOf(request);
      await checkParent(options.parent, params);
      const { format, sort, search, ...filters } = request.query as CommonQuery & { format: ExportFormat };
      return sendExport(request, reply, kit.db, {
        source: options.source(filters as unknown as ListFilters<D>, params, request),
        sort,
        search,
        columns: options.columns(request.locale),
        format,
        filename: options.filename,
      });
    },
  );
}

export function oneRoute<D extends ResourceShape, Row>(
  kit: RouteKit<D>,
  options: {
    summary: string;
    /** The row by the path's ids (`id` and any parent's); undefined answers 404. */
    find: (params: ItemPath, request: FastifyRequest) => Promise<Row | undefined>;
    toItem?: (row: Row) => unknown;
  },
): void {
  const { def } = kit;
  kit.app.get(
    routeUrl(def, '/:id'),
    {
      config: accessFor(kit, 'read'),
      schema: routeSchema({
        tags: [kit.tag],
        summary: options.summary,
        params: pathParams(def, true),
        response: { 200: def.oneAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const row = await options.find(paramsOf(request), request);
      if (row === undefined) throw notFound();
      return { data: options.toItem ? options.toItem(row) : row };
    },
  );
}
