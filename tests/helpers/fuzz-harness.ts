/**
 * Runs the API fuzz: for an endpoint, fast-check draws cases (fuzz-cases.ts), sends each to the real app,
 * and checks what every caller may rely on: never a 5xx; an error is JSON `{ success: false, code, message }`
 * with the code its status calls for, a message and no internals (stack, file paths, SQL); a case certain to
 * be refused is refused; and a refused case changes no data (row counts of every table, md5 of the contents of every table but the
 * session and OTP bookkeeping, and the photo store's files, compared before and after).
 *
 * FUZZ_SEED (default 20261124) fixes the cases; FUZZ_RUNS multiplies their number for a longer local run.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../../src/server/features/accounts/sessions.service';
import { errorCodeOf } from '../../src/shared/api';
import { expectNoInternals } from './api-client';
import { describeEachDatabase, type TestDatabase } from './database';
import { type FuzzCase, fuzzCase } from './fuzz-cases';
import { defaultActor, type Endpoint, endpointKey } from './fuzz-endpoints';
import { buildWorld, type World } from './fuzz-world';
import { filesIn } from './media-api';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261124);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1);
/** Cases per endpoint (times its weight and FUZZ_RUNS). */
const BASE_RUNS = 36;

/** Rows whose contents a refused request may legitimately touch: session last-seen times, OTP tries. */
const COUNT_ONLY = new Set(['sessions', 'pending_registrations', 'password_resets', 'login_otps']);

type Rows = { rows: Record<string, unknown>[] };

/** Reads the database's whole state as one string (every table counted, most checksummed): equal before and after means nothing changed. */
export async function databaseSnapshot(database: TestDatabase): Promise<() => Promise<string>> {
  const query = await snapshotQuery(database);
  return async () => JSON.stringify(((await database.db.execute(sql.raw(query))) as unknown as Rows).rows);
}

/** One query that counts every table and checksums the contents of most. */
export async function snapshotQuery(database: TestDatabase): Promise<string> {
  const tables = (
    (await database.db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as Rows
  ).rows.map((row) => String(row.name));
  const parts = tables.flatMap((table) => {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    const count = `'${table}', (select count(*) from ${quoted})`;
    if (COUNT_ONLY.has(table)) return [count];
    return [
      count,
      `'${table}#md5', (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${quoted} t)`,
    ];
  });
  // A function takes at most 100 arguments (two a part): the parts go in objects of 40, merged.
  const objects: string[] = [];
  for (let i = 0; i < parts.length; i += 40) objects.push(`jsonb_build_object(${parts.slice(i, i + 40).join(', ')})`);
  return `select (${objects.join(' || ')})::text as snapshot`;
}

/** Successful answers outside the `{ success, ... }` envelope: pages, files and the OpenAPI document. */
const OK_NOT_ENVELOPE = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/admin/payments.csv',
  'GET /media/:file',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
]);

export async function bodyText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** What the caller may rely on, for one answer (throws when it breaks a property). */
export function checkAnswer(endpoint: Endpoint, kase: FuzzCase, res: Response, text: string): void {
  const where = `${endpointKey(endpoint)} answered ${res.status}: ${text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (kase.refuse) expect(res.status, `${where} (must refuse: ${kase.refuse})`).toBeGreaterThanOrEqual(400);
  if (res.status === 304 || (res.status < 300 && OK_NOT_ENVELOPE.has(endpointKey(endpoint)))) return;
  expect(res.headers.get('content-type'), where).toContain('application/json');
  const answer = JSON.parse(text) as { success?: unknown; code?: unknown; message?: unknown };
  if (res.status >= 400) {
    expect(answer.success, where).toBe(false);
    // A 400 may name its finer kind (a malformed request rather than a refused field).
    const codes = res.status === 400 ? ['validation_failed', 'bad_request'] : [errorCodeOf(res.status)];
    expect(codes, where).toContain(answer.code);
    expect(typeof answer.message, where).toBe('string');
    expect(String(answer.message).trim(), where).not.toBe('');
    expectNoInternals(text);
    expect(text, where).not.toMatch(/\b\w*Error:|\/(work|home|usr|tmp|src|node_modules)\/|\bat <anonymous>/);
  } else {
    expect(answer.success, where).toBe(true);
  }
}

export interface FuzzCounts {
  byGroup: Map<string, number>;
  total: number;
  /** Answers by class: how many got past validation (2xx) and how many were refused (4xx). */
  accepted: number;
  refused: number;
  serverErrors: number;
}

export function fuzzRunner(world: () => World, database: () => TestDatabase) {
  const counts: FuzzCounts = { byGroup: new Map(), total: 0, accepted: 0, refused: 0, serverErrors: 0 };
  let query: string | undefined;
  /** Data as of the last check; undefined when something may have changed it since. */
  let baseline: string | undefined;

  const snapshot = async () => {
    query ??= await snapshotQuery(database());
    const result = (await database().db.execute(sql.raw(query))) as unknown as Rows;
    const files = await filesIn(world().mediaDir);
    return `${String(result.rows[0]?.snapshot)} files:${files.join(',')}`;
  };

  /** The token a case sends as its session (a fresh one for calls that end sessions). */
  async function tokenFor(endpoint: Endpoint, kase: FuzzCase): Promise<string | undefined> {
    if (kase.identity !== 'actor' && kase.identity !== 'wrongRole') return undefined;
    const w = world();
    const actor = kase.identity === 'wrongRole' ? 'buyer' : defaultActor(endpoint);
    if (!endpoint.freshSession || kase.identity !== 'actor') return w.people[actor].token;
    baseline = undefined;
    return createSession(database().db, {
      userId: w.people[actor].id,
      now: new Date(),
      ttlDays: 1,
      ip: '127.0.0.1',
      userAgent: 'fuzz',
    });
  }

  function send(endpoint: Endpoint, kase: FuzzCase, token: string | undefined): Promise<Response> | Response {
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => kase.params[name] ?? '');
    const headers = new Headers(kase.headers);
    if (kase.authorization !== undefined) headers.set('Authorization', kase.authorization);
    else if (token) headers.set('Authorization', `Bearer ${token}`);
    return world().t.app.request(`${path}${kase.query ? `?${kase.query}` : ''}`, {
      method: endpoint.method,
      headers,
      body: kase.body as BodyInit | undefined,
    });
  }

  /** Fuzzes one endpoint with its share of cases; throws with the failing case. */
  async function run(endpoint: Endpoint): Promise<number> {
    const key = endpointKey(endpoint);
    const numRuns = Math.max(1, Math.round(BASE_RUNS * (endpoint.weight ?? 1) * FUZZ_RUNS));
    let ran = 0;
    // A seed of its own per endpoint: adding an endpoint does not change the cases of the others.
    const seed = (FUZZ_SEED ^ [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7)) | 0;
    await fc
      .assert(
        fc.asyncProperty(fuzzCase(endpoint, world()), async (kase) => {
          ran += 1;
          const token = await tokenFor(endpoint, kase);
          baseline ??= await snapshot();
          const res = await send(endpoint, kase, token);
          const text = await bodyText(res);
          if (res.status >= 500) counts.serverErrors += 1;
          checkAnswer(endpoint, kase, res, text);
          if (res.status >= 400) {
            counts.refused += 1;
            const after = await snapshot();
            expect(after, `${key} refused with ${res.status} but changed data`).toBe(baseline);
          } else {
            counts.accepted += 1;
            baseline = undefined;
          }
        }),
        { seed, numRuns, endOnFailure: true },
      )
      .finally(() => {
        counts.byGroup.set(endpoint.group, (counts.byGroup.get(endpoint.group) ?? 0) + ran);
        counts.total += ran;
      });
    return ran;
  }

  /** Prints the cases run, per group and in all, for CI's log. */
  function report(title: string): void {
    const groups = [...counts.byGroup].map(([group, n]) => `${group} ${n}`).join(', ');
    // biome-ignore lint/suspicious/noConsole: CI's log shows how many cases ran, and with which seed.
    console.log(
      `[fuzz] ${title}: ${counts.total} cases (${groups}); ${counts.accepted} accepted, ${counts.refused} refused, ${counts.serverErrors} server errors; FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}`,
    );
  }

  return { run, report, counts };
}

/**
 * The fuzz of `endpoints` as one suite per database: a fresh world, one test per endpoint, and the count
 * of cases printed at the end.
 */
export function describeFuzz(title: string, endpoints: Endpoint[]): void {
  describeEachDatabase(`API fuzz: ${title}`, (database) => {
    let world: World | undefined;
    const runner = fuzzRunner(() => {
      if (!world) throw new Error('the fuzz world is not built yet');
      return world;
    }, database);
    beforeAll(async () => {
      world = await buildWorld(database());
    });
    afterAll(() => runner.report(`${title} [${database().kind}]`));
    for (const endpoint of endpoints) {
      it(`${endpointKey(endpoint)}: never a 5xx, errors as { success: false, code, message }, refusals change nothing`, async () => {
        expect(await runner.run(endpoint)).toBeGreaterThan(0);
      });
    }
  });
}
