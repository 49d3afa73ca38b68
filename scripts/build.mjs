// Builds what `npm start` serves: the API bundle (esbuild, ~0.2 s) with its migrations beside it,
// and the web application (Vite) when its sources changed since the last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export async function buildWeb({ force = false } = {}) {
  const stampFile = path.join(web, 'dist/.sources');
  const stamp = webSourcesStamp();
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return false;
  process.stdout.write('Building the web application…\n');
  const { build: viteBuild } = await import('vite');
  await viteBuild({ root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' });
  fs.writeFileSync(stampFile, stamp);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApi();
  await buildWeb({ force: process.argv.includes('--force') });
}
