/**
 * `npm start` runs this first: it builds the client when `dist/` is missing or older than any of the
 * client's sources, so a fresh clone (or a pull) serves the current app without a separate build step.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();
const BUILT = join(ROOT, 'dist', 'index.html');
const SOURCES = [
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'build',
  'package-lock.json',
  'public',
  'sw',
  'src/client',
  'src/shared',
  'src/server/cli/build-if-needed.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when the built client is missing or older than its newest source file. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const builtAt = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

export async function buildClientIfNeeded(): Promise<boolean> {
  if (!clientBuildIsStale()) return false;
  console.warn('Building the client (dist/ is missing or out of date)...');
  // A child process with a clean environment: inside Vitest, VITEST would switch the config to tests and
  // NODE_ENV=test would give a development React without the service worker.
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  const code = await new Promise<number | null>((resolve, reject) => {
    spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildClientIfNeeded().catch((error: unknown) => {
    console.error('The client build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
