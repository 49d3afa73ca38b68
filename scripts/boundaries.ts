/**
 * The boundaries check: the architecture's import rules, enforced by `npm test`
 * (scripts/boundaries.test.ts, vitest project `boundaries`).
 *
 * Rules, by importing file (paths relative to the repository root):
 *
 * - web-feature-isolation: a file under apps/web/src/features/<a>/ imports nothing under
 *   apps/web/src/features/<b>/ (b ≠ a). Feature folders own their screens, API calls, columns
 *   and strings; what two features share moves down to components/ or lib/. Tests included.
 * - web-layering: code flows shared → features → app, so a file under apps/web/src/components/
 *   or apps/web/src/lib/ imports nothing under apps/web/src/features/ or apps/web/src/app/, and a
 *   feature imports nothing under apps/web/src/app/ (the app assembles features, not the reverse).
 *   Test files (*.test.ts, *.test.tsx) are exempt: a component test may mount a real feature
 *   page as its fixture (components/form/form-page.test.tsx uses the brand form page).
 * - api-module-isolation: a file under apps/api/src/modules/<a>/ imports another module <b> only
 *   through its public entry, apps/api/src/modules/<b>/public.ts (named so as not to clash with
 *   apps/api/src/modules/index.ts, the table of contents registering every module).
 * - api-public-entry: any other code (app.ts, config, plugins/, lib/, db/, bench/, apps/web, ...)
 *   reaches a module only through its public entry too.
 *   Exempt from both api rules: test files (*.test.ts, *.test.tsx) and the tests' helpers
 *   (apps/api/test/**, apps/web/e2e/**), which may reach into a module's internals to build
 *   fixtures and probe behaviour; and apps/api/src/modules/index.ts, whose job is to import each
 *   module's routes.
 * - api-public-file: every folder of apps/api/src/modules/ has its public entry, public.ts, even
 *   when it exports nothing yet: a module's boundary is one file to read, the same in every
 *   module, and what another module needs is added there rather than imported past it.
 * - shared-independence: nothing under packages/shared/ imports anything under apps/ (tests
 *   included): shared code knows no app.
 * - api-import-cycle: no loop of imports between the folders of apps/api/src/modules/, nor among
 *   the files of apps/api/src/db/ (its schema/ folder counts as one file, see `dbNode`). A loop is
 *   named from its first member back to it, with the import that makes each step. What both sides
 *   of a loop need moves to the lower one, or the higher one hands it down (a parameter, a
 *   registration), so the dependency has one direction a reader can follow. The graph is the
 *   static imports of the non-test files. Type-only imports count: a loop through types ties the
 *   files together as much as one through values (db/'s was one: the files below client.ts took
 *   its `Db` type). Dynamic `import()`s do not: they load on demand, after both files are. Test
 *   files are left out: nothing imports them, and a test may use any module.
 * - api-clock: no non-test file under apps/api/src reads the time of day itself (`new Date()`
 *   without an argument, `Date.now()`) outside lib/clock.ts, the clock's own file. A time rule
 *   reads the clock it is given (`context.clock`, or a `clock` parameter), so a test can move time
 *   under it; `new Date(value)` reading a stored or computed value is fine. Exempt: tests and the
 *   tests' helpers, and the seed (apps/api/src/db/seed/, *.seed.ts), whose demo is written around
 *   the moment it runs. Anything else needs an entry in CLOCK_ALLOWLIST saying why (`findClockReads`).
 * - api-declared-access: no route file of the API (`*.routes.ts` under apps/api/src) authorises
 *   by hand: it calls neither `hasPermission(`, `isAdmin(` nor `forbidden(`, and reads no
 *   principal's or actor's permissions (`principal.permissions.includes(…)` and the like). Who
 *   may call a route is its `config.access` (permission, scope, second scope, named rules from
 *   the module's `*.rules.ts`), enforced by plugins/access.ts, where the authorization matrix and
 *   the fuzz test see it; a check in a handler's body is invisible to both. Comments do not count.
 *
 * Imports are found with regular expressions over `import … from '…'`, `import '…'`,
 * `export … from '…'` (at the start of a line, so commented-out lines do not count) and dynamic
 * `import('…')`; relative specifiers and the workspace packages (@vitrina/*) are resolved to
 * repository paths, other packages are ignored.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export type Rule =
  | 'web-feature-isolation'
  | 'web-layering'
  | 'api-module-isolation'
  | 'api-public-entry'
  | 'api-public-file'
  | 'shared-independence'
  | 'api-import-cycle'
  | 'api-clock'
  | 'api-declared-access';

export interface Violation {
  rule: Rule;
  /** The importing file. */
  from: string;
  /** The imported file (resolved; without extension when it could not be found). */
  to: string;
  /** The specifier as written. */
  specifier: string;
  message: string;
}

const RULE_TEXT: Record<Rule, string> = {
  'web-feature-isolation':
    'web features do not import each other; move what they share to components/ or lib/',
  'web-layering':
    'code flows shared → features → app; components/ and lib/ import neither features/ nor app/, features do not import app/',
  'api-module-isolation':
    "an API module does not import another module's internals, only its public entry modules/<name>/public.ts",
  'api-public-entry':
    'code outside apps/api/src/modules reaches a module only through its public entry modules/<name>/public.ts',
  'api-public-file':
    'every API module has its public entry modules/<name>/public.ts, even when it exports nothing yet',
  'shared-independence': 'packages/shared imports nothing from apps/',
  'api-import-cycle':
    'API modules, and the files of apps/api/src/db, do not import each other in a loop; move what both sides need to the lower one, or hand it down',
  'api-clock':
    'the API reads the time of day only through a clock it is given (context.clock, or a clock parameter; lib/clock.ts)',
  'api-declared-access':
    "route files do not authorise in handlers; declare it in the route's config.access (permission, scope, second, or a named rule in the module's *.rules.ts)",
};

/** Workspace packages, resolved to their sources. */
const WORKSPACE_PACKAGES: Record<string, string> = {
  '@vitrina/shared': 'packages/shared/src/index.ts',
  '@vitrina/api': 'apps/api',
  '@vitrina/web': 'apps/web',
};

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

const STATIC_IMPORT = /^[ \t]*(?:import|export)\b(?:[\w$*{}\s,]*?\bfrom)?\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"`]([^'"`\n$]+)['"`]\s*\)/g;

/**
 * The module specifiers a source file imports or re-exports, in order of appearance; with
 * `dynamic: false`, without the dynamic `import('…')`s.
 */
export function importSpecifiers(source: string, { dynamic = true } = {}): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of dynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT]) {
    for (const match of source.matchAll(pattern)) found.push({ at: match.index, specifier: match[1]! });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.specifier);
}

/**
 * The repository path a specifier names, or null for a third-party package. Tries the file as
 * written, then with each source extension (a `.js` specifier may name a `.ts` file), then as a
 * folder's index; when none is among `known`, returns the bare path.
 */
export function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let target: string;
  if (specifier.startsWith('.')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  } else {
    const name = Object.keys(WORKSPACE_PACKAGES).find(
      (p) => specifier === p || specifier.startsWith(`${p}/`),
    );
    if (!name) return null;
    const rest = specifier.slice(name.length);
    target = rest
      ? path.posix.join(WORKSPACE_PACKAGES[name]!.replace(/\/src\/index\.ts$/, ''), rest)
      : WORKSPACE_PACKAGES[name]!;
  }
  const stem = target.replace(/\.(?:[cm]?js|jsx)$/, '');
  const candidates = [
    target,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => `${target}/index${ext}`),
  ];
  return candidates.find((c) => known.has(c)) ?? target;
}

const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);
const isTestHelper = (file: string) => file.startsWith('apps/api/test/') || file.startsWith('apps/web/e2e/');

const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/;
const MODULES_TABLE_OF_CONTENTS = 'apps/api/src/modules/index.ts';

/** The rule an import from `from` to `to` breaks, if any. */
export function brokenRule(from: string, to: string): Rule | null {
  if (from.startsWith('packages/shared/') && to.startsWith('apps/')) return 'shared-independence';

  const fromFeature = WEB_FEATURE.exec(from)?.[1];
  const toFeature = WEB_FEATURE.exec(to)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature) return 'web-feature-isolation';

  const below = /^apps\/web\/src\/(?:components|lib)\//.test(from)
    ? /^apps\/web\/src\/(?:features|app)\//
    : fromFeature
      ? /^apps\/web\/src\/app\//
      : null;
  if (below?.test(to) && !isTest(from)) return 'web-layering';

  const target = API_MODULE.exec(to);
  if (target && !/^public(?:\.[cm]?[jt]s)?$/.test(target[2]!)) {
    const fromModule = API_MODULE.exec(from)?.[1];
    const exempt = isTest(from) || isTestHelper(from) || from === MODULES_TABLE_OF_CONTENTS;
    if (fromModule !== target[1] && !exempt) return fromModule ? 'api-module-isolation' : 'api-public-entry';
  }

  return null;
}

/** Every import across `files` that breaks a rule. */
export function checkBoundaries(files: readonly SourceFile[]): Violation[] {
  const known = new Set(files.map((f) => f.path));
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.source)) {
      const to = resolveImport(file.path, specifier, known);
      if (to === null) continue;
      const rule = brokenRule(file.path, to);
      if (rule === null) continue;
      let message = `${file.path} imports ${to} ('${specifier}'): [${rule}] ${RULE_TEXT[rule]}`;
      const module = API_MODULE.exec(to)?.[1];
      if (module) message += ` — import it from apps/api/src/modules/${module}/public.ts`;
      violations.push({ rule, from: file.path, to, specifier, message });
    }
  }
  return violations;
}

/**
 * The folders of apps/api/src/modules/ without a public.ts among `files` (rule api-public-file),
 * each with its message.
 */
export function modulesWithoutPublicEntry(
  files: readonly SourceFile[],
): { module: string; message: string }[] {
  const modules = new Set<string>();
  const withEntry = new Set<string>();
  for (const file of files) {
    const match = API_MODULE.exec(file.path);
    if (!match) continue;
    modules.add(match[1]!);
    if (/^public\.[cm]?[jt]s$/.test(match[2]!)) withEntry.add(match[1]!);
  }
  return [...modules]
    .filter((module) => !withEntry.has(module))
    .sort()
    .map((module) => ({
      module,
      message: `apps/api/src/modules/${module}/ has no public.ts: [api-public-file] ${RULE_TEXT['api-public-file']}`,
    }));
}

export interface Cycle {
  /** The members in import order, the first repeated at the end: modules' names, or db/ files. */
  members: string[];
  message: string;
}

const API_DB = 'apps/api/src/db/';
const API_DB_SCHEMA = 'apps/api/src/db/schema/';

/**
 * A file's node in db/'s graph: the schema's files are one node, since they describe one database
 * (read as a whole through schema/index.ts) whose tables may reference each other both ways — a
 * vehicle names the lead it was sold to and a lead the vehicle it asks about, which Drizzle's lazy
 * `references(() => …)` is for. A loop between the schema and the other files of db/ still counts.
 */
const dbNode = (file: string) =>
  file.startsWith(API_DB_SCHEMA) ? API_DB_SCHEMA : file.startsWith(API_DB) ? file : null;

/**
 * The import loops between the folders of apps/api/src/modules/ and among the files of
 * apps/api/src/db/ (rule api-import-cycle): one per group of members that reach each other, the
 * shortest loop through its first member (alphabetically); the others in the group are listed.
 */
export function findCycles(files: readonly SourceFile[]): Cycle[] {
  const known = new Set(files.map((f) => f.path));
  const moduleEdges = new Map<string, Map<string, string>>();
  const dbEdges = new Map<string, Map<string, string>>();
  const addEdge = (edges: typeof moduleEdges, from: string, to: string, why: string) => {
    const out = edges.get(from) ?? new Map<string, string>();
    if (!out.has(to)) out.set(to, why);
    edges.set(from, out);
  };
  for (const file of files) {
    if (isTest(file.path) || isTestHelper(file.path)) continue;
    for (const specifier of importSpecifiers(file.source, { dynamic: false })) {
      const to = resolveImport(file.path, specifier, known);
      if (to === null) continue;
      const why = `${file.path} imports ${to}`;
      const fromModule = API_MODULE.exec(file.path)?.[1];
      const toModule = API_MODULE.exec(to)?.[1];
      if (fromModule && toModule && fromModule !== toModule) addEdge(moduleEdges, fromModule, toModule, why);
      const fromDb = dbNode(file.path);
      const toDb = dbNode(to);
      if (fromDb && toDb && fromDb !== toDb) addEdge(dbEdges, fromDb, toDb, why);
    }
  }
  return [
    ...loops(moduleEdges).map((c) => describeCycle('API modules', c, moduleEdges)),
    ...loops(dbEdges).map((c) => describeCycle('files of apps/api/src/db', c, dbEdges)),
  ];
}

/** Per strongly connected group of more than one node (Tarjan): its members and its shortest loop. */
function loops(
  edges: ReadonlyMap<string, ReadonlyMap<string, string>>,
): { group: string[]; loop: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const inGroup = new Set(group);
    const start = group[0]!;
    // Breadth-first from the first member back to it, inside the group.
    const previous = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (queue.length > 0 && last === undefined) {
      const node = queue.shift()!;
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (next === start) {
          last = node;
          break;
        }
        if (inGroup.has(next) && !previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    const loop = [start];
    for (let node = last!; node !== start; node = previous.get(node)!) loop.splice(1, 0, node);
    loop.push(start);
    return { group, loop };
  });
}

function describeCycle(
  what: string,
  { group, loop }: { group: string[]; loop: string[] },
  edges: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Cycle {
  const steps = loop.slice(1).map((to, i) => edges.get(loop[i]!)!.get(to)!);
  const others = group.filter((member) => !loop.includes(member));
  let message = `import cycle between ${what}: ${loop.join(' → ')} (${steps.join('; ')})`;
  if (others.length > 0) message += `; also in the loop: ${others.join(', ')}`;
  return { members: loop, message: `${message}: [api-import-cycle] ${RULE_TEXT['api-import-cycle']}` };
}

/** The clock's own file: the one place the API's code reads the time of day (`systemClock`). */
const CLOCK_FILE = 'apps/api/src/lib/clock.ts';

/**
 * Files of apps/api/src that may read the time of day themselves, each with the reason. Empty:
 * the code that must follow the world's time rather than the app's (tokens, rate-limit windows,
 * the websockets' liveness, S3 signatures) takes a clock too, `systemClock()` by default.
 */
export const CLOCK_ALLOWLIST: Readonly<Record<string, string>> = {};

const isSeed = (file: string) => file.startsWith('apps/api/src/db/seed/') || /\.seed\.[cm]?[jt]s$/.test(file);

const TIME_OF_DAY = /\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()|\bDate\.now\s*\(\s*\)/g;

/** The source without its comments (a comment may name `Date.now()`), lines kept in place. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

export interface ClockRead {
  file: string;
  /** 1-based line of the read. */
  line: number;
  message: string;
}

/** Every read of the time of day in apps/api/src outside the clock (rule api-clock). */
export function findClockReads(files: readonly SourceFile[]): ClockRead[] {
  const reads: ClockRead[] = [];
  for (const file of files) {
    const { path: name } = file;
    if (!name.startsWith('apps/api/src/') || name === CLOCK_FILE || name in CLOCK_ALLOWLIST) continue;
    if (isTest(name) || isTestHelper(name) || isSeed(name)) continue;
    const code = withoutComments(file.source);
    for (const match of code.matchAll(TIME_OF_DAY)) {
      const line = code.slice(0, match.index).split('\n').length;
      reads.push({
        file: name,
        line,
        message: `${name}:${line} reads the time of day (${match[0]}): [api-clock] ${RULE_TEXT['api-clock']}`,
      });
    }
  }
  return reads;
}

export interface HandAuthorization {
  file: string;
  /** 1-based. */
  line: number;
  /** What was found: `isAdmin(`, `principal.permissions.includes(`… */
  found: string;
  message: string;
}

const API_ROUTE_FILE = /^apps\/api\/src\/.+\.routes\.ts$/;
/** A call that decides who may, or a look at a principal's permissions to decide it. */
const HAND_AUTHORIZATION =
  /\b(?:hasPermission|isAdmin|forbidden)\s*\(|\b(?:principal|actor|user)!?\??\.permissions\s*\.\s*(?:includes|some|every|indexOf|find|filter|has)\s*\(/g;

/** Every hand-written authorization in the API's route files (rule api-declared-access). */
export function findHandAuthorization(files: readonly SourceFile[]): HandAuthorization[] {
  const found: HandAuthorization[] = [];
  for (const file of files) {
    if (!API_ROUTE_FILE.test(file.path) || isTest(file.path)) continue;
    const source = withoutComments(file.source);
    for (const match of source.matchAll(HAND_AUTHORIZATION)) {
      const line = source.slice(0, match.index).split('\n').length;
      const text = match[0].replace(/\s+/g, '');
      found.push({
        file: file.path,
        line,
        found: text,
        message: `${file.path}:${line} calls ${text}…: [api-declared-access] ${RULE_TEXT['api-declared-access']}`,
      });
    }
  }
  return found;
}

/** The folders whose source files are checked, relative to the repository root. */
export const CHECKED_FOLDERS = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'apps/web/e2e',
  'packages/shared/src',
  'bench',
];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'migrations']);

/** Reads the source files under CHECKED_FOLDERS of the repository at `root`. */
export function collectSourceFiles(root: string, folders: readonly string[] = CHECKED_FOLDERS): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(child);
      } else if (SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
        files.push({ path: child, source: fs.readFileSync(path.join(root, child), 'utf8') });
      }
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(folder);
  return files;
}
