/**
 * The lint rules that hold the code's shape (.biome.jsonc) fail when broken. Each case writes a small file
 * where the rule applies, the project's own Biome lints them all in one run, and each file must come back
 * with the rule it breaks, or with nothing when it keeps the rules. The files go in a hidden folder inside
 * each tree (tsc's globs skip hidden folders) and are removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = `.lint-probe-${process.pid}`;
const RESTRICTED = 'lint/style/noRestrictedImports';
const FILE_NAME = 'lint/style/useFilenamingConvention';

interface Case {
  /** Where the file goes: a tree, then the probe folder, then the file's name. */
  tree: string;
  name: string;
  source: string;
}

/** src/demo/demo-seed.ts from a probe `depth` folders below src/ (src/client/.lint-probe-N is 2). */
const DEMO_IMPORT = (depth: number) => `${'../'.repeat(depth)}demo/demo-seed`;

const cases = {
  jotaiInClient: { tree: 'src/client/features', name: 'x.atoms.ts', source: "import { atom } from 'jotai';" },
  jotaiUtilsInTests: { tree: 'tests/unit', name: 'x.ts', source: "import { RESET } from 'jotai/utils';" },
  jotaiThroughStore: {
    tree: 'src/client/features',
    name: 'y.atoms.ts',
    source: "import { atom } from '../../app/store';",
  },
  toastMainEntryInClient: {
    tree: 'src/client/features',
    name: 'use-toast.ts',
    source: "import { toast } from 'react-hot-toast';",
  },
  toastMainEntryInTests: { tree: 'tests/unit', name: 'y.ts', source: "import { toast } from 'react-hot-toast';" },
  toastHeadless: {
    tree: 'src/client/features',
    name: 'use-toast-2.ts',
    source: "import { toast } from 'react-hot-toast/headless';",
  },
  reactInWorker: { tree: 'sw', name: 'a.ts', source: "import { useState } from 'react';" },
  reactDomInWorker: { tree: 'sw', name: 'b.ts', source: "import { createRoot } from 'react-dom/client';" },
  clientInWorker: { tree: 'sw', name: 'c.ts', source: "import { getJson } from '../../src/client/lib/http';" },
  sharedInWorker: { tree: 'sw', name: 'd.ts', source: "import { ROUTES } from '../../src/shared/route-titles';" },
  demoInServerFeature: {
    tree: 'src/server/features',
    name: 'a.ts',
    source: `import { seedDemoIfEmpty } from '${DEMO_IMPORT(3)}';`,
  },
  demoLoadedLazily: {
    tree: 'src/server/features',
    name: 'b.ts',
    source: `export const seed = () => import('${DEMO_IMPORT(3)}');`,
  },
  demoInServerLib: { tree: 'src/server/lib', name: 'a.ts', source: "import { seedDemoIfEmpty } from '../../../demo';" },
  demoInServerDb: { tree: 'src/server/db', name: 'a.ts', source: `import { x } from '${DEMO_IMPORT(3)}';` },
  demoInServerRoot: { tree: 'src/server', name: 'a.ts', source: `import { x } from '${DEMO_IMPORT(2)}';` },
  demoInClient: { tree: 'src/client', name: 'a.ts', source: `import { x } from '${DEMO_IMPORT(2)}';` },
  demoInShared: { tree: 'src/shared', name: 'a.ts', source: `import { x } from '${DEMO_IMPORT(2)}';` },
  demoInWorker: { tree: 'sw', name: 'e.ts', source: `import { x } from '../${DEMO_IMPORT(2)}';` },
  demoInSeedCommand: {
    tree: 'src/server/cli',
    name: 'a.ts',
    source: `export const seed = () => import('${DEMO_IMPORT(3)}');`,
  },
  camelCaseName: { tree: 'src/client', name: 'listingCard.ts', source: '' },
  pascalCaseModule: { tree: 'src/client', name: 'ListingCard.ts', source: '' },
  pascalCaseComponent: { tree: 'src/client', name: 'ListingCard.tsx', source: '' },
  kebabCaseWithRole: { tree: 'src/client', name: 'listing-card.atoms.ts', source: '' },
  zodInSchema: { tree: 'src/shared', name: 'thing.schema.ts', source: "import { z } from 'zod';" },
  tablesInSchema: {
    tree: 'src/server/features',
    name: 'thing.schema.ts',
    source: "import { pgTable } from 'drizzle-orm/pg-core';",
  },
} satisfies Record<string, Case>;

type CaseName = keyof typeof cases;
const pathOf = (name: CaseName) => join(cases[name].tree, PROBE, cases[name].name);

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

/** The Biome diagnostics (rule, message) for each file linted, by the file's path from the root. */
function lint(paths: string[]): Map<string, Diagnostic[]> {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['lint', '--reporter=json', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  const byPath = new Map<string, Diagnostic[]>();
  for (const diagnostic of report.diagnostics) {
    const path = diagnostic.location.path;
    byPath.set(path, [...(byPath.get(path) ?? []), diagnostic]);
  }
  return byPath;
}

/** Real files linted beside the probes: each may do what the rules refuse elsewhere. */
const REAL_FILES = ['src/client/app/store.ts', 'src/server/main.ts', 'src/server/cli/seed-demo.ts'];

let reports = new Map<string, Diagnostic[]>();
const reported = (name: CaseName) => (reports.get(pathOf(name)) ?? []).map((d) => d.category);
const messages = (name: CaseName) => (reports.get(pathOf(name)) ?? []).map((d) => d.message).join('\n');

beforeAll(() => {
  for (const name of Object.keys(cases) as CaseName[]) {
    const file = join(ROOT, pathOf(name));
    mkdirSync(dirname(file), { recursive: true });
    // Each probe exports what it imports, so no rule but the one under test has anything to say.
    const { source } = cases[name];
    const used = source.match(/import \{ (\w+) \}/)?.[1];
    const tail = used ? `\nexport const used = ${used};\n` : source.includes('export') ? '' : 'export {};\n';
    writeFileSync(file, `${source}\n${tail}`);
  }
  reports = lint([...(Object.keys(cases) as CaseName[]).map(pathOf), ...REAL_FILES]);
}, 30_000);

afterAll(() => {
  for (const tree of new Set(Object.values(cases).map((c) => c.tree))) {
    rmSync(join(ROOT, tree, PROBE), { recursive: true, force: true });
  }
});

describe('jotai only through the app store module', () => {
  it('refuses jotai imported straight from the package, in the app and in tests', () => {
    expect(reported('jotaiInClient')).toEqual([RESTRICTED]);
    expect(messages('jotaiInClient')).toContain('src/client/app/store.ts');
    expect(reported('jotaiUtilsInTests')).toEqual([RESTRICTED]);
  });

  it('accepts jotai taken from the store module, and the store module importing jotai itself', () => {
    expect(reported('jotaiThroughStore')).toEqual([]);
    expect(reports.get('src/client/app/store.ts') ?? []).toEqual([]);
  });
});

describe("toasts through react-hot-toast's headless entry, the toaster's own store", () => {
  it('refuses the main entry, in the app and in tests', () => {
    expect(reported('toastMainEntryInClient')).toEqual([RESTRICTED]);
    expect(messages('toastMainEntryInClient')).toContain('react-hot-toast/headless');
    expect(reported('toastMainEntryInTests')).toEqual([RESTRICTED]);
  });

  it('accepts the headless entry', () => {
    expect(reported('toastHeadless')).toEqual([]);
  });
});

describe('the service worker never imports React', () => {
  it('refuses react, react-dom and the page’s own modules in sw/', () => {
    expect(reported('reactInWorker')).toEqual([RESTRICTED]);
    expect(messages('reactInWorker')).toContain('no React');
    expect(reported('reactDomInWorker')).toEqual([RESTRICTED]);
    expect(reported('clientInWorker')).toEqual([RESTRICTED]);
  });

  it('accepts shared code', () => {
    expect(reported('sharedInWorker')).toEqual([]);
  });
});

describe('product code never imports the demo generator', () => {
  it.each([
    'demoInServerFeature',
    'demoLoadedLazily',
    'demoInServerLib',
    'demoInServerDb',
    'demoInServerRoot',
    'demoInClient',
    'demoInShared',
    'demoInWorker',
  ] as const)('refuses it in %s', (name) => {
    expect(reported(name)).toEqual([RESTRICTED]);
    expect(messages(name)).toContain('demo generator');
  });

  it('lets the server’s start-up and the seed command start it (tests/unit/demo-imports.test.ts: lazily)', () => {
    expect(reported('demoInSeedCommand')).toEqual([]);
    expect(reports.get('src/server/main.ts') ?? []).toEqual([]);
    expect(reports.get('src/server/cli/seed-demo.ts') ?? []).toEqual([]);
  });
});

describe('file names', () => {
  it('refuses a camelCase name, and a PascalCase name on a module that is not a component', () => {
    expect(reported('camelCaseName')).toEqual([FILE_NAME]);
    expect(reported('pascalCaseModule')).toEqual([FILE_NAME]);
  });

  it('accepts a PascalCase component and a kebab-case module with its role as a suffix', () => {
    expect(reported('pascalCaseComponent')).toEqual([]);
    expect(reported('kebabCaseWithRole')).toEqual([]);
  });

  it('keeps *.schema.ts for Drizzle tables: a zod contract there is refused', () => {
    expect(reported('zodInSchema')).toEqual([RESTRICTED]);
    expect(messages('zodInSchema')).toContain('-contract.ts');
    expect(reported('tablesInSchema')).toEqual([]);
  });

  it('every *.schema.ts is a feature’s tables, gathered into the one Drizzle schema', () => {
    const files = spawnSync('git', ['ls-files', '*.schema.ts'], { cwd: ROOT, encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
    const gathered = [
      ...readFileSync(join(ROOT, 'src/server/db/schema.ts'), 'utf8').matchAll(/from '\.\.\/(.+)'/g),
    ].map((match) => `src/server/${match[1]}.ts`);
    expect(files.sort()).toEqual(gathered.sort());
  });
});
