/**
 * Answers of the public read API (banners, blog) that the marketplace site and CDNs may cache:
 * a strong ETag over the serialised body, `Cache-Control` with a short lifetime so a change is
 * seen within `maxAgeSeconds`, and 304 without a body when the client already has this version.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One minute: the content issue's "changes visible within a minute". */
export const PUBLIC_MAX_AGE_SECONDS = 60;

export function etagOf(body: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
  return `"${hash}"`;
}

/** True when an If-None-Match list (or `*`) names this ETag; weak validators compare by value. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `body` as a cacheable public answer. Handlers return what this returns, so a 304 carries
 * no body and a 200 is still checked against the route's response schema.
 */
export function sendCacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  maxAgeSeconds: number = PUBLIC_MAX_AGE_SECONDS,
): T | FastifyReply {
  const etag = etagOf(body);
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`)
    .header('vary', 'accept-language');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}
