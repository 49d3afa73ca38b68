import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo';

async function main() {
  // The web build sits beside the API: apps/web/dist, from apps/api/dist or apps/api/src.
  const config = loadConfig({
    WEB_DIST_DIR: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    ...process.env,
  });
  fs.mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  const { app, close } = await buildApp(config, { prepare: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('did not close within 20 s, exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Vitrina v2.0.0 is serving on http://localhost:${port}`,
    `  API docs: http://localhost:${port}/api/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS)
      lines.push(`    ${user.email.padEnd(24)} ${user.role}${user.status === -1 ? ' (disabled)' : ''}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error) => {
  process.stderr.write(
    `Vitrina could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
    process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
