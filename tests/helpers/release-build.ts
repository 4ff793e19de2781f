/**
 * Builds the client into a folder of its own as a labelled release (release.vite.config.ts), in a child
 * process with a clean environment, as build-if-needed.ts does: under Vitest, VITEST would switch the
 * config to tests and leave out the service worker.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest } from '../../src/server/features/client/route-preloads';
import { MANIFEST_PATH } from '../../src/server/features/client/route-preloads';
import { PROJECT_ROOT } from './server-process';

export async function buildRelease(outDir: string, label: string): Promise<void> {
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  let output = '';
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        vite,
        'build',
        '--config',
        'tests/helpers/release.vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: PROJECT_ROOT,
        env: { ...env, NODE_ENV: 'production', TEST_RELEASE_LABEL: label },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject).on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build of release ${label} exited with ${code}:\n${output}`);
}

/** The built file (`/assets/…`) of a source module, from the build's manifest. */
export function builtFile(buildDir: string, module: string): string {
  const manifest = JSON.parse(readFileSync(join(buildDir, MANIFEST_PATH), 'utf8')) as BuildManifest;
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} is not in ${buildDir}'s manifest`);
  return `/${file}`;
}
