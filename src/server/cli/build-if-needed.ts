/**
 * `npm start` runs this first: it builds the client when `dist/` is missing or older than any of the
 * client's sources, so a fresh clone (or a pull) serves the current app without a separate build step.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const ROOT = process.cwd();
const BUILT = join(ROOT, 'dist', 'index.html');
const SOURCES = [
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'sw',
  'src/client',
  'src/shared',
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
  await build({ logLevel: 'warn' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildClientIfNeeded().catch((error: unknown) => {
    console.error('The client build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
