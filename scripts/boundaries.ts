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
 * - shared-independence: nothing under packages/shared/ imports anything under apps/ (tests
 *   included): shared code knows no app.
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
  | 'shared-independence';

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
  'shared-independence': 'packages/shared imports nothing from apps/',
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

/** The module specifiers a source file imports or re-exports, in order of appearance. */
export function importSpecifiers(source: string): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
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
