/**
 * Search benchmark: seeds the demo marketplace with 100,000 properties into a fresh database,
 * then runs a fixed mix of realistic searches and prints p50/p95/p99 latency and queries per second for
 * each, on PGlite and (when reachable) PostgreSQL, with the EXPLAIN plan of each query on PostgreSQL.
 *
 *   npm run bench:search                       (100,000 properties, both databases)
 *   npm run bench:search -- --properties 20000 --runs 100 --only postgres
 *
 * With `--listings <n>` it is the bench at scale instead (search-million.ts: PostgreSQL, set-based seed,
 * every read shape, EXPLAIN ANALYZE, non-zero exit on a slow read or a sequential scan):
 *
 *   npm run bench:search -- --listings 1000000 [--runs 100] [--keep | --drop] [--grep <name>] [--plans <file.json>]
 *     [--database <name>]   (default pc_bench_listings_<n>; another name keeps two kept databases apart)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { seedDemoMarketplace } from '../../src/demo/demo-seed';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../../src/server/db/client';
import { buildSearch, searchProperties } from '../../src/server/features/listings/listings.search';
import { listedCities, listedLocalities } from '../../src/server/features/listings/listings.service';
import { searchParamsSchema } from '../../src/shared/listings/search-params';
import { createTemporaryPostgres, postgresIsReachable } from '../helpers/postgres';
import { benchMillion } from './search-million';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    runs: { type: 'string' },
    only: { type: 'string' },
    listings: { type: 'string' },
    keep: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    grep: { type: 'string' },
    plans: { type: 'string' },
    database: { type: 'string' },
  },
});

if (args.listings) {
  process.exitCode = await benchMillion({
    listings: Number(args.listings),
    runs: Number(args.runs ?? 100),
    keep: args.keep,
    drop: args.drop,
    only: args.grep,
    plansFile: args.plans,
    database: args.database,
  });
  process.exit();
}

/** The fixed mix: what buyers actually type and click. */
const MIX: Record<string, Record<string, string>> = {
  'city only (Mumbai)': { city: 'Mumbai' },
  'city + type + budget (Bhopal flats 30-60 L)': {
    city: 'Bhopal',
    propertyType: 'Flat/Apartment',
    transactionType: 'Buy',
    minPrice: '3000000',
    maxPrice: '6000000',
  },
  'all India, newest': { sort: 'newest' },
  'free text (kolar rd bhopal)': { searchQuery: 'kolar rd bhopal' },
  'phrase (2 bhk flat in indore under 50 lakh)': { searchQuery: '2 bhk flat in indore under 50 lakh' },
  'misspelt locality (andheri wst)': { searchQuery: 'andheri wst' },
  'deep page (Mumbai, page 50, price up)': { city: 'Mumbai', page: '50', sort: 'price_asc' },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type BenchDatabase = DatabaseHandle & { destroy(): Promise<void> };

/** A fresh, migrated database outside Vitest: in-memory PGlite, or a temporary PostgreSQL database. */
async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const temporary = await createTemporaryPostgres();
  const handle = openPostgres(temporary.url, 5);
  await handle.migrate();
  return { ...handle, destroy: () => handle.close().then(() => temporary.drop()) };
}

async function explain(database: BenchDatabase, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const client = (
    database.db as unknown as {
      $client: { query(q: string, p: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const { rows } = await client.query(`EXPLAIN ${text}`, params);
  return rows.map((row) => Object.values(row)[0]).join('\n    ');
}

async function run(kind: DatabaseKind) {
  const properties = Number(args.properties);
  const runs = Number(args.runs ?? 200);
  const database = await freshDatabase(kind);
  const mediaDir = mkdtempSync(join(tmpdir(), 'pc-bench-media-'));
  try {
    const seeded = await seedDemoMarketplace(database, {
      mediaDir,
      properties,
      projects: Math.round(properties / 200),
      sellers: Math.round(properties / 30),
    });
    await database.db.execute(sql`analyze`);
    console.log(
      `\n## ${kind}: ${seeded.properties.toLocaleString('en-IN')} properties seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const cities = await listedCities(database.db);
    const localities = await listedLocalities(database.db);
    console.log(`\n| query | p50 ms | p95 ms | p99 ms | queries/s | results |\n|---|---|---|---|---|---|`);
    const plans: string[] = [];
    for (const [name, query] of Object.entries(MIX)) {
      const params = searchParamsSchema.parse(query);
      let total = 0;
      for (let i = 0; i < 10; i++) total = (await searchProperties(database.db, params, cities, localities)).total;
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await searchProperties(database.db, params, cities, localities);
        times.push(performance.now() - t0);
      }
      const elapsed = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1);
      console.log(
        `| ${name} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${Math.round(runs / elapsed)} | ${total} |`,
      );
      if (kind === 'postgres') {
        const built = buildSearch(database.db, params, cities, localities);
        plans.push(
          `${name}\n  rows:\n    ${await explain(database, built.rows)}\n  total:\n    ${await explain(database, built.total)}`,
        );
      }
    }
    if (plans.length) console.log(`\nEXPLAIN (PostgreSQL):\n\n${plans.join('\n\n')}`);
  } finally {
    await database.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

const kinds: DatabaseKind[] = args.only
  ? [args.only as DatabaseKind]
  : ['pglite', ...((await postgresIsReachable()) ? (['postgres'] as const) : [])];
console.log(
  `Search benchmark: ${Number(args.properties).toLocaleString('en-IN')} properties, ${args.runs ?? 200} runs per query, node ${process.version}`,
);
for (const kind of kinds) await run(kind);
