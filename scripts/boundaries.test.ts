import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_ALLOWLIST,
  checkBoundaries,
  collectSourceFiles,
  findClockReads,
  findCycles,
  findHandAuthorization,
  importSpecifiers,
  modulesWithoutPublicEntry,
  type SourceFile,
} from './boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The rules `file` breaks with `source`, among a few files that exist. */
function broken(file: string, source: string): string[] {
  const existing: SourceFile[] = [
    'apps/web/src/features/catalogs/brands.api.ts',
    'apps/web/src/features/catalogs/index.ts',
    'apps/web/src/app/routes.ts',
    'apps/web/src/lib/format.ts',
    'apps/api/src/modules/auth/auth.repository.ts',
    'apps/api/src/modules/auth/public.ts',
    'apps/api/src/modules/health/health.routes.ts',
  ].map((p) => ({ path: p, source: '' }));
  return checkBoundaries([...existing, { path: file, source }]).map((v) => v.rule);
}

describe('the boundaries checker', () => {
  it('finds static, type, side-effect, re-export, multi-line and dynamic imports, not commented ones', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "import './c.css';",
      "export * from './d';",
      "export { e, type F } from './e';",
      'import {',
      '  g,',
      '  h,',
      "} from './g';",
      "const lazy = () => import('./lazy');",
      "type T = import('./types').T;",
      "// import x from './commented';",
      "export const notAnImport = 'from ./nowhere';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      './a',
      './b',
      './c.css',
      './d',
      './e',
      './g',
      './lazy',
      './types',
    ]);
  });

  it('keeps web features apart, tests included', () => {
    const file = 'apps/web/src/features/users/users-list-page.tsx';
    expect(broken(file, "import { x } from '../catalogs/brands.api';")).toEqual(['web-feature-isolation']);
    expect(broken(file, "const p = import('../catalogs');")).toEqual(['web-feature-isolation']);
    expect(broken('apps/web/src/features/users/a.test.tsx', "import '../catalogs';")).toEqual([
      'web-feature-isolation',
    ]);
    expect(broken(file, "import { x } from './users.api';")).toEqual([]);
    expect(broken(file, "import { formatDate } from '../../lib/format';")).toEqual([]);
  });

  it('lets components/ and lib/ import neither features/ nor app/, and features not app/, except in tests', () => {
    expect(broken('apps/web/src/lib/x.ts', "import { y } from '../features/catalogs/brands.api';")).toEqual([
      'web-layering',
    ]);
    expect(
      broken('apps/web/src/components/form/x.tsx', "import type { R } from '../../app/routes';"),
    ).toEqual(['web-layering']);
    expect(broken('apps/web/src/components/form/x.test.tsx', "import '../../features/catalogs';")).toEqual(
      [],
    );
    expect(broken('apps/web/src/app/router.tsx', "import '../features/catalogs';")).toEqual([]);
    expect(
      broken('apps/web/src/features/system/x.tsx', "import type { R } from '../../app/routes';"),
    ).toEqual(['web-layering']);
  });

  it('lets an API module reach another module only through its public entry', () => {
    const file = 'apps/api/src/modules/roles/roles.routes.ts';
    expect(broken(file, "import { f } from '../auth/auth.repository';")).toEqual(['api-module-isolation']);
    expect(broken(file, "import { f } from '../auth/auth.repository.js';")).toEqual(['api-module-isolation']);
    expect(broken(file, "import { f } from '../auth/public';")).toEqual([]);
    expect(
      broken('apps/api/src/modules/auth/auth.routes.ts', "import { f } from './auth.repository';"),
    ).toEqual([]);
    expect(broken('apps/api/src/modules/index.ts', "import { m } from './health/health.routes';")).toEqual(
      [],
    );
  });

  it('lets code outside the modules reach one only through its public entry, except tests and their helpers', () => {
    const internal = "import { VERSION } from '../modules/health/health.routes';";
    expect(broken('apps/api/src/plugins/web.ts', internal)).toEqual(['api-public-entry']);
    expect(broken('apps/api/src/app.ts', "import { f } from './modules/auth/auth.repository';")).toEqual([
      'api-public-entry',
    ]);
    expect(broken('bench/x.ts', "import { f } from '../apps/api/src/modules/auth/auth.repository';")).toEqual(
      ['api-public-entry'],
    );
    expect(broken('apps/api/src/plugins/web.ts', "import { f } from '../modules/auth/public';")).toEqual([]);
    expect(broken('apps/api/src/lib/x.test.ts', internal)).toEqual([]);
    expect(
      broken('apps/api/test/factories.ts', "import { f } from '../src/modules/auth/auth.repository';"),
    ).toEqual([]);
  });

  it('keeps packages/shared free of the apps', () => {
    expect(
      broken('packages/shared/src/x.ts', "import { f } from '../../../apps/web/src/lib/format';"),
    ).toEqual(['shared-independence']);
    expect(broken('packages/shared/src/x.ts', "import { f } from '@vitrina/api/src/config';")).toEqual([
      'shared-independence',
    ]);
    expect(broken('packages/shared/src/x.ts', "import { z } from 'zod';")).toEqual([]);
  });

  it('names the importing file, the imported file and the rule', () => {
    const [violation] = checkBoundaries([
      { path: 'apps/api/src/modules/health/health.routes.ts', source: '' },
      { path: 'apps/api/src/app.ts', source: "import { VERSION } from './modules/health/health.routes';" },
    ]);
    expect(violation?.message).toBe(
      "apps/api/src/app.ts imports apps/api/src/modules/health/health.routes.ts ('./modules/health/health.routes'): " +
        '[api-public-entry] code outside apps/api/src/modules reaches a module only through its public entry ' +
        'modules/<name>/public.ts — import it from apps/api/src/modules/health/public.ts',
    );
  });
});

const file = (path: string, ...imports: string[]): SourceFile => ({ path, source: imports.join('\n') });
const loops = (...files: SourceFile[]) => findCycles(files).map((c) => c.members);

describe('the import cycle check', () => {
  it('finds a loop between API modules, through their public entries or not', () => {
    const files = [
      file('apps/api/src/modules/leads/leads.service.ts', "import { a } from '../lead-automation/public';"),
      file('apps/api/src/modules/leads/public.ts', "export { r } from './leads.repository';"),
      file('apps/api/src/modules/leads/leads.repository.ts'),
      file('apps/api/src/modules/lead-automation/public.ts', "export { a } from './sla.job';"),
      file('apps/api/src/modules/lead-automation/sla.job.ts', "import { r } from '../leads/public';"),
    ];
    expect(loops(...files)).toEqual([['lead-automation', 'leads', 'lead-automation']]);
    expect(loops(...files.slice(0, 4))).toEqual([]);
  });

  it('finds the shortest loop of a longer group, and names the others in it', () => {
    const cycles = findCycles([
      file('apps/api/src/modules/a/x.ts', "import '../b/public';"),
      file('apps/api/src/modules/b/public.ts', "import '../c/public';", "import '../a/public';"),
      file('apps/api/src/modules/c/public.ts', "import '../a/public';"),
      file('apps/api/src/modules/a/public.ts'),
    ]);
    expect(cycles.map((c) => c.members)).toEqual([['a', 'b', 'a']]);
    expect(cycles[0]?.message).toContain('also in the loop: c');
  });

  it('finds a loop among the files of db/, type-only imports included', () => {
    const files = [
      file('apps/api/src/db/client.ts', "import { q } from './query';"),
      file('apps/api/src/db/query.ts', "import type { Db } from './client';"),
    ];
    expect(loops(...files)).toEqual([
      ['apps/api/src/db/client.ts', 'apps/api/src/db/query.ts', 'apps/api/src/db/client.ts'],
    ]);
  });

  it('leaves out tests, dynamic imports, loops outside modules/ and db/, and loops inside db/schema/ or one module', () => {
    expect(
      loops(
        file('apps/api/src/db/client.ts', "import { q } from './query';"),
        file('apps/api/src/db/query.ts', "const c = () => import('./client');"),
        file('apps/api/src/db/query.test.ts', "import { q } from './query';"),
        file('apps/api/src/modules/leads/leads.test.ts', "import '../users/public';"),
        file('apps/api/src/modules/users/public.ts', "import '../leads/public';"),
        file('apps/api/src/modules/leads/public.ts', "import './leads.repository';"),
        file('apps/api/src/modules/leads/leads.repository.ts', "import './public';"),
        file('apps/api/src/lib/a.ts', "import './b';"),
        file('apps/api/src/lib/b.ts', "import './a';"),
        file('apps/api/src/db/schema/leads.ts', "import { vehicles } from './inventory';"),
        file('apps/api/src/db/schema/inventory.ts', "import { leads } from './leads';"),
      ),
    ).toEqual([]);
    expect(
      loops(
        file('apps/api/src/db/schema/leads.ts', "import type { Db } from '../client';"),
        file('apps/api/src/db/client.ts', "import * as schema from './schema';"),
        file('apps/api/src/db/schema/index.ts', "export * from './leads';"),
      ),
    ).toEqual([['apps/api/src/db/client.ts', 'apps/api/src/db/schema/', 'apps/api/src/db/client.ts']]);
  });

  it('names the loop and the import that makes each step', () => {
    const [cycle] = findCycles([
      file('apps/api/src/modules/leads/leads.service.ts', "import { a } from '../lead-automation/public';"),
      file('apps/api/src/modules/lead-automation/public.ts', "export { a } from './sla.job';"),
      file('apps/api/src/modules/lead-automation/sla.job.ts', "import { r } from '../leads/public';"),
      file('apps/api/src/modules/leads/public.ts'),
    ]);
    expect(cycle?.message).toBe(
      'import cycle between API modules: lead-automation → leads → lead-automation ' +
        '(apps/api/src/modules/lead-automation/sla.job.ts imports apps/api/src/modules/leads/public.ts; ' +
        'apps/api/src/modules/leads/leads.service.ts imports apps/api/src/modules/lead-automation/public.ts): ' +
        '[api-import-cycle] API modules, and the files of apps/api/src/db, do not import each other in a loop; ' +
        'move what both sides need to the lower one, or hand it down',
    );
  });
});

describe('the public entry check', () => {
  const files = (...paths: string[]): SourceFile[] => paths.map((p) => ({ path: p, source: '' }));

  it('names every API module folder without a public.ts (modules/index.ts is no module; a test is no entry)', () => {
    expect(
      modulesWithoutPublicEntry(
        files(
          'apps/api/src/modules/index.ts',
          'apps/api/src/modules/auth/public.ts',
          'apps/api/src/modules/auth/auth.routes.ts',
          'apps/api/src/modules/blog/blog-posts.routes.ts',
          'apps/api/src/modules/blog/blog-posts.test.ts',
          'apps/api/src/modules/users/users.test.ts',
          'apps/api/src/lib/public.ts',
        ),
      ).map((m) => m.module),
    ).toEqual(['blog', 'users']);
  });

  it('says which folder lacks it and why', () => {
    expect(modulesWithoutPublicEntry(files('apps/api/src/modules/blog/blog-posts.routes.ts'))).toEqual([
      {
        module: 'blog',
        message:
          'apps/api/src/modules/blog/ has no public.ts: [api-public-file] every API module has its public entry ' +
          'modules/<name>/public.ts, even when it exports nothing yet',
      },
    ]);
  });
});

describe('the clock check', () => {
  const reads = (path: string, ...lines: string[]) =>
    findClockReads([file(path, ...lines)]).map((read) => `${read.file}:${read.line}`);

  it('finds the time of day read in API code, by file and line', () => {
    const name = 'apps/api/src/modules/blog/blog-posts.routes.ts';
    expect(reads(name, 'const a = 1;', 'const now = new Date();', 'const ms = Date.now( );')).toEqual([
      `${name}:2`,
      `${name}:3`,
    ]);
    expect(reads('apps/api/src/lib/x.ts', 'const d = new Date;')).toEqual(['apps/api/src/lib/x.ts:1']);
    expect(findClockReads([file(name, 'f(new Date())')])[0]?.message).toBe(
      `${name}:1 reads the time of day (new Date()): [api-clock] the API reads the time of day only ` +
        'through a clock it is given (context.clock, or a clock parameter; lib/clock.ts)',
    );
  });

  it('lets a stored value be read, and leaves out comments, the clock, tests, their helpers, the seed and other apps', () => {
    const name = 'apps/api/src/lib/x.ts';
    expect(
      reads(
        name,
        'const at = new Date(row.created_at);',
        'const later = new Date(clock.now().getTime() + 60_000);',
        'const f = new Intl.DateTimeFormat();',
        '// the old way: Date.now()',
        '/** not `new Date()` */',
        "const url = 'https://example.com'; // Date.now()",
      ),
    ).toEqual([]);
    const everywhere = 'const now = Date.now();';
    expect(reads('apps/api/src/lib/clock.ts', everywhere)).toEqual([]);
    expect(reads('apps/api/src/lib/x.test.ts', everywhere)).toEqual([]);
    expect(reads('apps/api/test/kits/x.ts', everywhere)).toEqual([]);
    expect(reads('apps/api/src/db/seed/demo.ts', everywhere)).toEqual([]);
    expect(reads('apps/api/src/modules/auctions/auctions.seed.ts', everywhere)).toEqual([]);
    expect(reads('apps/web/src/lib/format.ts', everywhere)).toEqual([]);
    expect(reads('bench/x.ts', everywhere)).toEqual([]);
  });
});

describe('the declared access check', () => {
  const found = (path: string, source: string) =>
    findHandAuthorization([{ path, source }]).map((hit) => `${hit.line}:${hit.found}`);

  it('finds authorization by hand in the API route files', () => {
    const source = [
      "import { hasPermission, isAdmin } from '@vitrina/shared';",
      'async (request) => {',
      "  if (!hasPermission(request.principal!, 'create brand catalog')) throw forbidden();",
      '  const admin = isAdmin (request.principal!);',
      "  if (principal.permissions.includes('assign lead')) return;",
      "  if (request.principal!.permissions.some((p) => p === 'x')) return;",
      "  if (actor?.permissions.includes('x')) return;",
      '}',
    ].join('\n');
    expect(found('apps/api/src/modules/catalogs/catalog-upload.routes.ts', source)).toEqual([
      '3:hasPermission(',
      '3:forbidden(',
      '4:isAdmin(',
      '5:principal.permissions.includes(',
      '6:principal!.permissions.some(',
      '7:actor?.permissions.includes(',
    ]);
    expect(found('apps/api/src/realtime/realtime.routes.ts', 'if (!found) throw forbidden();')).toEqual([
      '1:forbidden(',
    ]);
  });

  it('leaves out comments, answers that carry the permissions, other files and tests', () => {
    const source = [
      '/**',
      ' * Never isAdmin(principal) here: forbidden() comes from the declaration.',
      ' */',
      '// if (!hasPermission(principal, x)) throw forbidden();',
      'const profile = { permissions: principal.permissions, isAdminUser: false };',
      "const access = { permission: 'create brand catalog', scope: 'platform' };",
    ].join('\n');
    expect(found('apps/api/src/modules/auth/auth.routes.ts', source)).toEqual([]);
    const handWritten = 'if (!isAdmin(principal)) throw forbidden();';
    expect(found('apps/api/src/modules/users/users.rules.ts', handWritten)).toEqual([]);
    expect(found('apps/api/src/plugins/access.ts', handWritten)).toEqual([]);
    expect(found('apps/api/src/modules/users/users.routes.test.ts', handWritten)).toEqual([]);
    expect(found('apps/web/src/features/users/users.routes.ts', handWritten)).toEqual([]);
  });

  it('names the file, the line and the rule', () => {
    const [hit] = findHandAuthorization([
      { path: 'apps/api/src/modules/roles/roles.routes.ts', source: '\nif (isAdmin(p)) return;' },
    ]);
    expect(hit?.message).toMatch(
      /^apps\/api\/src\/modules\/roles\/roles\.routes\.ts:2 calls isAdmin\(…: \[api-declared-access\] route files do not authorise/,
    );
  });
});

describe('the repository', () => {
  it('authorises no route in its handlers: every check is declared (rule api-declared-access)', () => {
    const hits = findHandAuthorization(collectSourceFiles(root)).map((hit) => hit.message);
    expect(hits, `Authorization by hand:\n${hits.join('\n')}\n`).toEqual([]);
  });

  it('has no import cycle between API modules or among the files of db/', () => {
    const cycles = findCycles(collectSourceFiles(root)).map((c) => c.message);
    expect(cycles, `Import cycles:\n${cycles.join('\n')}\n`).toEqual([]);
  });

  it('gives every API module its public entry', () => {
    const missing = modulesWithoutPublicEntry(collectSourceFiles(root)).map((m) => m.message);
    expect(missing, `Modules without public.ts:\n${missing.join('\n')}\n`).toEqual([]);
  });

  it('reads the time of day only through the clock, and every exception says why', () => {
    const found = findClockReads(collectSourceFiles(root)).map((read) => read.message);
    expect(found, `Time of day read outside the clock:\n${found.join('\n')}\n`).toEqual([]);
    for (const [path, why] of Object.entries(CLOCK_ALLOWLIST)) expect(why, path).not.toBe('');
  });

  it('respects its boundaries (scripts/boundaries.ts says why each rule holds)', () => {
    const files = collectSourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const violations = checkBoundaries(files).map((v) => v.message);
    expect(violations, `Boundary violations:\n${violations.join('\n')}\n`).toEqual([]);
  });
});
