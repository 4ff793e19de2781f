/**
 * Compiles the server to JavaScript in dist-server/, so production runs `node` on it and never compiles
 * TypeScript or the client's TSX at start. One esbuild pass over the server's entry points (the server and
 * the command-line tools production runs) and the client's page renderer (src/client/entry-server.tsx,
 * which the server loads on the first server-rendered page). Packages stay imports of node_modules. The
 * demo generator (src/demo) lands in chunks of its own that only a dynamic import reaches, and the build
 * fails if the server's start-up would load it statically (docs/architecture.md, The demo generator).
 *
 * Plain JavaScript: `npm start` runs this through build-if-needed.js before anything is built.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = join(ROOT, 'dist-server');

/**
 * Every output lies in the one folder: a module's `new URL('./x', import.meta.url)` then means the same
 * place whichever entry or shared chunk its code lands in (./migrations, ./entry-server.js).
 */
const ENTRY_POINTS = {
  main: 'src/server/main.ts',
  'entry-server': 'src/client/entry-server.tsx',
  'create-admin': 'src/server/cli/create-admin.ts',
  'seed-demo': 'src/server/cli/seed-demo.ts',
  'media-copy-to-s3': 'src/server/cli/media-copy-to-s3.ts',
  'keep-assets': 'src/server/cli/keep-assets.ts',
};

/**
 * The outputs that an entry point other than a demo chunk loads through static imports (its own file and
 * every chunk it imports, transitively) and that hold code from src/demo: none, when the demo is only
 * ever reached through import().
 * @param {import('esbuild').Metafile} metafile
 * @param {string} outdir
 * @returns {string[]}
 */
function staticDemoOutputs(metafile, outdir) {
  const outputs = metafile.outputs;
  const holdsDemo = (/** @type {string} */ path) =>
    Object.keys(outputs[path]?.inputs ?? {}).some((input) => input.startsWith('src/demo/'));
  const prefix = relative(ROOT, outdir);
  const entries = Object.keys(outputs).filter((path) => {
    const entry = outputs[path]?.entryPoint;
    return entry !== undefined && Object.values(ENTRY_POINTS).includes(entry);
  });
  const reached = new Set(entries);
  const queue = [...entries];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || reached.has(imported.path)) continue;
      reached.add(imported.path);
      queue.push(imported.path);
    }
  }
  return [...reached].filter(holdsDemo).map((path) => `dist-server${path.slice(prefix.length)}`);
}

/** Builds into a fresh folder and swaps it in, so a process reading dist-server/ never sees half a build. */
export async function buildServer() {
  // Imported here, not at the top: build-if-needed.js imports this module, and a server installed without
  // development dependencies (no esbuild) runs a current build through it without building.
  const { build } = await import('esbuild');
  const staging = `${SERVER_OUT_DIR}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRY_POINTS,
    outdir: staging,
    bundle: true,
    // Lazily imported modules (the demo generator) stay chunks of their own, loaded only when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    // The oldest Node the Quick start supports (package.json's engines); CI and production run 24.
    target: 'node20',
    packages: 'external',
    // The client's tsconfig says `jsx: react-jsx`; esbuild reads each file's nearest tsconfig.
    jsx: 'automatic',
    logLevel: 'warning',
    metafile: true,
  });
  const demoLoadedAtStart = staticDemoOutputs(metafile, staging);
  if (demoLoadedAtStart.length > 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `the demo generator (src/demo) is loaded statically by ${demoLoadedAtStart.join(', ')}: ` +
        'import it with import() in demo mode only',
    );
  }
  // Migrations are read at start from beside the code that runs them (src/server/db/migrate.ts).
  cpSync(join(ROOT, 'src/server/db/migrations'), join(staging, 'migrations'), { recursive: true });
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  try {
    renameSync(staging, SERVER_OUT_DIR);
  } catch (error) {
    // Two builds at once (test files that each make sure the build is current): the other one's landed.
    if (!(error instanceof Error && 'code' in error && (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')))
      throw error;
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer().catch((error) => {
    console.error('The server build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
