/**
 * A returning visitor's first listing card: the service worker serving every navigation from the
 * precached shell (shell-first, as before the server rendered pages) against asking the server for the
 * page's HTML first (network-first, sw/navigations.ts). Two builds of today's client (the shell-first one
 * with VITE_SW_NAVIGATIONS=shell-first), each on its own real server with the demo marketplace, in
 * Debian's Chromium at 360x800. Each run is a new visitor: a first visit to `/` and to Bhopal flats'
 * results (until the worker controls the page: its install precached every public page's code), then both
 * pages opened again, once with the worker stopped (a visitor coming back later: the browser starts it for the
 * navigation) and once with it still running. The figure is the time from navigation start to the frame in
 * which the first listing card is in the page. Runs alternate between the two builds; medians are printed.
 *
 *   node --import tsx tests/bench/navigation-bench.ts [--runs 5]     (builds ./dist first if it is stale)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { findChromium, launchChromium, PHONE } from '../helpers/browser';
import { PROJECT_ROOT, type ServerProcess, startServer } from '../helpers/server-process';
import { LISTING_CARD } from './web/repeat-visit';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(flags.runs ?? 5);

const PAGES = [
  { name: 'home', path: PATHS.home },
  {
    name: 'Bhopal flats',
    path: searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal', state: 'Madhya Pradesh' }),
  },
] as const;
const WORKER_STATES = ['stopped', 'running'] as const;
const VARIANTS = ['shell-first', 'network-first'] as const;

type Variant = (typeof VARIANTS)[number];
type Key = `${Variant}|${string}|${(typeof WORKER_STATES)[number]}`;
/** One page and worker state of one build: each run's figure, and how many runs had the server's HTML. */
interface Cell {
  ms: number[];
  rendered: number;
}

/** Builds today's client into `outDir` with the worker serving every navigation from the shell. */
async function buildShellFirst(outDir: string): Promise<void> {
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const code = await new Promise<number | null>((resolve, reject) => {
    spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: PROJECT_ROOT,
      env: { ...env, NODE_ENV: 'production', VITE_SW_NAVIGATIONS: 'shell-first' },
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
}

/**
 * Records, in the page, the first frame in which a listing card is laid out (checked every frame). A
 * string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
 */
const watchFirstCard = (selector: string) => `
  (() => {
    const check = (now) => {
      const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) window.firstCardMs = now;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;

async function poll(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens `path` and resolves with when its first card showed, and whether the HTML was the server's. */
async function open(page: Page, path: string): Promise<{ ms: number; serverHtml: boolean }> {
  await page.goto(path, { waitUntil: 'commit' });
  await poll(`the first card of ${path}`, () =>
    page.evaluate(() => (window as unknown as { firstCardMs?: number }).firstCardMs !== undefined),
  );
  return page.evaluate((attribute) => {
    const ms = Math.round((window as unknown as { firstCardMs: number }).firstCardMs);
    return { ms, serverHtml: document.querySelector(`[${attribute}]`) !== null };
  }, SERVER_RENDERED_ATTRIBUTE);
}

/** One returning visitor on `server`: its figures for each page and worker state. */
async function visitor(browser: Browser, server: ServerProcess, variant: Variant, figures: Map<Key, Cell>) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow', baseURL: server.url });
  try {
    await context.addInitScript({ content: watchFirstCard(LISTING_CARD) });
    const page = await context.newPage();
    // The first visit: the worker installs (precaching every public page's code) and takes control; both
    // pages seen once.
    await page.goto(PATHS.home);
    await poll('the worker to control the page', () =>
      page.evaluate(() => navigator.serviceWorker.controller !== null),
    );
    for (const { path } of PAGES) await open(page, path);
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    for (const { name, path } of PAGES) {
      for (const state of WORKER_STATES) {
        if (state === 'stopped') {
          await cdp.send('ServiceWorker.stopAllWorkers');
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        const { ms, serverHtml } = await open(page, path);
        if (variant === 'shell-first' && serverHtml) throw new Error(`shell-first ${name}: the server's HTML came`);
        const key: Key = `${variant}|${name}|${state}`;
        const cell = figures.get(key) ?? { ms: [], rendered: 0 };
        figures.set(key, { ms: [...cell.ms, ms], rendered: cell.rendered + (serverHtml ? 1 : 0) });
        await page.waitForLoadState('networkidle');
      }
    }
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('Chromium is needed (apt-get install -y chromium)');
await buildClientIfNeeded();
const shellDir = mkdtempSync(join(tmpdir(), 'pc-shell-first-'));
const servers: Partial<Record<Variant, ServerProcess>> = {};
try {
  await buildShellFirst(shellDir);
  const common = { LOG_LEVEL: 'warn', DEMO_MODE: 'true', RATE_LIMIT_SCALE: '20' };
  servers['network-first'] = await startServer({ ...common, CLIENT_DIR: join(PROJECT_ROOT, 'dist') });
  servers['shell-first'] = await startServer({ ...common, CLIENT_DIR: shellDir });
  // The demo marketplace seeds itself after the server answers: wait until both have Bhopal flats.
  for (const server of Object.values(servers))
    await poll(
      'the demo marketplace',
      async () => {
        const response = await fetch(`${server?.url}/api/properties/featured?limit=1`).catch(() => null);
        const body = (await response?.json().catch(() => null)) as { data?: unknown[] } | null;
        return (body?.data?.length ?? 0) > 0;
      },
      120_000,
    );
  const browser = await launchChromium(chromiumPath);
  const figures = new Map<Key, Cell>();
  const loads: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // Alternate which build goes first, so a slow spell on the shared machine falls on both.
      const order = run % 2 ? [...VARIANTS].reverse() : VARIANTS;
      for (const variant of order) {
        loads.push(loadavg()[0] ?? 0);
        const server = servers[variant];
        if (server) await visitor(browser, server, variant, figures);
      }
      console.log(`run ${run + 1} of ${RUNS} done`);
    }
  } finally {
    await browser.close();
  }
  const cpu = cpus();
  console.log(
    `\nFirst listing card of a returning visitor (ms from navigation start), median of ${RUNS} runs; ` +
      `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, one-minute load ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`,
  );
  console.log(
    `${'page'.padEnd(14)} ${'worker'.padEnd(9)} ${'shell-first'.padStart(12)} ${'network-first'.padStart(14)}`,
  );
  for (const { name } of PAGES)
    for (const state of WORKER_STATES) {
      const shell = figures.get(`shell-first|${name}|${state}`) ?? { ms: [], rendered: 0 };
      const network = figures.get(`network-first|${name}|${state}`) ?? { ms: [], rendered: 0 };
      console.log(
        `${name.padEnd(14)} ${state.padEnd(9)} ${String(median(shell.ms)).padStart(12)} ${String(median(network.ms)).padStart(14)}` +
          `   (shell-first ${shell.ms.join(', ')}; network-first ${network.ms.join(', ')}; ` +
          `the server's HTML in ${network.rendered} of ${network.ms.length})`,
      );
    }
} finally {
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
  rmSync(shellDir, { recursive: true, force: true });
}
