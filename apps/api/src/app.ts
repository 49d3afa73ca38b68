import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { App, AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { seed } from './db/seed';
import { ChangeBus } from './lib/change-bus';
import { systemClock } from './lib/clock';
import { guarded } from './lib/guarded';
import { JobEngine } from './lib/jobs';
import { requestId, serializeError } from './lib/log-safety';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './lib/rate-limiter';
import { addSecurityHeaders } from './lib/security-headers';
import { serializerCompiler } from './lib/serialization';
import { LinkSigner } from './lib/signed-links';
import { createStorage } from './lib/storage';
import { resolveJwtSecret, TokenService } from './lib/tokens';
import { validatorCompiler } from './lib/validation';
import { modules } from './modules';
import { defineAuctionJob } from './modules/auctions/public';
import { PrincipalCache, purgeExpiredRevocations } from './modules/auth/public';
import { VERSION } from './modules/health/public';
import { defineSlaJob } from './modules/lead-automation/public';
import { defineMailDelivery } from './modules/mail/public';
import { defineNotificationMailJob } from './modules/notifications/public';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { uploadsPlugin } from './plugins/uploads';
import { webPlugin } from './plugins/web';
import { Realtime, realtimeSecret } from './realtime/realtime';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  /** Apply migrations and the seed before serving. */
  prepare?: boolean;
  /** Rate-limit counters; by default Redis when REDIS_URL is set, else in memory. */
  counters?: CounterStore;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

export interface Built {
  app: App;
  context: AppContext;
  close(): Promise<void>;
}

/** Builds the whole application; never listens (server.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<Built> {
  const database =
    options.database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` }));
  if (options.prepare) {
    await database.migrate();
    await seed(database.db, config);
  }
  const counters: CounterStore =
    options.counters ??
    (config.redisUrl
      ? new RedisCounterStore(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }))
      : new MemoryCounterStore());
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new TokenService(jwtSecret, config.accessTokenTtlSeconds);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The caller's X-Request-Id is echoed and stored in the audit log: checked, not trusted.
    requestIdHeader: false,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const realtime = new Realtime(
    database.db,
    { ...config.realtime, secret: realtimeSecret(config.realtime.secret, jwtSecret) },
    app.log,
  );
  realtime.attach(app.server);
  // Sockets are told the server is closing (4200: they reconnect) before it stops listening.
  app.addHook('preClose', () => realtime.close());
  // One clock for the app's rules; a test replaces its `now` (tokens and counters keep the world's).
  const clock = systemClock();
  const context: AppContext = {
    config,
    database,
    tokens,
    counters,
    storage: createStorage(config),
    realtime,
    links: new LinkSigner(jwtSecret, clock),
    clock,
    jobs: new JobEngine(database, { log: app.log, counters }),
  };
  const { jobs } = context;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Security headers first, so even a refused request carries them.
  addSecurityHeaders(app);
  await app.register(errorsPlugin);
  const cached = caches(config, database, app, realtime);
  await app.register(accessPlugin, { principals: cached.principals, tokens });
  app.addHook('onSend', async (request, reply) => {
    // Never cached, unless the route chose its own caching (the public read API, lib/http-cache.ts).
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    reply.header('x-request-id', request.id);
    // A write's answer leaves once the other processes have been told what it changed.
    await cached.bus?.settled();
  });

  // Uploads (catalog workbooks, images): one file per request; each route sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const register of modules) register(app, context);
  await app.register(uploadsPlugin, { storage: context.storage });
  await app.register(webPlugin, { distDir: config.webDistDir });

  const purge = setInterval(
    guarded(app.log, 'purge failed', () => purgeExpiredRevocations(database.db)),
    3_600_000,
  );
  purge.unref();
  defineSlaJob(jobs, database.db, config.leadSlaSweepMs, context.clock, app.log);
  defineMailDelivery(jobs, database.db, config.mail, context.clock, app.log);
  defineAuctionJob(jobs, database.db, context, app.log);
  defineNotificationMailJob(
    jobs,
    database.db,
    config.notificationMailSweepMs,
    context.clock,
    config.publicUrl,
    app.log,
  );
  await jobs.start();

  return {
    app,
    context,
    async close() {
      clearInterval(purge);
      // Closing closes the idle connections once; one busy then stays open after its answer until
      // the keep-alive timeout (72 s), so it is closed as soon as its answer has left.
      const sweep = setInterval(
        guarded(app.log, 'closing idle connections failed', () => app.server.closeIdleConnections()),
        50,
      );
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      // After the requests (which may enqueue) and before the database: runs in progress finish, or
      // are released to be tried again.
      await jobs.stop();
      cached.unsubscribe();
      await cached.bus?.close();
      await counters.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The principal cache and the database's read cache, and what keeps them exact. The embedded
 * database has one process (its lock file), so its own writes are all there is to hear. With
 * PostgreSQL other processes may write too: the caches are trusted only while the Redis bus carries
 * their changes, so without REDIS_URL every request reads the database, as before.
 */
function caches(config: Config, database: Database, app: App, realtime: Realtime) {
  const principals = new PrincipalCache(database.db, { trusted: database.reads.trusted });
  // The users' realtime channels hear the same changes, and the bus carries the realtime events too.
  const bus = config.redisUrl
    ? new ChangeBus(config.redisUrl, [principals, database.reads, realtime.users], app.log, (broadcast) =>
        realtime.receive(broadcast),
      )
    : undefined;
  realtime.useBus(bus);
  // Told on the database connection's own event, after a commit: a failure here is logged, and the
  // process and the connection carry on.
  const unsubscribe = database.changes.subscribe(
    guarded(app.log, 'applying database changes failed', (changes: string[]) => {
      principals.apply(changes);
      realtime.users.apply(changes);
      bus?.publish(changes);
    }),
  );
  return { principals, bus, unsubscribe };
}
