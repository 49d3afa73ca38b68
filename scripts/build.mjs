// Builds what `npm start` serves: the API bundle (esbuild, ~0.2 s) with its migrations beside it,
// and the web application (Vite) when its sources changed since the last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const web = path.join(root, 'apps/web');

export async function buildApi() {
  const pkg = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));
  // Dependencies stay in node_modules (native and wasm parts); our own workspace code is bundled.
  const external = Object.keys(pkg.dependencies ?? {});
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outfile: path.join(api, 'dist/server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const migrations = path.join(api, 'dist/migrations');
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync(path.join(api, 'src/db/migrations'), migrations, { recursive: true });
  // The embedded database's worker thread starts from its own file, beside the bundle.
  fs.copyFileSync(path.join(api, 'src/db/pglite-worker.mjs'), path.join(api, 'dist/pglite-worker.mjs'));
  // The demo seed reads the SEPOMEX sample beside its own code, in the bundle as in the sources.
  fs.copyFileSync(
    path.join(api, 'src/db/seed/sepomex-sample.txt'),
    path.join(api, 'dist/sepomex-sample.txt'),
  );
}

/** A fingerprint of everything the web build reads: paths, sizes and modification times. */
function webSourcesStamp() {
  const hash = crypto.createHash('sha256');
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target).sort()) {
        if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) visit(path.join(target, name));
      }
    } else hash.update(`${path.relative(root, target)}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const entry of [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
    'package-lock.json',
  ]) {
    visit(path.join(root, entry));
  }
  return hash.digest('hex');
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|map)$/;

/** Brotli and gzip copies beside each text file, made once here instead of on every request. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(full);
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size > 1024) {
      const body = fs.readFileSync(full);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
    }
  }
}

/**
 * Always a production build, whatever NODE_ENV the caller runs under (the test runner sets
 * "test", which would otherwise give React's development build); the mode is in the stamp too.
 */
export async function buildWeb({ force = false } = {}) {
  const stampFile = path.join(web, 'dist/.sources');
  const stamp = `production:${webSourcesStamp()}`;
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return false;
  process.stdout.write('Building the web application…\n');
  const { build: viteBuild } = await import('vite');
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({
      root: web,
      mode: 'production',
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'warn',
    });
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
  precompress(path.join(web, 'dist'));
  fs.writeFileSync(stampFile, stamp);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApi();
  await buildWeb({ force: process.argv.includes('--force') });
}
