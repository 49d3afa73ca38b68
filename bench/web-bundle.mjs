// JavaScript a browser downloads before a page of the built web application is usable, measured in
// Debian Chromium against the real product (API and web build served by one in-process server on a
// fresh embedded database with the demo data, as apps/web/e2e/harness.ts does, but from a private
// copy of the build): the public pages (Login at /, Register, Password reset) as a visitor, and the
// application layout with the menu at /leads/marketplace for a signed-in Gerente, each with an
// empty cache. "Before usable": every script whose request the page started (Resource Timing, as
// Chromium sees it) before its form was shown with an enabled submit button (or, on a page without
// a form, before its heading was shown); what the page fetches afterwards until the network is idle
// is printed apart. Sizes are gzip level 9 of each script's body whatever the server sent on the
// wire (it sends brotli to Chromium, which is smaller: printed beside). Also the build's chunks.
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

const PUBLIC_TARGET_KB = 150;
const LAYOUT_TARGET_KB = 300;
/** The public pages of the target (spec §2), each opened by a visitor. */
const PUBLIC_PAGES = [
  { key: 'login', label: 'Login', path: '/' },
  { key: 'register', label: 'Register', path: '/register' },
  { key: 'passwordReset', label: 'Password reset', path: '/password/reset/bench-token' },
];
/** What a page still to be built shows (features/system/module-pending-page). */
const NOT_AVAILABLE = 'Módulo aún no disponible';
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
          // Always gzip level 9 of the body: the figure the target is in, whatever was sent.
          gzip: gzipSize(body),
          wire: sizes ? sizes.responseBodySize : body.length,
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

/**
 * Installed in every document of a context: marks `bench:form` when a form with an enabled submit
 * button is first shown, `bench:heading` when an <h1> is first shown. Plain JavaScript in a string
 * (see bench/login-paint.ts MARKS_SCRIPT).
 */
const USABLE_SCRIPT = `(() => {
  const shown = (element) => element && element.getClientRects().length > 0;
  const check = () => {
    if (!performance.getEntriesByName('bench:form', 'mark').length) {
      const button = document.querySelector('form button[type="submit"]');
      if (shown(button) && !button.disabled && button.form && button.form.querySelector('input')) {
        performance.mark('bench:form');
      }
    }
    if (!performance.getEntriesByName('bench:heading', 'mark').length && shown(document.querySelector('h1'))) {
      performance.mark('bench:heading');
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** In the page: when it became usable, and the scripts whose requests started before and after. */
function readUsable(kind) {
  const mark = performance.getEntriesByName(kind === 'form' ? 'bench:form' : 'bench:heading', 'mark')[0];
  if (!mark) return null;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
  return {
    at: mark.startTime,
    before: scripts.filter((s) => s.start <= mark.startTime).map((s) => s.path),
    after: scripts.filter((s) => s.start > mark.startTime).map((s) => s.path),
  };
}

/** Sums of the scripts of a page; against a gzip target when given (reported, never enforced). */
function total(scripts, target) {
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip,
    wire: scripts.reduce((sum, s) => sum + s.wire, 0),
    compressedByServer: scripts.some((s) => s.encoding),
    ...(target === undefined ? {} : { target, met: gzip <= target * KB }),
    scripts,
  };
}

function printRoute(label, measured) {
  process.stdout.write(`\n  ${label}\n`);
  const width = Math.max(...measured.scripts.map((s) => s.path.length), 10);
  for (const s of [...measured.scripts].sort((a, b) => b.gzip - a.gzip)) {
    process.stdout.write(
      `    ${s.path.padEnd(width)}   ${kb(s.raw).padStart(8)} KB raw   ${kb(s.gzip).padStart(7)} KB gzip` +
        `${s.encoding ? `   (${kb(s.wire)} KB sent as ${s.encoding})` : ''}\n`,
    );
  }
  process.stdout.write(
    `    ${`${measured.files} scripts`.padEnd(width)}   ${kb(measured.raw).padStart(8)} KB raw   ` +
      `${kb(measured.gzip).padStart(7)} KB gzip   (${kb(measured.wire)} KB on the wire)`,
  );
  process.stdout.write(
    measured.target === undefined
      ? '\n'
      : `   target <= ${measured.target} KB gzip: ${measured.met ? 'met' : 'not met'}\n`,
  );
}

async function main() {
  // BENCH_WEB_DIST: measure that build instead (e.g. a baseline commit's, for a before/after).
  const other = process.env.BENCH_WEB_DIST;
  if (other) {
    process.stdout.write(`  web build: ${other} (BENCH_WEB_DIST)\n`);
    return await measure(other);
  }
  const build = await preparedBuild();
  try {
    process.stdout.write(`  web build: ${build.origin}\n`);
    return await measure(build.dir);
  } finally {
    fs.rmSync(build.dir, { recursive: true, force: true });
  }
}

/**
 * Opens `path` in `context` (fresh, recording), waits until the page is usable (its form, else a
 * page without a form: its heading), then until the network is idle; answers the scripts before
 * and after, and what the page showed.
 */
async function openUsable(context, recorder, path, waitFor) {
  const page = await context.newPage();
  await page.goto(path);
  await waitFor(page);
  const hasForm = await page.locator('form button[type="submit"]').count();
  const kind = hasForm > 0 ? 'form' : 'heading';
  const timing = await page
    .waitForFunction(readUsable, kind, { timeout: IDLE_TIMEOUT_MS })
    .then((h) => h.jsonValue());
  await settle(page);
  const after = await page.evaluate(readUsable, kind);
  const recorded = await recorder.take();
  const pick = (paths) => {
    const wanted = new Set(paths);
    return recorded.filter((s) => wanted.has(s.path));
  };
  const missing = timing.before.filter((p) => !recorded.some((s) => s.path === p));
  if (missing.length > 0)
    throw new Error(`${path}: scripts seen by the page but not recorded: ${missing.join(', ')}`);
  const notAvailable = await page
    .getByText(NOT_AVAILABLE)
    .isVisible()
    .catch(() => false);
  return { page, kind, notAvailable, before: pick(timing.before), after: pick(after.after) };
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

    // (a) The public pages as a visitor: a fresh profile opens each.
    const pages = {};
    for (const page of PUBLIC_PAGES) {
      const visitor = await newContext(product, { locale: 'es' });
      await visitor.addInitScript({ content: USABLE_SCRIPT });
      const recorder = recordScripts(visitor);
      const opened = await openUsable(visitor, recorder, page.path, (p) =>
        p
          .locator('form button[type="submit"]:enabled')
          .or(p.getByText(NOT_AVAILABLE))
          .or(p.locator('h1'))
          .first()
          .waitFor({ state: 'visible' }),
      );
      if (page.key === 'login' && opened.kind !== 'form') throw new Error('the Login page showed no form');
      pages[page.key] = {
        path: page.path,
        label: page.label,
        usableBy: opened.kind,
        notAvailable: opened.notAvailable,
        ...total(opened.before, PUBLIC_TARGET_KB),
        later: total(opened.after),
      };
      await visitor.close();
    }
    const login = pages.login;

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
    // opens /leads/marketplace directly; usable when its heading and the menu are shown.
    const member = await product.browser.newContext({
      baseURL: product.url,
      viewport: { width: 1366, height: 800 },
      serviceWorkers: 'block',
      storageState,
    });
    await member.addInitScript({ content: USABLE_SCRIPT });
    const memberScripts = recordScripts(member);
    const layoutPage = await member.newPage();
    await layoutPage.goto('/leads/marketplace');
    await layoutPage.getByRole('heading', { level: 1, name: LAYOUT_HEADING }).waitFor({ state: 'visible' });
    await layoutPage.getByRole('button', { name: SIGN_OUT }).waitFor({ state: 'visible' });
    if (new URL(layoutPage.url()).pathname !== '/leads/marketplace') {
      throw new Error(`the Gerente landed on ${layoutPage.url()}, not /leads/marketplace`);
    }
    const shownAt = await layoutPage.evaluate(() => performance.now());
    const firstScreen = await layoutPage.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime <= at)
          .map((e) => new URL(e.name).pathname),
      shownAt,
    );
    await settle(layoutPage);
    const memberAll = await memberScripts.take();
    const layout = total(memberAll, LAYOUT_TARGET_KB);
    const layoutFirst = total(memberAll.filter((s) => firstScreen.includes(s.path)));
    await member.close();

    const compressed = memberAll.some((s) => s.encoding) || login.compressedByServer;
    process.stdout.write(
      `\n  "gzip" is zlib.gzipSync level 9 of each script body (the figure of the targets);` +
        `\n  ${compressed ? 'the server compressed scripts (brotli to Chromium): the bytes on the wire are printed beside' : 'the server sent scripts uncompressed'}.\n`,
    );
    for (const page of PUBLIC_PAGES) {
      const measured = pages[page.key];
      const what =
        measured.usableBy === 'form'
          ? 'until its form is usable'
          : `until its heading shows (no form${measured.notAvailable ? ': it shows the "not available yet" page' : ''})`;
      printRoute(`(a) ${page.label}, '${page.path}' as a visitor, ${what}`, measured);
      printRoute(`    then, after that until the network is idle (not counted)`, measured.later);
    }
    printRoute(
      "(b) Application layout with the menu, '/leads/marketplace' as a signed-in Gerente, until the network is idle",
      layout,
    );
    printRoute('    of which requested before its heading and menu were shown (first screen)', layoutFirst);
    printRoute(
      'Of (b), what signing in from the Login page fetches (scripts the Login page had not loaded)',
      added,
    );

    const strip = ({ scripts, later, ...rest }) => ({ ...rest, ...(later ? { later: strip(later) } : {}) });
    const resultFile = process.env.BENCH_RESULT_FILE;
    if (resultFile) {
      fs.writeFileSync(
        resultFile,
        JSON.stringify({
          compressedByServer: compressed,
          chunks,
          login: strip(login),
          pages: Object.fromEntries(Object.entries(pages).map(([key, value]) => [key, strip(value)])),
          layout: strip(layout),
          layoutFirstScreen: strip(layoutFirst),
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
