/**
 * The demo generator (src/demo) is loaded only in demo mode: nothing in src/server, src/client, src/shared
 * or sw/ imports it statically. The server's start-up (src/server/main.ts) and the seed command reach it
 * through import() alone. The lint (.biome.jsonc) refuses any import of it from the rest of the product
 * code, and the server build checks its own output (build/build-server.js); this test holds the part the
 * lint cannot tell apart, a static import from the two files allowed a dynamic one.
 *
 * esbuild reads each file as the server build does, so a type-only import, erased by the build, loads
 * nothing and does not count. See docs/architecture.md, The demo generator.
 */
import { spawnSync } from 'node:child_process';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEMO = join(ROOT, 'src/demo');
const PRODUCT_TREES = ['src/server', 'src/client', 'src/shared', 'sw'];

interface Import {
  /** The importing file, from the root. */
  importer: string;
  specifier: string;
  kind: string;
}

const isDemo = (imported: Import, resolveDir: string) => {
  if (!imported.specifier.startsWith('.')) return false;
  const target = resolve(resolveDir, imported.specifier);
  return target === DEMO || target.startsWith(DEMO + sep);
};

/** Every import the given files make that reaches src/demo, with its kind (import-statement, dynamic-import...). */
async function demoImports(options: BuildOptions): Promise<Import[]> {
  const found: Import[] = [];
  const record: Plugin = {
    name: 'record-demo-imports',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const imported = { importer: relative(ROOT, args.importer), specifier: args.path, kind: args.kind };
        if (isDemo(imported, args.resolveDir)) found.push(imported);
        // Nothing is followed: only the files given are read.
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [record],
    ...options,
  });
  return found;
}

const staticOnly = (imports: Import[]) => imports.filter((imported) => imported.kind !== 'dynamic-import');

/** A file that is not on disk, read as if it were src/server/features/x/probe.ts. */
const probe = (contents: string) =>
  demoImports({
    stdin: { contents, loader: 'ts', resolveDir: join(ROOT, 'src/server/features/x'), sourcefile: 'probe.ts' },
  });

describe('nothing in the product code imports the demo generator statically', () => {
  const files = spawnSync('git', ['ls-files', ...PRODUCT_TREES], { cwd: ROOT, encoding: 'utf8' })
    .stdout.split('\n')
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'));

  it('in src/server, src/client, src/shared or sw/', async () => {
    expect(files.length).toBeGreaterThan(100);
    const imports = await demoImports({ entryPoints: files });
    expect(staticOnly(imports)).toEqual([]);
    // The checker sees the demo where it is used: the start-up and the seed command load it with import().
    expect(new Set(imports.map((imported) => imported.importer))).toEqual(
      new Set(['src/server/main.ts', 'src/server/cli/seed-demo.ts']),
    );
  }, 60_000);

  it('would catch an import, an export-from or a bare import of it, and lets import() and types be', async () => {
    const demo = "'../../../demo/demo-seed'";
    expect(
      staticOnly(await probe(`import { seedDemoIfEmpty } from ${demo};\nexport const x = seedDemoIfEmpty;`)),
    ).toHaveLength(1);
    expect(staticOnly(await probe(`export { seedDemoIfEmpty } from ${demo};`))).toHaveLength(1);
    expect(staticOnly(await probe(`import ${demo};`))).toHaveLength(1);
    expect(staticOnly(await probe(`import * as demo from '../../../demo';\nexport { demo };`))).toHaveLength(1);
    expect(await probe(`export const seed = () => import(${demo});`)).toMatchObject([{ kind: 'dynamic-import' }]);
    expect(await probe(`import type { DemoSeedResult } from ${demo};\nexport type R = DemoSeedResult;`)).toEqual([]);
    expect(await probe(`import { x } from '../../demo-admin';\nexport { x };`)).toEqual([]);
  });
});
