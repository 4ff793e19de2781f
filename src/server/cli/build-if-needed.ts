/**
 * For tests and benches that serve the build: runs build/build-if-needed.js (what `npm start` runs
 * first) in a process of its own, so the client in dist/ and the server in dist-server/ are current
 * (or the server alone).
 * The one implementation is that plain JavaScript file, which runs before anything is built.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../../build/build-if-needed.js', import.meta.url));

async function run(args: string[]): Promise<void> {
  const code = await new Promise<number | null>((resolve, reject) => {
    spawn(process.execPath, [SCRIPT, ...args], { stdio: 'inherit' })
      .on('error', reject)
      .on('exit', resolve);
  });
  if (code !== 0) throw new Error(`build/build-if-needed.js exited with ${code}`);
}

/** Builds the client and the server when either is missing or out of date. */
export const buildClientIfNeeded = (): Promise<void> => run([]);

/** Builds the server when it is missing or out of date, leaving the client as it is. */
export const buildServerIfNeeded = (): Promise<void> => run(['--server-only']);
