/**
 * API benchmark over HTTP: seeds the demo marketplace with 100,000 properties into a fresh
 * database, starts the real server (src/server/main.ts, API only) on loopback, and loads each endpoint
 * with autocannon for a fixed time and number of connections, next to the no-op /api/health (the
 * framework's ceiling on this machine, measured in the same run). PGlite, then PostgreSQL when reachable.
 * Fails (exit code 1) if any answer errored or had an unexpected status.
 *
 *   npm run bench:api
 *   npm run bench:api -- --only postgres --properties 20000 --duration 5 --connections 10
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../../src/server/db/client';
import { seedDemoMarketplace } from '../../src/server/features/demo/demo-seed';
import { properties } from '../../src/server/features/listings/listings.schema';
import { createTemporaryPostgres, postgresIsReachable } from '../helpers/postgres';
import { startServer } from '../helpers/server-process';
import { type LoadCase, type LoadRequest, type LoadRow, load, printTable, withTags } from './api-load';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
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

async function cases(url: string, ids: number[]): Promise<LoadCase[]> {
  const details = ids.map((id) => ({ path: `/api/properties/${id}` }));
  const searches = VARIED_SEARCHES.map((path) => ({ path }));
  return [
    { name: 'no-op `/api/health` (ceiling)', requests: one('/api/health'), expect: 200 },
    { name: 'featured', requests: one('/api/properties/featured'), expect: 200 },
    { name: 'by-city (Bhopal)', requests: one('/api/properties/by-city?city=Bhopal'), expect: 200 },
    {
      name: 'search (Bhopal flats)',
      requests: one(search({ city: 'Bhopal', propertyType: 'Flat/Apartment' })),
      expect: 200,
    },
    { name: `search (${searches.length} queries in turn)`, requests: searches, expect: 200 },
    { name: `detail (${details.length} listings in turn)`, requests: details, expect: 200 },
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

async function run(kind: DatabaseKind): Promise<string[]> {
  console.log(`\n## ${kind}`);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'pc-api-bench-'));
  const clientDir = join(dataDir, 'no-client');
  mkdirSync(clientDir);
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
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
    });
    try {
      const rows: LoadRow[] = [];
      const options = { connections: Number(args.connections), duration: Number(args.duration) };
      for (const test of await cases(server.url, ids)) {
        const row = await load(server.url, test, options);
        console.log(`  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s (${row.statuses})`);
        rows.push(row);
        if (row.unexpected || row.errors)
          problems.push(`${kind} ${row.name}: ${row.unexpected} unexpected (${row.statuses}), ${row.errors} errors`);
      }
      printTable(rows);
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
for (const kind of kinds) problems.push(...(await run(kind)));
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
