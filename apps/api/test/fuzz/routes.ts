/**
 * The routes the fuzz test walks, read from the application itself: the route catalogue (method,
 * URL, access declaration) joined with the OpenAPI document, which the Zod schemas of each route
 * produce (path, query and body fields). A route the document does not describe still gets its
 * path parameters from its URL, and junk in every part.
 */
import { isPublicPluginRoute, type RouteEntry } from '../../src/plugins/access';
import { buildTestApp, type TestApp } from '../build-test-app';

/** A JSON Schema as the OpenAPI document gives it (the subset the generators read). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface FuzzRoute {
  method: string;
  url: string;
  access: RouteEntry['access'];
  params: Field[];
  query: Field[];
  /** The JSON body's fields; null when the route declares no JSON body. */
  body: Field[] | null;
  /** Writes without a declared JSON body: the upload routes read multipart, the others nothing. */
  freeBody: boolean;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const fieldsOf = (schema: JsonSchema | undefined): Field[] =>
  Object.entries(schema?.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: schema?.required?.includes(name) ?? false,
  }));

/** `/a/:id/b/:type` → `/a/{id}/b/{type}`, the document's spelling. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Read from an application built for the purpose (and closed again). */
export async function fuzzRoutes(): Promise<FuzzRoute[]> {
  const t = await buildTestApp();
  try {
    return routesOf(t, (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  } finally {
    await t.close();
  }
}

function routesOf(t: TestApp, document: { paths: Record<string, Record<string, Operation>> }): FuzzRoute[] {
  const { paths } = document;
  return t.app.routeCatalogue
    .filter(
      // The API, and every protected route outside it (`/broadcasting/auth`); the rest is the web's files.
      (route) =>
        route.method !== 'HEAD' &&
        (route.url.startsWith('/api/') || !('public' in route.access)) &&
        !isPublicPluginRoute(route.url),
    )
    .map((route) => {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const parameters = operation?.parameters ?? [];
      const part = (where: string): Field[] =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false }));
      const documented = part('path');
      const params = [...route.url.matchAll(/:(\w+)/g)].map(
        ([, name]) =>
          documented.find((field) => field.name === name) ?? { name: name!, schema: {}, required: true },
      );
      const json = operation?.requestBody?.content?.['application/json']?.schema;
      return {
        method: route.method,
        url: route.url,
        access: route.access,
        params,
        query: part('query'),
        body: json ? fieldsOf(json) : null,
        freeBody: !json && WRITES.has(route.method),
      };
    });
}

/**
 * Routes whose data belongs to no dealership, or to nobody signed in: the dealership rule skips
 * them (the platform's own services' routes too). An API key's route acts in the key's dealership
 * (A's, in the fuzz world).
 */
export function isDealershipScoped(route: FuzzRoute): boolean {
  return (
    !('public' in route.access) &&
    !('platformKey' in route.access) &&
    !('scope' in route.access && route.access.scope === 'platform')
  );
}
