import { beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
} from '../../src/shared/alerts/saved-search-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { INTERNAL_ENDPOINTS, PUBLIC_ENDPOINTS } from '../fixtures/push-endpoints';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const DAY = 86_400_000;
const CITY = 'Quillbrook';
const OTHER_CITY = 'Marrowdene';

describeEachDatabase('saved searches', (database) => {
  let t: ApiClient;
  let asha = '';
  let ravi = '';

  beforeAll(async () => {
    t = apiClient(database());
    for (const who of ['asha', 'ravi'] as const) {
      const person = newPerson();
      await t.signUp(person);
      if (who === 'asha') asha = await t.logIn(person);
      else ravi = await t.logIn(person);
    }
  });

  const save = (token: string, query: string, label = 'Flats for sale in Quillbrook') =>
    t.call<{ data: SavedSearch }>('POST', '/me/saved-searches', { query, label }, token);

  describe('on the account', () => {
    it('refuses every saved-search route without a login', async () => {
      for (const [method, path] of [
        ['GET', '/me/saved-searches'],
        ['POST', '/me/saved-searches'],
        ['POST', '/me/saved-searches/1/seen'],
        ['DELETE', '/me/saved-searches/1'],
        ['POST', '/me/push-subscriptions'],
        ['DELETE', '/me/push-subscriptions'],
      ] as const) {
        const res = await t.call(method, path, method === 'GET' ? undefined : {});
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.success).toBe(false);
      }
    });

    it('saves a search once, answering the same search again with 200 and the one saved', async () => {
      const first = await save(asha, `city=${CITY}&transactionType=Buy`);
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({
        query: `city=${CITY}&transactionType=Buy`,
        label: 'Flats for sale in Quillbrook',
      });
      expect(Date.parse(first.body.data.lastSeenAt)).not.toBeNaN();
      // The page is not part of a saved search; a leading '?' neither.
      const again = await save(asha, `?city=${CITY}&transactionType=Buy&page=3`, 'Another label');
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      const list = await t.call<{ data: SavedSearch[] }>('GET', '/me/saved-searches', undefined, asha);
      expect(list.body.data.map((s) => s.id)).toEqual([first.body.data.id]);
    });

    it('refuses bad input with a message naming the field', async () => {
      expect((await save(asha, '   ')).body.message).toBe(SAVED_SEARCH_MESSAGES.queryRequired);
      expect((await save(asha, 'x'.repeat(SAVED_SEARCH_LIMITS.queryMaxLength + 1))).body.message).toBe(
        SAVED_SEARCH_MESSAGES.queryTooLong,
      );
      expect((await save(asha, `city=${CITY}`, '')).body.message).toBe(SAVED_SEARCH_MESSAGES.labelRequired);
      // A query the search itself refuses is refused with the search's own message.
      const bad = await save(asha, 'minPrice=lots');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Minimum budget must be a whole number of rupees, 0 or more');
      const notJson = await t.call('POST', '/me/saved-searches', 'not json', asha);
      expect(notJson.status).toBe(400);
      expect((await t.call('POST', '/me/saved-searches/abc/seen', undefined, asha)).status).toBe(400);
    });

    it('keeps each account to its own searches: another’s is a 404 to see, mark or remove', async () => {
      const mine = await save(asha, `city=${OTHER_CITY}`);
      expect((await t.call('GET', '/me/saved-searches', undefined, ravi)).body.data).toEqual([]);
      for (const [method, path] of [
        ['POST', `/me/saved-searches/${mine.body.data.id}/seen`],
        ['DELETE', `/me/saved-searches/${mine.body.data.id}`],
        ['DELETE', '/me/saved-searches/999999'],
      ] as const) {
        const res = await t.call(method, path, undefined, ravi);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(SAVED_SEARCH_MESSAGES.notFound);
      }
      // Ravi may save the same search: it is his own.
      expect((await save(ravi, `city=${OTHER_CITY}`)).status).toBe(201);
    });

    it('moves lastSeenAt to now when the buyer looks again', async () => {
      const search = (await save(asha, `city=${CITY}&propertyType=Plot`)).body.data;
      t.advance(60_000);
      const seen = await t.call<{ data: SavedSearch }>('POST', `/me/saved-searches/${search.id}/seen`, undefined, asha);
      expect(seen.status).toBe(200);
      expect(Date.parse(seen.body.data.lastSeenAt) - Date.parse(search.lastSeenAt)).toBeGreaterThanOrEqual(60_000);
    });

    it('removes a search', async () => {
      const search = (await save(asha, `city=${CITY}&propertyType=Villa`)).body.data;
      expect((await t.call('DELETE', `/me/saved-searches/${search.id}`, undefined, asha)).status).toBe(200);
      const list = await t.call<{ data: SavedSearch[] }>('GET', '/me/saved-searches', undefined, asha);
      expect(list.body.data.map((s) => s.id)).not.toContain(search.id);
      expect((await t.call('DELETE', `/me/saved-searches/${search.id}`, undefined, asha)).status).toBe(404);
    });

    it(`holds at most ${SAVED_SEARCH_LIMITS.perAccount} searches per account`, async () => {
      const person = newPerson();
      await t.signUp(person);
      const token = await t.logIn(person);
      for (let n = 0; n < SAVED_SEARCH_LIMITS.perAccount; n++) {
        expect((await save(token, `city=${CITY}&minPrice=${n}`)).status).toBe(201);
      }
      const over = await save(token, `city=${CITY}&minPrice=999`);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
      // One already saved is still answered, not refused.
      expect((await save(token, `city=${CITY}&minPrice=0`)).status).toBe(200);
    });
  });

  describe('push subscriptions', () => {
    const subscription = (endpoint: string) => ({
      endpoint,
      keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'secret16bytes' },
    });

    it('says push is not configured when no VAPID keys are set', async () => {
      const res = await t.call('GET', '/push/public-key');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(SAVED_SEARCH_MESSAGES.pushNotConfigured);
    });

    it('saves a subscription, moves its endpoint to whoever saves it next, and removes it', async () => {
      const endpoint = 'https://push.example.test/send/abc';
      expect((await t.call('POST', '/me/push-subscriptions', subscription(endpoint), asha)).status).toBe(201);
      expect((await t.call('POST', '/me/push-subscriptions', subscription(endpoint), ravi)).status).toBe(201);
      // Asha no longer owns it: her delete leaves it, Ravi's removes it (both answer success).
      expect((await t.call('DELETE', '/me/push-subscriptions', { endpoint }, asha)).status).toBe(200);
      expect((await t.call('DELETE', '/me/push-subscriptions', { endpoint }, ravi)).status).toBe(200);
    });

    it('refuses an endpoint that is not https, and bad keys', async () => {
      const plain = await t.call('POST', '/me/push-subscriptions', subscription('http://push.example.test/x'), asha);
      expect(plain.status).toBe(400);
      expect(plain.body.message).toBe(SAVED_SEARCH_MESSAGES.pushEndpointNotHttps);
      const noKeys = await t.call('POST', '/me/push-subscriptions', { endpoint: 'https://push.example.test/y' }, asha);
      expect(noKeys.status).toBe(400);
    });

    it('refuses, with public addresses only (production), an endpoint on this machine or a private network', async () => {
      const guarded = apiClient(database(), { pushNetwork: { publicOnly: true } });
      const person = newPerson();
      await guarded.signUp(person);
      const token = await guarded.logIn(person);
      for (const endpoint of INTERNAL_ENDPOINTS) {
        const res = await guarded.call('POST', '/me/push-subscriptions', subscription(endpoint), token);
        expect(res.status, endpoint).toBe(400);
        expect(res.body, endpoint).toEqual({
          success: false,
          code: 'validation_failed',
          message: SAVED_SEARCH_MESSAGES.pushEndpointNotPublic,
        });
      }
      for (const endpoint of PUBLIC_ENDPOINTS) {
        const res = await guarded.call('POST', '/me/push-subscriptions', subscription(endpoint), token);
        expect(res.status, endpoint).toBe(201);
      }
    });
  });

  describe('new since your last visit', () => {
    const since = new Date(Date.now() - 2 * DAY).toISOString();

    beforeAll(async () => {
      const db = database().db;
      const seller = await insertSeller(db);
      const blocked = await insertSeller(db, { status: 'blocked' });
      const flat = { seller, city: CITY, propertyType: 'Flat/Apartment' as const, transactionType: 'Buy' as const };
      await insertProperty(db, { ...flat, daysAgo: 5 }); // before `since`
      await insertProperty(db, { ...flat, daysAgo: 1 });
      await insertProperty(db, { ...flat, daysAgo: 0.5, bedrooms: 3 });
      await insertProperty(db, { ...flat, daysAgo: 1, status: 'pending' });
      await insertProperty(db, { ...flat, daysAgo: 1, seller: blocked });
      await insertProperty(db, { ...flat, daysAgo: 1, transactionType: 'Rent' });
      await insertProperty(db, { ...flat, daysAgo: 1, city: OTHER_CITY });
    });

    const counts = (searches: unknown) =>
      t.call<{ data: number[] }>('POST', '/saved-searches/new-counts', { searches });

    it('counts the public listings matching each search published after its time, without a login', async () => {
      const res = await counts([
        { query: `city=${CITY}&transactionType=Buy`, since },
        { query: `city=${CITY}`, since },
        { query: `city=${CITY}&bedrooms=3`, since },
        { query: `city=${CITY}&transactionType=Buy`, since: new Date(Date.now() - 10 * DAY).toISOString() },
        { query: `city=${CITY}&transactionType=Buy`, since: new Date().toISOString() },
        // The search's phrase reading applies too: 'for rent' fills transactionType.
        { query: `searchQuery=${encodeURIComponent(`flat for rent in ${CITY}`)}`, since },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([2, 3, 1, 3, 0, 1]);
    });

    it('counts a query the search refuses as 0 instead of failing the others', async () => {
      const res = await counts([
        { query: 'bedrooms=many', since },
        { query: `city=${CITY}&transactionType=Buy`, since },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([0, 2]);
    });

    it('refuses a malformed request', async () => {
      expect((await counts([{ query: `city=${CITY}`, since: 'yesterday' }])).body.message).toBe(
        'since must be an ISO date-time',
      );
      expect((await counts('all')).body.message).toBe('searches must be a list');
      const tooMany = Array.from({ length: SAVED_SEARCH_LIMITS.countsMaxSearches + 1 }, () => ({
        query: 'a=b',
        since,
      }));
      expect((await counts(tooMany)).status).toBe(400);
      expect((await counts([])).body.data).toEqual([]);
    });
  });
});
