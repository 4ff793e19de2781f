/**
 * API fuzz by payload class, so each whole class stays closed, on both databases:
 * - LIKE pattern characters (`\`, `%`, `_`, alone and inside words) in every text query parameter of the
 *   endpoint table (`textQuery`): never a 5xx, and a parameter of pattern characters only matches
 *   nothing (they are the characters they are, not wildcards);
 * - direction-changing and invisible-only text in every typed body field (`typed`): a 400 with the
 *   field's own message, and no data changed;
 * - push endpoints on private addresses in any spelling (IPv4-mapped and NAT64 IPv6, whole numbers,
 *   CGNAT...) in production: a 400, and nothing stored.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { blankTextMessage, directionTextMessage, hasDirectionControl } from '../../src/shared/plain-text';
import { INVISIBLE_ONLY } from '../fixtures/typed-text';
import { describeEachDatabase } from '../helpers/database';
import { type FuzzCase, stepsOf, withValueAt } from '../helpers/fuzz-cases';
import { defaultActor, ENDPOINTS, type Endpoint, endpointKey } from '../helpers/fuzz-endpoints';
import { bodyText, checkAnswer, databaseSnapshot, FUZZ_RUNS, FUZZ_SEED } from '../helpers/fuzz-harness';
import {
  directionChangingText,
  invisibleOnlyText,
  LIKE_FRAGMENTS,
  likeText,
  PRIVATE_PUSH_ENDPOINTS,
  privatePushEndpoint,
  WILDCARDS_ONLY,
} from '../helpers/fuzz-inputs';
import { buildWorld, type World } from '../helpers/fuzz-world';
import { sellerTestApp } from '../helpers/seller-api';

const runs = (n: number) => Math.max(1, Math.round(n * FUZZ_RUNS));
const seedOf = (name: string) =>
  (FUZZ_SEED ^ [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 11)) | 0;

const TEXT_QUERIES = ENDPOINTS.filter((e) => e.textQuery?.length);
/** Free-text word searches (full-text, by letters and digits), unlike the place and name filters. */
const WORD_SEARCHES = new Set(['searchQuery']);
const TYPED = ENDPOINTS.filter((e) => e.typed);

/** How many rows an answer lists (undefined when it is not a list). */
function rowsListed(answer: Record<string, unknown>): number | undefined {
  if (typeof answer.total === 'number') return answer.total;
  for (const key of ['data', 'properties']) {
    const list = answer[key];
    if (Array.isArray(list)) return list.length;
  }
  return undefined;
}

describeEachDatabase('API fuzz: payload classes', (database) => {
  let world: World;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    world = await buildWorld(database());
    snapshot = await databaseSnapshot(database());
  });

  const actorOf = defaultActor;
  const pathOf = (endpoint: Endpoint) =>
    endpoint.path.replace(/:(\w+)/g, (_, name: string) => endpoint.params?.(world)[name] ?? '');
  const headersFor = (endpoint: Endpoint, json: boolean) => {
    const headers = new Headers(json ? { 'Content-Type': 'application/json' } : {});
    if (endpoint.auth !== 'none') headers.set('Authorization', `Bearer ${world.people[actorOf(endpoint)].token}`);
    return headers;
  };

  /** The example query with `name` set to `value` (percent-encoded). */
  const queryWith = (endpoint: Endpoint, name: string, value: string) => {
    const pairs = (endpoint.query?.(world) ?? '').split('&').filter((pair) => pair && !pair.startsWith(`${name}=`));
    return [...pairs, `${name}=${encodeURIComponent(value)}`].join('&');
  };
  const get = async (endpoint: Endpoint, query: string) => {
    const res = await world.t.app.request(`${pathOf(endpoint)}?${query}`, { headers: headersFor(endpoint, false) });
    return { res, text: await bodyText(res) };
  };
  const kaseOf = (query: string, body?: string): FuzzCase => ({
    identity: 'actor',
    params: {},
    query,
    body,
    bodyKind: body === undefined ? 'none' : 'class',
    headers: {},
  });

  for (const endpoint of TEXT_QUERIES) {
    const key = endpointKey(endpoint);
    const names = endpoint.textQuery ?? [];

    it(`${key}: backslash, percent and underscore in ${names.join(', ')} never give a 5xx`, async () => {
      for (const name of names) {
        await fc.assert(
          fc.asyncProperty(likeText, async (value) => {
            const query = queryWith(endpoint, name, value);
            const { res, text } = await get(endpoint, query);
            checkAnswer(endpoint, kaseOf(query), res, text);
          }),
          {
            seed: seedOf(`${key} ${name}`),
            numRuns: runs(12),
            examples: LIKE_FRAGMENTS.map((fragment) => [fragment]),
            endOnFailure: true,
          },
        );
      }
    });

    it(`${key}: ${names.join(', ')} made of pattern characters only match nothing`, async () => {
      const unfiltered = await get(endpoint, endpoint.query?.(world) ?? '');
      for (const name of names) {
        for (const value of WILDCARDS_ONLY) {
          const { res, text } = await get(endpoint, queryWith(endpoint, name, value));
          const where = `${key} ${name}=${JSON.stringify(value)} answered ${res.status}: ${text.slice(0, 200)}`;
          // Too short for the parameter is a refusal, which matches nothing as well.
          if (res.status === 400) continue;
          expect(res.status, where).toBe(200);
          const listed = rowsListed(JSON.parse(text) as Record<string, unknown>);
          if (listed === undefined) continue;
          // A word search reads letters and digits only: pattern characters are no words, so no filter.
          if (WORD_SEARCHES.has(name))
            expect(listed, where).toBe(rowsListed(JSON.parse(unfiltered.text) as Record<string, unknown>));
          else expect(listed, where).toBe(0);
        }
      }
    });
  }

  it('the public search reads a literal % or _ locality as text: it matches nothing in the fuzz world', async () => {
    const search = ENDPOINTS.find((e) => endpointKey(e) === 'GET /api/properties/search');
    if (!search) throw new Error('no search endpoint in the table');
    // The world has listings: an empty locality filter finds them, so zero below is the filter's doing.
    const all = await get(search, 'city=Bhopal');
    expect(all.res.status).toBe(200);
    expect((JSON.parse(all.text) as { total: number }).total).toBeGreaterThan(0);
    for (const value of WILDCARDS_ONLY) {
      for (const query of [
        `locality=${encodeURIComponent(value)}`,
        `city=Bhopal&locality=${encodeURIComponent(value)}`,
      ]) {
        const { res, text } = await get(search, query);
        expect({ query, status: res.status, total: (JSON.parse(text) as { total?: number }).total }).toEqual({
          query,
          status: 200,
          total: 0,
        });
      }
    }
  });

  for (const endpoint of TYPED) {
    const key = endpointKey(endpoint);
    const fields = Object.entries(endpoint.typed ?? {});

    it(`${key}: direction-changing or invisible-only ${fields.map(([, f]) => f).join(', ')} get a 400 with the field's message and change nothing`, async () => {
      const before = await snapshot();
      for (const [path, field] of fields) {
        await fc.assert(
          fc.asyncProperty(fc.oneof(invisibleOnlyText, directionChangingText), async (text) => {
            const body = JSON.stringify(withValueAt(endpoint.body?.(world), stepsOf(path), text));
            const res = await world.t.app.request(pathOf(endpoint), {
              method: endpoint.method,
              headers: headersFor(endpoint, true),
              body,
            });
            const answer = await bodyText(res);
            checkAnswer(endpoint, kaseOf('', body), res, answer);
            const message = hasDirectionControl(text) ? directionTextMessage(field) : blankTextMessage(field);
            expect({ status: res.status, message: (JSON.parse(answer) as { message?: string }).message }).toEqual({
              status: 400,
              message,
            });
          }),
          {
            seed: seedOf(`${key} ${path}`),
            numRuns: runs(3),
            examples: [[INVISIBLE_ONLY.zeroWidthSpace], ['\u202eniamda'], [INVISIBLE_ONLY.twelveZeroWidthSpaces]],
            endOnFailure: true,
          },
        );
      }
      expect(await snapshot(), `${key} changed data while refusing`).toBe(before);
    });
  }

  it('push endpoints on private addresses in any spelling are refused in production, and nothing is stored', async () => {
    // The same database and people, with the production rule for push endpoints.
    const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), NODE_ENV: 'production' as const };
    const app = sellerTestApp(database(), { env }).app;
    const token = world.people.buyer.token;
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const subscribe = async (endpoint: string) => {
      const res = await app.request('/api/me/push-subscriptions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ endpoint, keys }),
      });
      return { status: res.status, text: await bodyText(res) };
    };
    const stored = async () =>
      (
        (await database().db.execute(sql`select endpoint from push_subscriptions`)) as unknown as {
          rows: { endpoint: string }[];
        }
      ).rows.map((row) => row.endpoint);
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(privatePushEndpoint, async (endpoint) => {
        const { status, text } = await subscribe(endpoint);
        expect({ endpoint, status }, text.slice(0, 200)).toEqual({ endpoint, status: 400 });
        expect(JSON.parse(text)).toMatchObject({ success: false });
      }),
      {
        seed: seedOf('push endpoints'),
        numRuns: runs(40),
        examples: PRIVATE_PUSH_ENDPOINTS.map((endpoint) => [endpoint]),
        endOnFailure: true,
      },
    );
    expect(await stored()).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The same app takes a public endpoint: the refusals above were the address's doing.
    const fine = await subscribe('https://fcm.googleapis.com/fcm/send/fuzz-class-check');
    expect(fine.status, fine.text).toBe(201);
  });
});
