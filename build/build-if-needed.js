/**
 * `npm start` runs this first: it builds the client (dist/) and the server (dist-server/) when either is
 * missing or older than any of its sources, so a fresh clone (or a pull) serves the current app without a
 * separate build step, and a current build starts at once.
 *
 * Plain JavaScript, so it runs on a machine where nothing is built yet and without a TypeScript loader.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_OUT_DIR } from './build-server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const CLIENT = {
  built: join(ROOT, 'dist', 'index.html'),
  sources: [
    'index.html',
    'manifest.webmanifest',
    'vite.config.ts',
    'build',
    'package-lock.json',
    'public',
    'sw',
    'src/client',
    'src/shared',
  ],
};
// All of src/: the server, the demo generator, the code shared with the client, and the page renderer.
const SERVER = {
  built: join(SERVER_OUT_DIR, 'main.js'),
  sources: ['src', 'package-lock.json', 'build/build-server.js'],
};

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** @param {{ built: string, sources: string[] }} target True when the output is missing or older than a source. */
function isStale({ built, sources }) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

export const clientBuildIsStale = () => isStale(CLIENT);
export const serverBuildIsStale = () => isStale(SERVER);

async function buildClient() {
  // A child process with a clean environment: inside Vitest, VITEST would switch the config to tests and
  // NODE_ENV=test would give a development React without the service worker.
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  const code = await new Promise((resolve, reject) => {
    spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
}

const LOCK = join(ROOT, 'node_modules', '.cache', 'build-if-needed.lock');

/** The process holding the lock, or 0 while it is being written or once it is gone. */
function lockHolder() {
  try {
    return Number(readFileSync(LOCK, 'utf8'));
  } catch {
    return 0;
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * One build at a time: test files that each make sure the build is current start at once, and two Vite
 * builds into one dist/ break each other. A waiter checks again once the lock is free, so it builds nothing
 * the other just built. A lock whose process is gone is taken over.
 * @template T @param {() => Promise<T>} work @returns {Promise<T>}
 */
async function oneAtATime(work) {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = lockHolder();
    if (holder > 0 && !isRunning(holder)) rmSync(LOCK, { force: true });
    else await sleep(200);
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/**
 * Builds what is stale, one build at a time; resolves with what it built. `serverOnly` leaves the client
 * alone (the API suites start servers that render no page from dist/).
 * @param {{ serverOnly?: boolean }} [options]
 */
export const buildIfNeeded = (options = {}) => oneAtATime(() => buildStale(options));

/** @param {{ serverOnly?: boolean }} options */
async function buildStale({ serverOnly = false }) {
  const client = !serverOnly && clientBuildIsStale();
  if (client) {
    console.warn('Building the client (dist/ is missing or out of date)...');
    await buildClient();
  }
  const server = serverBuildIsStale();
  if (server) {
    console.warn('Building the server (dist-server/ is missing or out of date)...');
    await buildServer();
  }
  return { client, server };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ serverOnly: process.argv.includes('--server-only') }).catch((error) => {
    console.error('The build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
