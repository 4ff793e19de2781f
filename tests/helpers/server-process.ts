/**
 * Starts the real server process on a free loopback port with its own data folder, waits until it answers,
 * and stops it with SIGTERM. It runs what `npm start` runs, `node` on the build in dist-server/, rebuilt
 * first when any source is newer, so a test always runs the code it sits beside. Built, a server starts
 * and renders its first page without compiling TypeScript or TSX: seconds saved per start, and on Node 24,
 * where tsx loads the server about twice as slowly as on Node 20, more.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfNeeded } from '../../src/server/cli/build-if-needed';

export const PROJECT_ROOT = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The server as production runs it (`npm start`); startServer makes sure the build is current. */
export const BUILT_SERVER = ['dist-server/main.js'];

export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function spawnServer(
  env: Record<string, string> = {},
  args = BUILT_SERVER,
): { child: ChildProcess; output: () => string } {
  // The server is a process of its own, not code under Vitest: inheriting VITEST would make it load the
  // page renderer as if Vitest compiled it, and every page would fail to render.
  const {
    VITEST: _vitest,
    VITEST_MODE: _mode,
    VITEST_POOL_ID: _pool,
    VITEST_WORKER_ID: _worker,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

/** The exit code once the process has exited (null when a signal ended it, e.g. a test's SIGKILL). */
export const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve));

/** Starts a server on `env.PORT` when given (a restart on the same origin), else on a free port. */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 90_000,
  args = BUILT_SERVER,
): Promise<ServerProcess> {
  if (args === BUILT_SERVER) await buildServerIfNeeded();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pc-data-'));
  const { child, output } = spawnServer({ HOST: '127.0.0.1', DATA_DIR: dataDir, ...env, PORT: String(port) }, args);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output()}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    child,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited(child);
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
