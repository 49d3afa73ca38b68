import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VERSION } from '../modules/health/health.routes';

const PAGE = {
  es: {
    lang: 'es-MX',
    title: 'Vitrina',
    lead: 'El servidor de Vitrina está en marcha.',
    body: 'La aplicación web llegará con el módulo de interfaz. Mientras tanto, la API está disponible:',
    docs: 'Documentación de la API',
    health: 'Estado del servicio',
  },
  en: {
    lang: 'en',
    title: 'Vitrina',
    lead: 'The Vitrina server is running.',
    body: 'The web application arrives with the interface module. Meanwhile, the API is available:',
    docs: 'API documentation',
    health: 'Service status',
  },
} as const;

/** Until the web application is built, `/` answers a minimal page that points at the API. */
export const webPlugin = fp<{ distDir?: string | undefined }>(async (app: FastifyInstance) => {
  app.get('/', { config: { access: { public: true } }, schema: { hide: true } }, async (request, reply) => {
    const t = PAGE[request.locale];
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Vitrina <small style="font-weight:400;color:#666">v${VERSION}</small></h1>
<p>${t.lead}</p><p>${t.body}</p>
<ul><li><a href="/api/docs">${t.docs}</a></li><li><a href="/api/health">${t.health}</a></li></ul>
</body></html>`;
  });
});
