/**
 * Web Push alerts end to end, with a local receiver standing in for the browser's push service: an
 * HTTPS server on 127.0.0.1 (web-push speaks HTTPS only) that records each push and decrypts it with the
 * subscription's own private key, as the phone would.
 */

import { createServer, type Server } from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/app-env';
import { loadEnv } from '../../src/server/env';
import { ALERT_TTL_SECONDS, runSavedSearchAlerts } from '../../src/server/features/alerts/alerts.job';
import { pushSubscriptions, savedSearches } from '../../src/server/features/alerts/alerts.schema';
import { createLogger } from '../../src/server/lib/logger';
import {
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchPush,
} from '../../src/shared/alerts/saved-search-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { browserKeys, decryptPush, localCertificate, pushEnv } from '../helpers/push-receiver';

const CITY = 'Fernhollow';
const QUERY = `city=${CITY}&transactionType=Buy`;
const LABEL = `Flats for sale in ${CITY}`;
const HOUR = 3_600_000;

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: SavedSearchPush;
}

describeEachDatabase('saved-search push alerts', (database) => {
  const tls = localCertificate();
  const ca = tls.cert;
  const { env, vapid } = pushEnv();
  /** Subscriptions the receiver knows, by path: their keys, and the status it answers. */
  const devices = new Map<string, { keys: ReturnType<typeof browserKeys>; status: number }>();
  let received: Received[] = [];
  /** TCP connections the receiver accepted, TLS or not. */
  let connections = 0;
  let server: Server;
  let origin = '';
  let t: ApiClient;
  let deps: Pick<AppDeps, 'database' | 'env' | 'logger'>;
  let token = '';
  let search: SavedSearch;
  let seller: Awaited<ReturnType<typeof insertSeller>>;

  beforeAll(async () => {
    server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const device = devices.get(req.url ?? '');
        if (!device) {
          res.writeHead(404).end();
          return;
        }
        const plain = decryptPush(Buffer.concat(chunks), device.keys);
        received.push({ path: req.url ?? '', headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
        res.writeHead(device.status).end();
      });
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

    t = apiClient(database(), { env });
    deps = { database: database(), env, logger: createLogger(env) };
    const person = newPerson();
    await t.signUp(person);
    token = await t.logIn(person);
    await subscribe('/push/phone', 201);
    const saved = await t.call<{ data: SavedSearch }>(
      'POST',
      '/me/saved-searches',
      { query: QUERY, label: LABEL },
      token,
    );
    expect(saved.status).toBe(201);
    search = saved.body.data;
    seller = await insertSeller(database().db);
    // Published before the search was saved: never alerted.
    await insertProperty(database().db, { seller, city: CITY, daysAgo: 1 });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function subscribe(path: string, status: number) {
    const keys = browserKeys();
    devices.set(path, { keys, status });
    const res = await t.call(
      'POST',
      '/me/push-subscriptions',
      { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      token,
    );
    expect(res.status).toBe(201);
  }

  /** A matching listing published `minutesFromNow` from now (after the search was saved). */
  const publish = (minutesFromNow: number, extra: Partial<Parameters<typeof insertProperty>[1]> = {}) =>
    insertProperty(database().db, { seller, city: CITY, daysAgo: -minutesFromNow / 1440, ...extra });

  const run = () => {
    received = [];
    return runSavedSearchAlerts(deps, new Date(Date.now() + HOUR), { ca });
  };

  it('hands out the public key once push is configured', async () => {
    const res = await t.call<{ data: { publicKey: string } }>('GET', '/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.data.publicKey).toBe(vapid.publicKey);
  });

  it('sends one encrypted notification with the count and the search, signed with the VAPID key', async () => {
    await publish(1);
    await publish(2);
    await publish(3, { transactionType: 'Rent' }); // does not match
    const result = await run();
    expect(result).toMatchObject({ alerted: 1, sent: 1, expired: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push?.payload).toEqual({
      title: SAVED_SEARCH_MESSAGES.pushTitle(2, LABEL),
      body: SAVED_SEARCH_MESSAGES.pushBody,
      url: `/search-results?${QUERY}`,
      tag: `saved-search-${search.id}`,
    });
    expect(push?.payload.title).toBe(`2 new listings: ${LABEL}`);
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(push?.headers.ttl).toBe(String(ALERT_TTL_SECONDS));
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
  });

  it('sends nothing more until another listing matches, then only about that one', async () => {
    expect(await run()).toMatchObject({ alerted: 0, sent: 0 });
    expect(received).toEqual([]);
    await publish(5);
    await run();
    expect(received.map((r) => r.payload.title)).toEqual([`1 new listing: ${LABEL}`]);
  });

  it('forgets a subscription its push service says is gone (410), and keeps delivering to the others', async () => {
    await subscribe('/push/old-laptop', 410);
    await publish(6);
    const result = await run();
    expect(result).toMatchObject({ alerted: 1, sent: 1, expired: 1 });
    expect(received.map((r) => r.path).sort()).toEqual(['/push/old-laptop', '/push/phone']);
    // In the table: no answer lists a person's push subscriptions.
    const left = await database()
      .db.select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${origin}/push/old-laptop`));
    expect(left).toEqual([]);
    await publish(7);
    await run();
    expect(received.map((r) => r.path)).toEqual(['/push/phone']);
  });

  it('sends each alert once when two server processes run the job at the same time', async () => {
    await publish(8);
    received = [];
    const now = new Date(Date.now() + HOUR);
    const results = await Promise.all([
      runSavedSearchAlerts(deps, now, { ca }),
      runSavedSearchAlerts({ ...deps, database: database() }, now, { ca }),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(received.map((r) => r.payload.title)).toEqual([`1 new listing: ${LABEL}`]);
  });

  it('stops at its limit and the next run carries on from there', async () => {
    const other = await t.call<{ data: SavedSearch }>(
      'POST',
      '/me/saved-searches',
      { query: `city=${CITY}`, label: `Properties in ${CITY}` },
      token,
    );
    await publish(10);
    const now = new Date(Date.now() + HOUR);
    received = [];
    const first = await runSavedSearchAlerts(deps, now, { ca, maxSearches: 1 });
    expect(first).toMatchObject({ alerted: 1, resumeAfter: search.id });
    const second = await runSavedSearchAlerts(deps, now, { ca, maxSearches: 1, resumeAfter: first.resumeAfter });
    expect(second).toMatchObject({ alerted: 1 });
    expect(received.map((r) => r.payload.tag)).toEqual([
      `saved-search-${search.id}`,
      `saved-search-${other.body.data.id}`,
    ]);
    // The second search counts every listing of the city published after it was saved (those of the
    // earlier tests were published 'minutes from now', rent included): 1, 2, 3, 5, 6, 7, 8 and 10.
    expect(received[1]?.payload.title).toBe(`8 new listings: Properties in ${CITY}`);
  });

  it('sends nothing when push is not configured', async () => {
    await publish(9);
    const off = { ...deps, env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) };
    received = [];
    expect(await runSavedSearchAlerts(off, new Date(Date.now() + HOUR), { ca })).toMatchObject({ sent: 0 });
    expect(received).toEqual([]);
  });
  describe('with public addresses only (production)', () => {
    const OTHER_CITY = 'Duskmere';
    let guarded: ApiClient;
    let other: { token: string; userId: number; search: SavedSearch };

    /** A resolver that answers every name with this machine, as a rebinding name would. */
    const toLoopback: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };

    /** One run over the other buyer's search only, with the guard on. */
    const runGuarded = (lookup?: LookupFunction) => {
      received = [];
      const pushNetwork = { publicOnly: true, lookup };
      const now = new Date(Date.now() + HOUR);
      return runSavedSearchAlerts({ ...deps, pushNetwork }, now, { ca, resumeAfter: other.search.id - 1 });
    };

    // In the table: no answer lists a person's push subscriptions.
    const endpointsOf = async (userId: number) =>
      (
        await database()
          .db.select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
      ).map((row) => row.endpoint);

    beforeAll(async () => {
      guarded = apiClient(database(), { env, pushNetwork: { publicOnly: true } });
      const person = newPerson();
      await guarded.signUp(person);
      const token = await guarded.logIn(person);
      const saved = await guarded.call<{ data: SavedSearch }>(
        'POST',
        '/me/saved-searches',
        { query: `city=${OTHER_CITY}`, label: `Properties in ${OTHER_CITY}` },
        token,
      );
      const [owner] = await database()
        .db.select({ userId: savedSearches.userId })
        .from(savedSearches)
        .where(eq(savedSearches.id, saved.body.data.id));
      other = { token, userId: owner?.userId ?? 0, search: saved.body.data };
    });

    it('refuses at send time a name that resolves to this machine, before any connection', async () => {
      const endpoint = `https://push.rebound.example:${new URL(origin).port}/push/rebound`;
      const keys = browserKeys();
      const subscribed = await guarded.call(
        'POST',
        '/me/push-subscriptions',
        { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        other.token,
      );
      expect(subscribed.status).toBe(201); // a public-looking name: only its resolution tells
      await insertProperty(database().db, { seller, city: OTHER_CITY, daysAgo: -1 / 1440 });
      const before = connections;
      const result = await runGuarded(toLoopback);
      expect(connections - before).toBe(0);
      expect(result).toMatchObject({ sent: 0, refused: 1, failed: 0 });
      expect(received).toEqual([]);
      expect(await endpointsOf(other.userId)).toEqual([]);
    });

    it('refuses at send time this machine written as an address, a number or localhost', async () => {
      const { port } = new URL(origin);
      const endpoints = [
        `https://127.0.0.1:${port}/push/a`,
        `https://[::ffff:127.0.0.1]:${port}/push/b`,
        `https://2130706433:${port}/push/c`,
        `https://0x7f.1:${port}/push/d`,
        `https://localhost:${port}/push/e`,
      ];
      // Saved before endpoints were checked (or by another route): the send must still refuse them.
      const keys = browserKeys();
      await database()
        .db.insert(pushSubscriptions)
        .values(
          endpoints.map((endpoint) => ({ userId: other.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })),
        );
      await insertProperty(database().db, { seller, city: OTHER_CITY, daysAgo: -2 / 1440 });
      const before = connections;
      const result = await runGuarded(); // the system's own resolver
      expect(connections - before).toBe(0);
      expect(result).toMatchObject({ sent: 0, refused: endpoints.length, failed: 0 });
      expect(received).toEqual([]);
      expect(await endpointsOf(other.userId)).toEqual([]);
    });
  });
});
