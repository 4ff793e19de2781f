/**
 * The page keeps its public answers for offline use from the first visit (keep-answers.ts): the ones the
 * server embedded, and the ones it fetched while no worker controlled it, in the worker's own answers
 * store (answer-store.ts, over fake-indexeddb here) under the worker's keys. Nothing about the signed-in
 * person, no error answer, and nothing the worker already kept on its way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAnswerForOffline, keepEmbeddedAnswersForOffline } from '../../src/client/features/offline/keep-answers';
import { cityListingsPath, featuredListingsPath } from '../../src/shared/listings/listing-api-paths';
import { readAnswer } from '../../src/shared/offline/answer-store';

const FEATURED = { success: true, data: [{ id: 1, title: '2 BHK flat in Arera Colony' }] };

/** What the worker would answer offline for `path`: its saved record, under the URL's pathname + search. */
const saved = async (path: string) => {
  const url = new URL(path, location.origin);
  const record = await readAnswer(url.pathname + url.search);
  return record && { status: record.status, body: JSON.parse(record.body) as unknown };
};

describe('answers kept for offline use by the page', () => {
  beforeEach(() => {
    // happy-dom has no idle callbacks: the browser is idle at once.
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('keeps the public answers the server embedded, under the keys the worker reads', async () => {
    // A locality with an apostrophe: the browser escapes it in a request's URL, encodeURIComponent does not.
    const search = `/api/properties/search?city=Bhopal&locality=${encodeURIComponent("Shahpura's Lake")}`;
    keepEmbeddedAnswersForOffline({
      [featuredListingsPath(null)]: { status: 200, body: FEATURED },
      [search]: { status: 200, body: { success: true, data: [], total: 0 } },
      '/api/brokers/12': { status: 200, body: { success: true, data: { id: 12 }, properties: [] } },
      '/api/properties/99': { status: 404, body: { success: false, message: 'Property not found' } },
      '/api/users/me': { status: 200, body: { success: true, data: { name: 'Asha' } } },
    });

    await vi.waitFor(async () =>
      expect(await saved(featuredListingsPath(null))).toEqual({ status: 200, body: FEATURED }),
    );
    await vi.waitFor(async () => expect(await saved('/api/brokers/12')).toBeDefined());
    expect(search).toContain("'");
    expect((await saved(search))?.status).toBe(200);
    expect(await saved('/api/properties/99')).toBeUndefined();
    expect(await saved('/api/users/me')).toBeUndefined();
  });

  it('keeps an answer the page fetched itself only while no worker controls the page', async () => {
    const bhopal = cityListingsPath('Bhopal');
    const indore = cityListingsPath('Indore');
    const answer = { status: 200, body: { success: true, properties: [] }, savedAt: null };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    keepAnswerForOffline(indore, answer);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    keepAnswerForOffline(bhopal, answer);

    await vi.waitFor(async () => expect(await saved(bhopal)).toEqual({ status: 200, body: answer.body }));
    // The worker kept its own copy of what passed through it: the page writes no second one.
    expect(await saved(indore)).toBeUndefined();
  });
});
