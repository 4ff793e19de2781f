/**
 * Compiles the server to JavaScript in dist-server/, so production runs `node` on it and never compiles
 * TypeScript or the client's TSX at start. One esbuild pass over the server's entry points (the server and
 * the command-line tools production runs) and the client's page renderer (src/client/entry-server.tsx,
 * which the server loads on the first server-rendered page). Packages stay imports of node_modules.
 *
 * Plain JavaScript: `npm start` runs this through build-if-needed.js before anything is built.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

/** Builds into a fresh folder and swaps it in, so a process reading dist-server/ never sees half a build. */
export async function buildServer() {
  // Imported here, not at the top: build-if-needed.js imports this module, and a server installed without
  // development dependencies (no esbuild) runs a current build through it without building.
  const { build } = await import('esbuild');
  const staging = `${SERVER_OUT_DIR}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await build({
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
  });
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
