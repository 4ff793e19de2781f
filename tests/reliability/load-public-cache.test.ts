/**
 * The public cache under the load that used to empty it: two server processes sharing PostgreSQL and
 * Redis, visitors reading searches, landing pages and listings, while signed-in buyers rename themselves
 * as fast as they can and a client sends every read with a made-up session token or recent-write cookie.
 * Nothing a buyer edits is public, and a stranger's token or cookie is a visitor's: the cache stays warm.
 *
 * It prints the hit ratio (each answer's `Server-Timing: cache;desc=hit|miss`) and the rows PostgreSQL
 * read per anonymous read (pg_stat_database, the whole database, buyers' edits included), beside the rows
 * a search reads when nothing is kept. LOAD_SECONDS (default 8) and LOAD_CONCURRENCY (default 8) change
 * the run.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../helpers/cluster';
import {
  type Account,
  account,
  adminAccount,
  approve,
  call,
  postFlat,
  sellerAccount,
  setFreeListingQuota,
} from '../helpers/cluster-api';
import { LOAD_RATE_LIMIT_SCALE } from '../helpers/cluster-load';
import { flatAt } from '../helpers/cluster-load-seed';
import { printFigures } from '../helpers/print-figures';

const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 8);
const LISTINGS = 20;
const EDITORS = 4;
// A backend reports its counts to pg_stat_database within 10 s of going idle (PostgreSQL's idle interval).
const STATS_SETTLE_MS = 11_000;

let cluster: Cluster;
let admin: Account;
let buyers: Account[];
let ids: number[];

beforeAll(async () => {
  cluster = await startCluster({ processes: 2, env: { RATE_LIMIT_SCALE: LOAD_RATE_LIMIT_SCALE } });
  admin = await adminAccount(cluster);
  await setFreeListingQuota(cluster, admin, LISTINGS);
  const seller = await sellerAccount(cluster);
  ids = [];
  for (let i = 0; i < LISTINGS; i += 1)
    ids.push(
      await postFlat(cluster.node(i), seller, flatAt(i, `Flat ${i + 1} near the lake`, 'Corner flat, 24x7 water.')),
    );
  await approve(cluster, admin, ids);
  buyers = await Promise.all(
    Array.from({ length: EDITORS }, (_, i) => account(cluster, cluster.node(i), cluster.ip(10 + i))),
  );
}, 120_000);
afterAll(() => cluster?.stop());

/** What a visitor reads: each city's searches and landing page, and every listing. */
const visitorPaths = () => [
  ...['Bhopal', 'Indore'].flatMap((city) =>
    ['', '&sort=newest', '&sort=price_asc', '&bedrooms=2'].map(
      (extra) => `/api/properties/search?city=${city}${extra}`,
    ),
  ),
  '/api/landing/bhopal',
  '/api/landing/indore',
  '/api/properties/featured',
  ...ids.map((id) => `/api/properties/${id}`),
];

/** How a stranger dresses a visitor's read: nothing, a made-up token, or a recent-write cookie not signed. */
const disguises = (): Record<string, string>[] => [
  {},
  { Authorization: `Bearer ${randomBytes(24).toString('base64url')}` },
  { Cookie: `pc_recent_write=${Math.floor(Date.now() / 1000) + 60}.${randomBytes(16).toString('base64url')}` },
];

/** Rows PostgreSQL returned and fetched in the cluster's database so far, once every backend reported. */
async function rowsRead(): Promise<number> {
  await sleep(STATS_SETTLE_MS);
  await cluster.sql.query('select pg_stat_clear_snapshot()');
  const { rows } = await cluster.sql.query<{ rows: string }>(
    'select tup_returned + tup_fetched as rows from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]?.rows ?? 0);
}

interface Tally {
  reads: number;
  hits: number;
  refused: number;
  edits: number;
}

/** Visitors (some disguised) read for `ms`, while `editors` rename themselves. */
async function load(ms: number, editors: Account[]): Promise<Tally> {
  const tally: Tally = { reads: 0, hits: 0, refused: 0, edits: 0 };
  const paths = visitorPaths();
  const until = Date.now() + ms;
  const reader = async (worker: number) => {
    for (let n = worker; Date.now() < until; n += concurrency) {
      const path = paths[n % paths.length] as string;
      const headers = disguises()[n % 3] as Record<string, string>;
      const reply = await call(cluster.node(n), 'GET', path, { ip: cluster.ip(100 + (n % 50)), headers });
      tally.reads += 1;
      if (reply.status !== 200) tally.refused += 1;
      if (reply.headers.get('Server-Timing') === 'cache;desc=hit') tally.hits += 1;
    }
  };
  const editor = async (buyer: Account, i: number) => {
    for (let n = 0; Date.now() < until; n += 1) {
      const reply = await call(cluster.node(n + i), 'PATCH', '/api/users/me', {
        body: { firstName: `Kavya ${n % 100}` },
        token: buyer.token,
        ip: cluster.ip(10 + i),
      });
      if (reply.status === 200) tally.edits += 1;
    }
  };
  await Promise.all([
    ...Array.from({ length: concurrency }, (_, worker) => reader(worker)),
    ...editors.map((buyer, i) => editor(buyer, i)),
  ]);
  return tally;
}

describe('the public cache while buyers edit their profiles and strangers send made-up tokens', () => {
  it(
    'answers more than 95% of visitors from the cache, and reads a fraction of the rows a search costs',
    async () => {
      // Warm: every path read once on each process (a kept answer's key has the host asked for, and each
      // process here has its own port; behind a load balancer they share one).
      for (const node of cluster.nodes)
        for (const path of visitorPaths()) await call(node, 'GET', path, { ip: cluster.ip(100) });

      const before = await rowsRead();
      const run = await load(seconds * 1000, buyers);
      const during = (await rowsRead()) - before;

      // The same searches with nothing kept: each one a new address (a price floor no one else asked for).
      const searches = 100;
      for (let i = 0; i < searches; i += 1)
        await call(cluster.node(i), 'GET', `/api/properties/search?city=Bhopal&minPrice=${100_000 + i}`, {
          ip: cluster.ip(100),
        });
      const uncached = (await rowsRead()) - before - during;

      const ratio = run.hits / run.reads;
      printFigures(
        `public cache under load: ${run.reads} visitor reads in ${seconds} s (two thirds with a made-up token ` +
          `or cookie), ${(ratio * 100).toFixed(1)}% from the cache, while ${EDITORS} buyers saved ${run.edits} ` +
          `profile edits; PostgreSQL read ${(during / run.reads).toFixed(1)} rows per visitor read (edits ` +
          `included), against ${(uncached / searches).toFixed(1)} rows per search with nothing kept`,
      );
      expect(run.refused).toBe(0);
      expect(run.edits).toBeGreaterThan(0);
      expect(ratio).toBeGreaterThan(0.95);
    },
    (seconds + 120) * 1000,
  );
});
