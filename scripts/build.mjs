// Builds what `npm start` serves: the API bundle (esbuild, ~0.2 s) with its migrations beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');

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

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApi();
}
