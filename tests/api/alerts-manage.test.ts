import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { runSavedSearchAlerts } from '../../src/server/features/alerts/alerts.job';
import { createLogger } from '../../src/server/lib/logger';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { SAVED_SEARCH_MESSAGES as M, type SavedSearch } from '../../src/shared/alerts/saved-search-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { recordingSms } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const HOUR = 3_600_000;
const CITY = 'Tindlemoor';
const query = (n: number) => `city=${CITY}${n}&transactionType=Buy`;

describeEachDatabase('managing saved searches', (database) => {
  let t: ApiClient;
  let asha = '';
  let ashaPhone = '';
  let ravi = '';

  beforeAll(async () => {
    t = apiClient(database());
    const a = newPerson();
    await t.signUp(a);
    asha = await t.logIn(a);
    ashaPhone = a.phoneNumber;
    const r = newPerson();
    await t.signUp(r);
    ravi = await t.logIn(r);
  });

  const save = async (token: string, n: number) =>
    (await t.call<{ data: SavedSearch }>('POST', '/me/saved-searches', { query: query(n), label: `${n} BHK` }, token))
      .body.data;
  const patch = (token: string, id: number, body: unknown) =>
    t.call<{ data: SavedSearch; message?: string }>('PATCH', `/me/saved-searches/${id}`, body, token);

  it('pauses and resumes a search; the list says so, and how and when it last alerted', async () => {
    const search = await save(asha, 1);
    expect(search).toMatchObject({ paused: false, delivery: 'none', lastFiredAt: null });
    const paused = await patch(asha, search.id, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.data.paused).toBe(true);
    const list = await t.call<{ data: SavedSearch[] }>('GET', '/me/saved-searches', undefined, asha);
    expect(list.body.data.find((row) => row.id === search.id)?.paused).toBe(true);
    expect((await patch(asha, search.id, { paused: false })).body.data.paused).toBe(false);
  });

  it("answers 404 for another account's search, to change or delete, and leaves it alone", async () => {
    const search = await save(asha, 2);
    expect((await patch(ravi, search.id, { paused: true })).status).toBe(404);
    expect((await patch(ravi, search.id, { sms: true })).status).toBe(404);
    const removed = await t.call('DELETE', `/me/saved-searches/${search.id}`, undefined, ravi);
    expect(removed.status).toBe(404);
    expect(removed.body.message).toBe(M.notFound);
    const list = await t.call<{ data: SavedSearch[] }>('GET', '/me/saved-searches', undefined, asha);
    expect(list.body.data.find((row) => row.id === search.id)?.paused).toBe(false);
    expect((await t.call('DELETE', `/me/saved-searches/${search.id}`, undefined, asha)).status).toBe(200);
    expect((await t.call('DELETE', `/me/saved-searches/${search.id}`, undefined, asha)).status).toBe(404);
  });

  it('refuses a change that says nothing, or not as true or false, in words', async () => {
    const search = await save(asha, 3);
    const empty = await patch(asha, search.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(M.patchEmpty);
    const wrong = await patch(asha, search.id, { paused: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('paused must be true or false');
  });

  it('texts alerts for one saved search per account', async () => {
    const first = await save(ravi, 4);
    const second = await save(ravi, 5);
    const on = await patch(ravi, first.id, { sms: true });
    expect(on.status).toBe(200);
    expect(on.body.data.delivery).toBe('sms');
    const refused = await patch(ravi, second.id, { sms: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.smsOnlyOne);
    // Both at once: still one.
    await patch(ravi, first.id, { sms: false });
    const both = await Promise.all([patch(ravi, first.id, { sms: true }), patch(ravi, second.id, { sms: true })]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('sends one text a day at most, and none for a paused search', async () => {
    const search = await save(asha, 6);
    expect((await patch(asha, search.id, { sms: true })).status).toBe(200);
    const seller = await insertSeller(database().db);
    const publish = (hoursFromNow: number) =>
      insertProperty(database().db, { seller, city: `${CITY}6`, daysAgo: -hoursFromNow / 24 });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const sms = recordingSms();
    const deps = { database: database(), env, logger: createLogger(env), sms, rateLimits: createRateLimits() };
    const texts = () => sms.sent.filter((text) => text.to === ashaPhone);

    await publish(0.1);
    expect((await runSavedSearchAlerts(deps, new Date(Date.now() + HOUR))).texts).toBe(1);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]?.text).toContain('6 BHK');
    const list = await t.call<{ data: SavedSearch[] }>('GET', '/me/saved-searches', undefined, asha);
    expect(list.body.data.find((row) => row.id === search.id)?.lastFiredAt).not.toBeNull();

    await publish(1.5);
    expect((await runSavedSearchAlerts(deps, new Date(Date.now() + 2 * HOUR))).texts).toBe(0);
    expect(texts()).toHaveLength(1);

    // A day later the waiting listing goes out; the rate limiter counts real time, so a fresh one here.
    const nextDay = { ...deps, rateLimits: createRateLimits() };
    await patch(asha, search.id, { paused: true });
    expect((await runSavedSearchAlerts(nextDay, new Date(Date.now() + 26 * HOUR))).texts).toBe(0);
    await patch(asha, search.id, { paused: false });
    expect((await runSavedSearchAlerts(nextDay, new Date(Date.now() + 26 * HOUR))).texts).toBe(1);
    expect(texts()).toHaveLength(2);
  });
});

describe('the text rate limit', () => {
  it('allows one text a day per account', async () => {
    const limits = createRateLimits();
    await limits.consume('savedSearchSmsPerUser', '7');
    await expect(limits.consume('savedSearchSmsPerUser', '7')).rejects.toMatchObject({ status: 429 });
  });
});
