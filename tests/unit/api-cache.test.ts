import { describe, expect, it } from 'vitest';
import { type ApiAnswer, ApiCache, type ApiFetcher } from '../../src/client/lib/api-cache';
import type { ApiResource } from '../../src/client/lib/api-read';

/** A fetcher whose answers the test releases by hand, recording every request and its signal. */
function manualFetcher() {
  const calls: { path: string; signal: AbortSignal; token: string | null | undefined }[] = [];
  const pending: { path: string; resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }[] = [];
  const fetcher: ApiFetcher = (path, signal, { token }) => {
    calls.push({ path, signal, token });
    return new Promise<ApiAnswer>((resolve, reject) => {
      pending.push({ path, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  const answer = (index: number, status: number, body: unknown) =>
    pending[index]?.resolve({ status, body, savedAt: null });
  return { fetcher, calls, pending, answer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const listings = { key: 'GET /api/seller/properties', path: '/api/seller/properties' } as const;
const cities = { key: 'GET /api/insights/cities', path: '/api/insights/cities' } as const;
/** A resource every read shows. */
const everything: ApiResource = { name: 'everything', shownBy: () => true };

describe('ApiCache', () => {
  it('fetches a path once for every reader, and tells each of them the answer', async () => {
    const { fetcher, calls, answer } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    let heard = 0;
    cache.subscribe('/api/a', () => heard++);
    cache.subscribe('/api/a', () => heard++);
    expect(calls).toHaveLength(1);
    expect(cache.read('/api/a').state).toBe('loading');
    answer(0, 200, { data: [1] });
    await tick();
    expect(cache.read('/api/a')).toMatchObject({ state: 'answered', answer: { status: 200, body: { data: [1] } } });
    expect(heard).toBe(2);
  });

  it('starts from embedded answers without fetching them again, and hands out what it holds', () => {
    const { fetcher, calls } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    cache.prime({ '/api/properties/featured?limit=8': { status: 200, body: { data: [] } } });
    cache.subscribe('/api/properties/featured?limit=8', () => undefined);
    expect(calls).toHaveLength(0);
    expect(cache.snapshot()).toEqual({ '/api/properties/featured?limit=8': { status: 200, body: { data: [] } } });
  });

  it('cancels a request when its last reader leaves, and fetches again for the next reader', async () => {
    const { fetcher, calls } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    const leave = cache.subscribe('/api/slow', () => undefined);
    leave();
    await tick();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(cache.read('/api/slow').state).toBe('loading');
    cache.subscribe('/api/slow', () => undefined);
    expect(calls).toHaveLength(2);
  });

  it('keeps a request going when a reader is replaced in the same task (a remount)', async () => {
    const { fetcher, calls } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    const leave = cache.subscribe('/api/x', () => undefined);
    leave();
    cache.subscribe('/api/x', () => undefined);
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
  });

  it('says no answer came when the fetch fails, and a retry loads again', async () => {
    const { fetcher, pending, answer } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    cache.subscribe('/api/down', () => undefined);
    pending[0]?.reject(new TypeError('Failed to fetch'));
    await tick();
    expect(cache.read('/api/down').state).toBe('failed');
    void cache.refresh('/api/down');
    expect(cache.read('/api/down').state).toBe('loading');
    answer(1, 200, { ok: true });
    await tick();
    expect(cache.read('/api/down').state).toBe('answered');
  });

  it('shows an old answer as stale while a newer one is fetched, and a newer request wins', async () => {
    const { fetcher, answer } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    cache.prime({ '/api/list': { status: 200, body: { n: 1 } } });
    void cache.refresh('/api/list');
    expect(cache.read('/api/list')).toMatchObject({ state: 'answered', stale: true, answer: { body: { n: 1 } } });
    void cache.refresh('/api/list');
    answer(1, 200, { n: 3 });
    answer(0, 200, { n: 2 });
    await tick();
    expect(cache.read('/api/list')).toMatchObject({ stale: false, answer: { body: { n: 3 } } });
  });

  it('refreshes an answer older than staleAfterMs when a reader arrives', () => {
    const { fetcher, calls } = manualFetcher();
    const cache = new ApiCache({ fetcher, staleAfterMs: 1000 });
    cache.prime({ '/api/old': { status: 200, body: {} } }, Date.now() - 5000);
    cache.subscribe('/api/old', () => undefined);
    expect(calls.map((call) => call.path)).toEqual(['/api/old']);
  });

  it('forgets the least recently used unread answers past its bound, never one being read', () => {
    const { fetcher } = manualFetcher();
    const cache = new ApiCache({ fetcher, maxEntries: 3 });
    const leave = cache.subscribe('/api/read-now', () => undefined);
    cache.prime({ '/api/a': { status: 200, body: 'a' }, '/api/b': { status: 200, body: 'b' } });
    cache.prime({ '/api/a': { status: 200, body: 'a again' } });
    cache.prime({ '/api/c': { status: 200, body: 'c' } });
    // b was the least recently used with no reader: gone; the page being read stays.
    expect(Object.keys(cache.snapshot()).sort()).toEqual(['/api/a', '/api/c']);
    expect(cache.read('/api/b').state).toBe('loading');
    expect(cache.read('/api/a')).toMatchObject({ answer: { body: 'a again' } });
    expect(cache.read('/api/read-now').state).toBe('loading');
    leave();
    cache.prime({ '/api/d': { status: 200, body: 'd' } });
    // Its request is still being cancelled: it stays; a, now the oldest, goes.
    expect(Object.keys(cache.snapshot()).sort()).toEqual(['/api/c', '/api/d']);
  });

  it('forgets an answer nobody has read for evictAfterMs', () => {
    const { fetcher } = manualFetcher();
    const cache = new ApiCache({ fetcher, evictAfterMs: 50 });
    cache.prime({ '/api/old': { status: 200, body: 'old' } });
    const later = Date.now() + 100;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      cache.prime({ '/api/new': { status: 200, body: 'new' } });
    } finally {
      Date.now = realNow;
    }
    expect(cache.read('/api/old').state).toBe('loading');
    expect(cache.read('/api/new')).toMatchObject({ answer: { body: 'new' } });
  });

  it('keeps answers read with a token out of the page, out of offline storage, and forgets them on logout', async () => {
    const { fetcher, calls, answer } = manualFetcher();
    const kept: string[] = [];
    const cache = new ApiCache({ fetcher, onAnswer: (path) => kept.push(path) });
    cache.subscribe('/api/me/things', () => undefined, { token: 'secret' });
    cache.subscribe('/api/properties/featured', () => undefined);
    expect(calls[0]?.token).toBe('secret');
    answer(0, 200, { mine: true });
    answer(1, 200, { data: [] });
    await tick();
    expect(Object.keys(cache.snapshot())).toEqual(['/api/properties/featured']);
    expect(kept).toEqual(['/api/properties/featured']);
    cache.forgetPersonal();
    expect(cache.read('/api/me/things').state).toBe('loading');
    expect(cache.read('/api/properties/featured').state).toBe('answered');
  });

  it('reads again with the token when the page was rendered anonymously and the answer was not found', () => {
    const { fetcher, calls } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    cache.prime({ '/api/properties/9': { status: 404, body: { success: false } } });
    cache.subscribe('/api/properties/9', () => undefined);
    expect(calls).toHaveLength(0);
    cache.subscribe('/api/properties/9', () => undefined, { token: 'owner' });
    expect(calls.map((call) => call.token)).toEqual(['owner']);
  });

  it('does not hand answers the service worker made to offline storage again', async () => {
    const kept: string[] = [];
    const cache = new ApiCache({
      fetcher: async () => ({ status: 200, body: {}, savedAt: 1, offline: 'saved' }),
      onAnswer: (path) => kept.push(path),
    });
    await cache.load('/api/properties/featured');
    expect(kept).toEqual([]);
    expect(cache.snapshot()).toEqual({});
  });

  it('changes a held answer in place after an edit the server confirmed', () => {
    const cache = new ApiCache({ fetcher: manualFetcher().fetcher });
    cache.prime({ '/api/insights/cities': { status: 200, body: { success: true, data: [] } } });
    const cities = { key: 'GET /api/insights/cities', path: '/api/insights/cities' } as const;
    cache.update(cities, (answer) => ({ ...answer, data: [...answer.data, { city: 'Pune' } as never] }));
    expect(cache.read(cities.path)).toMatchObject({ answer: { body: { data: [{ city: 'Pune' }] } } });
  });

  it('reads an invalidated answer again as the same person, and anonymously after a logout', async () => {
    const { fetcher, calls, answer } = manualFetcher();
    const cache = new ApiCache({ fetcher });
    cache.subscribe('/api/seller/properties', () => undefined, { token: 'seller', read: listings });
    cache.subscribe('/api/insights/cities', () => undefined, { read: cities });
    answer(0, 200, { data: [] });
    answer(1, 200, { data: [] });
    await tick();
    cache.invalidate(everything);
    expect(calls.slice(2).map(({ path, token }) => [path, token])).toEqual([
      ['/api/seller/properties', 'seller'],
      ['/api/insights/cities', undefined],
    ]);
    answer(2, 200, { data: [] });
    await tick();
    expect(Object.keys(cache.snapshot())).toEqual(['/api/insights/cities']);
    cache.forgetPersonal();
    cache.invalidate(everything);
    expect(calls.filter((call) => call.path === '/api/seller/properties').at(-1)?.token).toBeUndefined();
    expect(calls).toHaveLength(6);
  });
});
