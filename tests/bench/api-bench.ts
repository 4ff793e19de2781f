/**
 * API benchmark over HTTP: seeds the demo marketplace with 100,000 properties into a fresh
 * database, starts the real server (src/server/main.ts, with a client built for the run) on loopback, and
 * loads each endpoint and the server-rendered results page with autocannon for a fixed time and number of
 * connections, next to the no-op /api/health (the framework's ceiling on this machine, measured in the same
 * run). PGlite, then PostgreSQL when reachable. Fails (exit code 1) if any answer errored or had an
 * unexpected status, if the results page was not rendered on the server, or if one of the visitors' reads
 * in TARGETED served fewer than `--min-share` (0.5) of the no-op's requests per second.
 *
 *   npm run bench:api
 *   npm run bench:api -- --only postgres --properties 20000 --duration 5 --connections 10 --client dist
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { seedDemoMarketplace } from '../../src/demo/demo-seed';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../../src/server/db/client';
import { properties } from '../../src/server/features/listings/listings.schema';
import { searchResultsUrl } from '../../src/shared/listings/search-href';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { createTemporaryPostgres, postgresIsReachable } from '../helpers/postgres';
import { PROJECT_ROOT, startServer } from '../helpers/server-process';
import { BROWSER_HEADERS, type LoadCase, type LoadRequest, type LoadRow, load, printTable, withTags } from './api-load';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    /** A built client folder; by default the run builds one of its own (`vite build` into a temporary folder). */
    client: { type: 'string' },
    'min-share': { type: 'string', default: '0.5' },
  },
});

const search = (query: Record<string, string>) => `/api/properties/search?${new URLSearchParams(query)}`;

/** What buyers type and click, in turn (the same mix as bench:search). */
const VARIED_SEARCHES = [
  search({ city: 'Mumbai' }),
  search({
    city: 'Bhopal',
    propertyType: 'Flat/Apartment',
    transactionType: 'Buy',
    minPrice: '3000000',
    maxPrice: '6000000',
  }),
  search({ sort: 'newest' }),
  search({ searchQuery: 'kolar rd bhopal' }),
  search({ searchQuery: '2 bhk flat in indore under 50 lakh' }),
  search({ searchQuery: 'andheri wst' }),
  search({ city: 'Pune', page: '3' }),
  search({ city: 'Indore', transactionType: 'Rent' }),
];

const one = (path: string): LoadRequest[] => [{ path }];

const HEALTH = '/api/health';
const NOOP = 'no-op `/api/health`';

/** The results page a visitor opens for a city, rendered on the server. */
const RESULTS_PAGE = searchResultsUrl({ city: 'Bhopal' });

const NAMES = {
  featured: 'featured',
  byCity: 'by-city (Bhopal)',
  search: 'search (Bhopal flats)',
  detail: (n: number) => `detail (${n} listings in turn)`,
  resultsPage: 'results page, server-rendered (Bhopal)',
};

/** What visitors read most: each must serve at least `--min-share` of the no-op's requests/s. */
const TARGETED = (detailCount: number) =>
  new Set([NAMES.featured, NAMES.byCity, NAMES.search, NAMES.detail(detailCount), NAMES.resultsPage]);

async function cases(url: string, ids: number[]): Promise<LoadCase[]> {
  const details = ids.map((id) => ({ path: `/api/properties/${id}` }));
  const searches = VARIED_SEARCHES.map((path) => ({ path }));
  return [
    { name: `${NOOP} (ceiling)`, requests: one(HEALTH), expect: 200 },
    { name: NAMES.featured, requests: one('/api/properties/featured'), expect: 200 },
    { name: NAMES.byCity, requests: one('/api/properties/by-city?city=Bhopal'), expect: 200 },
    { name: NAMES.search, requests: one(search({ city: 'Bhopal', propertyType: 'Flat/Apartment' })), expect: 200 },
    { name: `search (${searches.length} queries in turn)`, requests: searches, expect: 200 },
    { name: NAMES.detail(details.length), requests: details, expect: 200 },
    { name: NAMES.resultsPage, requests: one(RESULTS_PAGE), expect: 200 },
    {
      name: `search, If-None-Match (${searches.length} queries) → 304`,
      requests: await withTags(url, searches),
      expect: 304,
    },
    {
      name: `detail, If-None-Match (${details.length} listings) → 304`,
      requests: await withTags(url, details),
      expect: 304,
    },
    { name: `${NOOP} again`, requests: one(HEALTH), expect: 200 },
  ];
}

interface Prepared {
  /** The server's database settings. */
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

/** Seeds a fresh database of `kind` and closes it, so the server can open it. */
async function prepare(kind: DatabaseKind, dataDir: string): Promise<Prepared & { ids: number[] }> {
  const count = Number(args.properties);
  let handle: DatabaseHandle;
  let prepared: Prepared;
  if (kind === 'pglite') {
    handle = await openPglite(dataDir);
    prepared = { env: {}, cleanUp: async () => {} };
  } else {
    const temporary = await createTemporaryPostgres();
    handle = openPostgres(temporary.url, 5);
    prepared = { env: { DATABASE_URL: temporary.url }, cleanUp: () => temporary.drop() };
  }
  try {
    await handle.migrate();
    const seeded = await seedDemoMarketplace(handle, {
      mediaDir: join(dataDir, 'media'),
      properties: count,
      projects: Math.round(count / 200),
      sellers: Math.round(count / 30),
    });
    await handle.db.execute(sql`analyze`);
    console.log(`${seeded.properties.toLocaleString('en-IN')} properties seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
    const rows = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'active'))
      .orderBy(sql`random()`)
      .limit(200);
    await handle.close();
    return { ...prepared, ids: rows.map((row) => row.id) };
  } catch (error) {
    await handle.close().catch(() => {});
    await prepared.cleanUp();
    throw error;
  }
}

/**
 * Builds the client into `dir` as build-if-needed.ts builds dist/ (a clean environment, production mode),
 * into a folder of the run's own so that nobody's dist/ is replaced under them.
 */
async function buildClient(dir: string): Promise<void> {
  console.log('building the client...');
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const { VITEST: _vitest, VITEST_MODE: _mode, ...env } = process.env;
  const code = await new Promise<number | null>((resolve, reject) => {
    spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], {
      cwd: PROJECT_ROOT,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
}

/** The results page must be the server's rendering, not the shell it falls back to. */
async function renderedOnServer(url: string): Promise<boolean> {
  const res = await fetch(`${url}${RESULTS_PAGE}`, { headers: BROWSER_HEADERS });
  return res.status === 200 && (await res.text()).includes(SERVER_RENDERED_ATTRIBUTE);
}

async function run(kind: DatabaseKind, clientDir: string): Promise<string[]> {
  console.log(`\n## ${kind}`);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'pc-api-bench-'));
  const { env, ids, cleanUp } = await prepare(kind, dataDir);
  const problems: string[] = [];
  try {
    const server = await startServer({
      ...env,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      NODE_ENV: 'production',
      // Never called: nobody signs in during the benchmark. Production refuses the console sender.
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      APP_SECRET: 'a-benchmark-key-of-at-least-32-characters',
      PUBLIC_ORIGIN: 'https://www.example.in',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
    });
    try {
      if (!(await renderedOnServer(server.url)))
        problems.push(`${kind}: ${RESULTS_PAGE} was not rendered on the server (the shell went out)`);
      const rows: LoadRow[] = [];
      const options = { connections: Number(args.connections), duration: Number(args.duration) };
      // A server just started is still compiling (the page renderer, the JIT): a few seconds of everything
      // first, so that the first case measured, the no-op, is not the slowest.
      const warmUp = [HEALTH, '/api/properties/featured', RESULTS_PAGE].map((path) => ({ path }));
      await load(server.url, { name: 'warm-up', requests: warmUp, expect: 200 }, { ...options, duration: 3 });
      for (const test of await cases(server.url, ids)) {
        const row = await load(server.url, test, options);
        console.log(`  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s (${row.statuses})`);
        rows.push(row);
        if (row.unexpected || row.errors)
          problems.push(`${kind} ${row.name}: ${row.unexpected} unexpected (${row.statuses}), ${row.errors} errors`);
      }
      // The no-op, measured first and last: the higher is the ceiling (the machine may be busier at one end).
      const ceiling = Math.max(...rows.filter((r) => r.name.startsWith(NOOP)).map((r) => r.requestsPerSecond));
      printTable(rows, ceiling);
      const minShare = Number(args['min-share']);
      for (const row of rows.filter((r) => TARGETED(ids.length).has(r.name)))
        if (row.requestsPerSecond < minShare * ceiling)
          problems.push(
            `${kind} ${row.name}: ${Math.round(row.requestsPerSecond)} req/s, under ${minShare} of the no-op's ${Math.round(ceiling)}`,
          );
    } finally {
      const code = await server.stop();
      if (code !== 0) problems.push(`${kind}: the server exited with ${code}:\n${server.output()}`);
    }
  } finally {
    await cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return problems;
}

const cpus = os.cpus();
console.log(
  `API benchmark: ${Number(args.properties).toLocaleString('en-IN')} properties, ${args.connections} connections, ` +
    `${args.duration} s per endpoint, over loopback\n` +
    `machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
    `node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
const kinds: DatabaseKind[] = args.only
  ? [args.only as DatabaseKind]
  : ['pglite', ...((await postgresIsReachable()) ? (['postgres'] as const) : [])];
const problems: string[] = [];
const builtDir = args.client ? undefined : mkdtempSync(join(os.tmpdir(), 'pc-api-bench-client-'));
try {
  if (builtDir) await buildClient(builtDir);
  for (const kind of kinds) problems.push(...(await run(kind, args.client ?? (builtDir as string))));
} finally {
  if (builtDir) rmSync(builtDir, { recursive: true, force: true });
}
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
if (problems.length) {
  console.error(`\nFAILED:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
