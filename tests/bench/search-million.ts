/**
 * The search bench at scale, on PostgreSQL: a throwaway database (`pc_bench_listings_<n>`) is created,
 * migrated and seeded with set-based SQL (million-seed.ts), the landing-figures job is run once (timed),
 * then every read shape of million-mix.ts is timed and planned. Exits non-zero when any p95 is 50 ms or
 * more (or a read's own budget, for a file built in the background) or any plan scans a big table whole.
 *
 *   npm run bench:search -- --listings 1000000            (seed, measure, drop)
 *   npm run bench:search -- --listings 1000000 --keep     (keep the database for the next run, which reuses it)
 *   npm run bench:search -- --listings 1000000 --drop     (only drop a kept database)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { refreshLandingFigures } from '../../src/server/features/landing/landing-figures';
import { listedCities, listedLocalities } from '../../src/server/features/listings/listings.service';
import { TEST_POSTGRES_URL, withAdmin } from '../helpers/postgres';
import { mixIds, pageMix, searchMix } from './million-mix';
import { type EntryResult, runEntry } from './million-run';
import { seedMillion } from './million-seed';

export interface MillionOptions {
  listings: number;
  runs: number;
  keep: boolean;
  drop: boolean;
  /** Only the entries whose name contains this text. */
  only?: string | undefined;
  /** Where to write every plan as JSON. */
  plansFile?: string | undefined;
  /** The database's name (default `pc_bench_listings_<listings>`). */
  database?: string | undefined;
}

/** The p95 every read must stay under. */
const P95_LIMIT_MS = 50;

const f = (ms: number) => ms.toFixed(1);

export async function benchMillion(options: MillionOptions): Promise<number> {
  const name = options.database ?? `pc_bench_listings_${options.listings}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`--database must be a plain lowercase name: ${name}`);
  const dropDatabase = () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  if (options.drop) {
    await dropDatabase();
    console.log(`Dropped ${name}.`);
    return 0;
  }
  const exists = await withAdmin(
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );
  if (!exists) await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 10);
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  let failed = false;
  try {
    await handle.migrate();
    const load = loadavg()[0]?.toFixed(2);
    console.log(
      `Search bench at scale: ${options.listings.toLocaleString('en-IN')} listings, ${options.runs} runs per read, ` +
        `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, load ${load}`,
    );
    const seeded = (await pool.query('select exists (select 1 from properties) as seeded')).rows[0]?.seeded === true;
    if (seeded) {
      console.log(`Reusing the seeded database ${name} (kept by --keep).`);
      await pool.query('analyze');
    } else {
      const client = await pool.connect();
      try {
        const result = await seedMillion(client, { listings: options.listings });
        console.log(
          `Seeded ${result.listings.toLocaleString('en-IN')} listings (${result.active.toLocaleString('en-IN')} active), ` +
            `${result.sellers.toLocaleString('en-IN')} sellers, ${result.photos.toLocaleString('en-IN')} photos in ${(result.ms / 1000).toFixed(1)} s`,
        );
        for (const step of result.steps) console.log(`  ${step.step}: ${(step.ms / 1000).toFixed(1)} s`);
      } finally {
        client.release();
      }
    }
    const { rows: sizes } = await pool.query<{ db: string; properties: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as db,
        pg_size_pretty(pg_total_relation_size('properties')) as properties`,
    );
    const pgVersion = (await pool.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    console.log(
      `Database ${name}: ${sizes[0]?.db} (properties with its indexes: ${sizes[0]?.properties}), PostgreSQL ${pgVersion}`,
    );

    // The landing pages read the figures the landing-figures job keeps: one run, as a server's first.
    const refreshStart = performance.now();
    const refreshed = await refreshLandingFigures(handle.db);
    console.log(
      `Landing figures (the landing-figures job's run, every 10 minutes): ${refreshed.cities} cities, ` +
        `${refreshed.rows.toLocaleString('en-IN')} rows in ${((performance.now() - refreshStart) / 1000).toFixed(1)} s`,
    );

    const places = { cities: await listedCities(handle.db), localities: await listedLocalities(handle.db) };
    const ids = await mixIds(handle.db);
    const mix = [...searchMix(places), ...pageMix(ids)].filter(
      (entry) => !options.only || entry.name.includes(options.only),
    );
    const results: EntryResult[] = [];
    console.log(`\n| read | p50 ms | p95 ms | p99 ms | statements | plan ms (EXPLAIN ANALYZE) | indexes | verdict |`);
    console.log('|---|---|---|---|---|---|---|---|');
    for (const entry of mix) {
      // A read can have nothing to find in a small seed (a locality with no listing): say so and go on.
      const result = await runEntry(handle.db, pool, entry, options.runs).catch((error: unknown) => {
        failed = true;
        console.log(`| ${entry.name} | - | - | - | - | - | - | FAIL: ${error instanceof Error ? error.name : error} |`);
        return undefined;
      });
      if (!result) continue;
      results.push(result);
      const limit = entry.budgetMs ?? P95_LIMIT_MS;
      const problems = [
        ...(result.p95 >= limit ? [`p95 ≥ ${limit} ms`] : []),
        ...result.seqScans.map((table) => `Seq Scan on ${table}`),
      ];
      if (problems.length) failed = true;
      console.log(
        `| ${result.name} | ${f(result.p50)} | ${f(result.p95)} | ${f(result.p99)} | ${result.statements} | ` +
          `${result.planMs.map(f).join(' + ')} | ${result.indexes.join(', ')} | ` +
          `${problems.length ? `FAIL: ${problems.join('; ')}` : limit === P95_LIMIT_MS ? 'ok' : `ok (own budget: p95 < ${limit} ms)`} |`,
      );
    }
    if (options.plansFile) {
      writeFileSync(options.plansFile, JSON.stringify(results, null, 1));
      console.log(`\nPlans written to ${options.plansFile}`);
    }
    console.log(
      failed
        ? `\nFAILED: a read has p95 ≥ ${P95_LIMIT_MS} ms (or its own budget) or a sequential scan of a big table (above).`
        : `\nEvery read: p95 under ${P95_LIMIT_MS} ms (or its own budget), no sequential scan of a big table.`,
    );
    console.log(
      `Load average after the run: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await handle.close();
    if (!options.keep) await dropDatabase();
  }
  return failed ? 1 : 0;
}
