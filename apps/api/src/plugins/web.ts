import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n';
import { VERSION } from '../modules/health/public';
import { PUBLIC_ACCESS } from './access';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

interface StaticFile {
  file: string;
  type: string;
  cache: string;
  /** Precompressed copies made by the build, when they exist. */
  br?: string;
  gz?: string;
}

/** Content-hashed build output never changes; everything else is revalidated on each visit. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Every file of the build, by URL path, read once at start-up: a request can only ever get a
 * file that is in this map, so no path can escape the build directory.
 */
function indexBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.br') && !entry.name.endsWith('.gz')) {
        const url = `/${path.relative(distDir, full).split(path.sep).join('/')}`;
        const type = TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
        files.set(url, {
          file: full,
          type,
          cache: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
          ...(fs.existsSync(`${full}.br`) ? { br: `${full}.br` } : {}),
          ...(fs.existsSync(`${full}.gz`) ? { gz: `${full}.gz` } : {}),
        });
      }
    }
  };
  walk(distDir);
  return files;
}

/** A malformed escape (`%E0%A4%A`) is just a path that matches no file. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

function placeholder(locale: 'es' | 'en'): string {
  const t = {
    es: {
      lead: 'El servidor de Vitrina está en marcha, pero la aplicación web no está construida.',
      docs: 'Documentación de la API',
    },
    en: {
      lead: 'The Vitrina server is running, but the web application is not built.',
      docs: 'API documentation',
    },
  }[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>Vitrina</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Vitrina v${VERSION}</h1><p>${t.lead}</p><p><a href="/api/docs">${t.docs}</a></p></body></html>`;
}

/**
 * Serves the built single-page application: files of the build with their caching rules, and
 * `index.html` for every other GET outside /api (the browser router shows Not found for
 * unknown paths). Unknown /api and /assets paths are 404s, never the SPA.
 */
export const webPlugin = fp<{ distDir?: string | undefined }>(async (app: FastifyInstance, { distDir }) => {
  const files = distDir && fs.existsSync(path.join(distDir, 'index.html')) ? indexBuild(distDir) : null;
  const index = files?.get('/index.html');

  const send = (request: FastifyRequest, reply: FastifyReply, entry: StaticFile) => {
    reply.type(entry.type).header('cache-control', entry.cache);
    if (entry.br || entry.gz) reply.header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (entry.br && /\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(fs.createReadStream(entry.br));
    }
    if (entry.gz && /\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(fs.createReadStream(entry.gz));
    }
    return reply.send(fs.createReadStream(entry.file));
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = safeDecode(request.url.split('?')[0] ?? '/');
    if (url.startsWith('/api/') || url === '/api') return reply.callNotFound();
    const entry = files?.get(url);
    if (entry) return send(request, reply, entry);
    if (url.startsWith('/assets/')) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(translate(request.locale, 'errors.not_found'));
    }
    if (index) return send(request, reply, index);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(placeholder(request.locale));
  };

  const options = { config: { access: PUBLIC_ACCESS }, schema: { hide: true } };
  app.get('/', options, serve);
  app.get('/*', options, serve);
});
