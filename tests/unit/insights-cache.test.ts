import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { INSIGHTS_CACHE, memoInsight } from '../../src/server/features/insights/insights.cache';

const newDb = () => ({}) as Database;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const { freshMs, staleMs } = INSIGHTS_CACHE;

describe('memoInsight', () => {
  it('shares one query between concurrent and repeated requests for a minute', async () => {
    const db = newDb();
    const build = vi.fn(async () => 'answer');
    const [a, b] = await Promise.all([memoInsight(db, 'k', build, 0), memoInsight(db, 'k', build, 10)]);
    expect([a, b]).toEqual(['answer', 'answer']);
    expect(await memoInsight(db, 'k', build, freshMs - 1)).toBe('answer');
    expect(build).toHaveBeenCalledTimes(1);
    // Another key, or another database, is another query.
    await memoInsight(db, 'other', build, 0);
    await memoInsight(newDb(), 'k', build, 0);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('serves the old answer while one rebuild runs, then the new one', async () => {
    const db = newDb();
    const pending: ((value: number) => void)[] = [];
    const build = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
    const first = memoInsight(db, 'k', build, 0);
    pending[0]?.(1);
    expect(await first).toBe(1);
    // Past a minute: the old answer at once, and one rebuild however many ask.
    expect(await memoInsight(db, 'k', build, freshMs)).toBe(1);
    expect(await memoInsight(db, 'k', build, freshMs + 1)).toBe(1);
    expect(build).toHaveBeenCalledTimes(2);
    pending[1]?.(2);
    await settle();
    expect(await memoInsight(db, 'k', build, freshMs + 2)).toBe(2);
    // Too old to serve: the visitor waits for a fresh answer.
    const late = memoInsight(db, 'k', build, freshMs + staleMs + 10);
    pending[2]?.(3);
    expect(await late).toBe(3);
  });

  it('forgets a failed query, and keeps serving the old answer when a rebuild fails', async () => {
    const db = newDb();
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(memoInsight(db, 'k', failing, 0)).rejects.toThrow('down');
    expect(await memoInsight(db, 'k', async () => 'up', 1)).toBe('up');
    expect(await memoInsight(db, 'k', failing, freshMs + 1)).toBe('up');
    await settle();
    expect(await memoInsight(db, 'k', async () => 'again', freshMs + 2)).toBe('up');
    await settle();
    expect(await memoInsight(db, 'k', async () => 'later', freshMs + 3)).toBe('again');
  });

  it('keeps at most maxKeys answers per database', async () => {
    const db = newDb();
    const build = vi.fn(async () => 'x');
    for (let i = 0; i <= INSIGHTS_CACHE.maxKeys; i++) await memoInsight(db, `city${i}`, build, 0);
    await memoInsight(db, 'city0', build, 1);
    expect(build).toHaveBeenCalledTimes(INSIGHTS_CACHE.maxKeys + 2);
  });
});
