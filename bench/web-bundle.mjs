// JavaScript a browser downloads for two routes of the built web application, measured in Debian
// Chromium against the real product (API and web build served by one in-process server on a fresh
// embedded database with the demo data, as apps/web/e2e/harness.ts does, but from a private copy
// of the build): the Login page at / as a visitor, and the application layout with the menu at
// /leads/marketplace for a signed-in Gerente, each with an empty cache. Also the build's chunks.
// Run: node --import tsx bench/web-bundle.mjs   (scripts/bench.mjs does).
// Prints figures; exits non-zero only when something is broken (build, server or browser fails,
// a page does not show what it should, a script answer is not 200), never because of a size.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { newContext, signIn } from '../apps/web/e2e/harness.ts';
// buildWeb() of scripts/build.mjs, then a private copy of the production build; the product
// started as apps/web/e2e/harness.ts does, serving that copy.
import { preparedBuild, startProduct } from './login-paint.ts';
import { runMain } from './main.ts';

const LOGIN_TARGET_KB = 150;
const LAYOUT_TARGET_KB = 300;
const GERENTE = 'gerente@vitrina.mx';
/** Spanish texts (locale cookie `es`) each page must show before it counts as loaded. */
const LOGIN_BUTTON = 'Iniciar sesión';
const LAYOUT_HEADING = 'Leads Autos Seminuevos';
const SIGN_OUT = 'Cerrar sesión';
const IDLE_TIMEOUT_MS = 10_000;

const KB = 1024;
const kb = (bytes) => (bytes / KB).toFixed(1);
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** Every file of the build's assets/*.js: raw and gzip (level 9) bytes, largest first. */
function chunkTable(assets) {
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const body = fs.readFileSync(path.join(assets, name));
      return { file: name, raw: body.length, gzip: gzipSize(body) };
    })
    .sort((a, b) => b.raw - a.raw);
}

function printChunks(chunks) {
  const width = Math.max(4, ...chunks.map((c) => c.file.length));
  process.stdout.write("\n  The build's assets/*.js, largest first (1 KB = 1024 bytes; gzip level 9)\n");
  process.stdout.write(`    ${'file'.padEnd(width)}   ${'raw KB'.padStart(8)}   ${'gzip KB'.padStart(8)}\n`);
  for (const c of chunks) {
    process.stdout.write(
      `    ${c.file.padEnd(width)}   ${kb(c.raw).padStart(8)}   ${kb(c.gzip).padStart(8)}\n`,
    );
  }
  const raw = chunks.reduce((sum, c) => sum + c.raw, 0);
  const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
  process.stdout.write(
    `    ${`all ${chunks.length} chunks`.padEnd(width)}   ${kb(raw).padStart(8)}   ${kb(gzip).padStart(8)}\n`,
  );
}

const isJavaScript = (type) => /\b(java|ecma)script\b/i.test(type ?? '');

/**
 * Records every JavaScript response of a browser context: the body's raw bytes, the bytes on the
 * wire when the server compressed it, else the gzip (level 9) size computed here.
 */
function recordScripts(context) {
  const pending = [];
  const scripts = [];
  const problems = [];
  context.on('response', (response) => {
    const headers = response.headers();
    if (!isJavaScript(headers['content-type'])) return;
    pending.push(
      (async () => {
        const url = new URL(response.url());
        if (response.status() !== 200) {
          problems.push(`${url.pathname} answered ${response.status()}`);
          return;
        }
        const body = await response.body();
        const encoding = headers['content-encoding'];
        const sizes = encoding ? await response.request().sizes() : undefined;
        scripts.push({
          path: url.pathname,
          raw: body.length,
          gzip: sizes ? sizes.responseBodySize : gzipSize(body),
          encoding: encoding ?? null,
        });
      })().catch((error) => problems.push(`${response.url()}: ${error.message}`)),
    );
  });
  return {
    /** Everything recorded so far, after the bodies in flight are read. */
    async take() {
      await Promise.all(pending);
      if (problems.length > 0) throw new Error(`script answers were not clean: ${problems.join('; ')}`);
      return [...scripts];
    },
  };
}

/** No request for 500 ms (a page that never idles is measured after IDLE_TIMEOUT_MS). */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {
    process.stdout.write(`    (network not idle after ${IDLE_TIMEOUT_MS / 1000} s; measured as it was)\n`);
  });
}

/** Sums of the scripts of a page; against a gzip target when given (reported, never enforced). */
function total(scripts, target) {
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip,
    compressedByServer: scripts.some((s) => s.encoding),
    ...(target === undefined ? {} : { target, met: gzip <= target * KB }),
    scripts,
  };
}

function printRoute(label, measured) {
  process.stdout.write(`\n  ${label}\n`);
  const width = Math.max(...measured.scripts.map((s) => s.path.length), 10);
  for (const s of [...measured.scripts].sort((a, b) => b.raw - a.raw)) {
    process.stdout.write(
      `    ${s.path.padEnd(width)}   ${kb(s.raw).padStart(8)} KB raw   ${kb(s.gzip).padStart(7)} KB gzip` +
        `${s.encoding ? ` (sent ${s.encoding})` : ''}\n`,
    );
  }
  process.stdout.write(
    `    ${`${measured.files} scripts`.padEnd(width)}   ${kb(measured.raw).padStart(8)} KB raw   ` +
      `${kb(measured.gzip).padStart(7)} KB gzip`,
  );
  process.stdout.write(
    measured.target === undefined
      ? '\n'
      : `   target <= ${measured.target} KB gzip: ${measured.met ? 'met' : 'not met'}\n`,
  );
}

async function main() {
  const build = await preparedBuild();
  try {
    process.stdout.write(`  web build: ${build.origin}\n`);
    return await measure(build.dir);
  } finally {
    fs.rmSync(build.dir, { recursive: true, force: true });
  }
}

async function measure(webDist) {
  const chunks = chunkTable(path.join(webDist, 'assets'));
  if (chunks.length === 0) throw new Error('the build has no JavaScript in assets/');
  printChunks(chunks);

  const product = await startProduct(webDist);
  try {
    process.stdout.write(
      `\n  Chromium ${product.browser.version()} against ${product.url}, cold cache per page\n`,
    );

    // (a) Login as a visitor: a fresh profile opens /.
    const visitor = await newContext(product, { locale: 'es' });
    const visitorScripts = recordScripts(visitor);
    const loginPage = await visitor.newPage();
    await loginPage.goto('/');
    await loginPage.getByRole('button', { name: LOGIN_BUTTON }).waitFor({ state: 'visible' });
    await settle(loginPage);
    const login = total(await visitorScripts.take(), LOGIN_TARGET_KB);
    await visitor.close();

    // Sign in through the form in a fresh profile, to keep the session (localStorage) and to
    // see what signing in adds to the Login page's scripts.
    const signing = await newContext(product, { locale: 'es' });
    const signingScripts = recordScripts(signing);
    const signingPage = await signing.newPage();
    await signingPage.goto('/');
    await signingPage.getByRole('button', { name: LOGIN_BUTTON }).waitFor({ state: 'visible' });
    await settle(signingPage);
    const beforeSignIn = new Set((await signingScripts.take()).map((s) => s.path));
    await signIn(signingPage, GERENTE);
    await signingPage.getByRole('heading', { level: 1, name: LAYOUT_HEADING }).waitFor({ state: 'visible' });
    await settle(signingPage);
    const added = total((await signingScripts.take()).filter((s) => !beforeSignIn.has(s.path)));
    const storageState = await signing.storageState();
    await signing.close();

    // (b) The layout for the signed-in Gerente: a fresh profile (empty cache) with the session
    // opens /leads/marketplace directly.
    const member = await product.browser.newContext({
      baseURL: product.url,
      viewport: { width: 1366, height: 800 },
      serviceWorkers: 'block',
      storageState,
    });
    const memberScripts = recordScripts(member);
    const layoutPage = await member.newPage();
    await layoutPage.goto('/leads/marketplace');
    await layoutPage.getByRole('heading', { level: 1, name: LAYOUT_HEADING }).waitFor({ state: 'visible' });
    await layoutPage.getByRole('button', { name: SIGN_OUT }).waitFor({ state: 'visible' });
    if (new URL(layoutPage.url()).pathname !== '/leads/marketplace') {
      throw new Error(`the Gerente landed on ${layoutPage.url()}, not /leads/marketplace`);
    }
    await settle(layoutPage);
    const layout = total(await memberScripts.take(), LAYOUT_TARGET_KB);
    await member.close();

    const compressed = login.compressedByServer || layout.compressedByServer;
    process.stdout.write(
      compressed
        ? '\n  The server compressed scripts: "gzip" is the size on the wire where it did.\n'
        : '\n  The server sends scripts uncompressed: "gzip" is computed here (zlib.gzipSync, level 9)\n' +
            '  from each script body; "raw" is the body as sent.\n',
    );
    printRoute("(a) Login page, '/' as a visitor", login);
    printRoute("(b) Application layout with the menu, '/leads/marketplace' as a signed-in Gerente", layout);
    printRoute('Of (b), what signing in from the Login page fetches (scripts (a) did not load)', added);

    const strip = ({ scripts, ...rest }) => rest;
    const resultFile = process.env.BENCH_RESULT_FILE;
    if (resultFile) {
      fs.writeFileSync(
        resultFile,
        JSON.stringify({
          compressedByServer: compressed,
          chunks,
          login: strip(login),
          layout: strip(layout),
          signInAdds: strip(added),
        }),
      );
    }
    return 0;
  } finally {
    await product.close();
  }
}

// Ctrl-C reaches Chromium too (same process group); the server and the private build are still removed.
runMain(main);
