/**
 * importWithRetry (src/client/lib/import-retry.ts): a download of code that failed is tried again, at once
 * when the browser is back online, after a pause when it says it is online, and given up after its tries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from '../../src/client/lib/import-retry';

/** A loader that fails `failures` times (as a cut download does), then gives the module. */
function flakyLoader(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { value: 'loaded' };
  });
  return load;
}

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

describe('importWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('tries again after a pause when the browser says it is online', async () => {
    setOnline(true);
    const load = flakyLoader(2);
    const module = importWithRetry(load, 4, 2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_001);
    await expect(module).resolves.toEqual({ value: 'loaded' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("waits for the browser's 'online' while it is offline, however long that is", async () => {
    setOnline(false);
    const load = flakyLoader(1);
    const module = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(module).resolves.toEqual({ value: 'loaded' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last error after its tries', async () => {
    setOnline(true);
    const load = flakyLoader(10);
    const module = importWithRetry(load, 3, 100);
    const settled = expect(module).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not try again when the module itself threw (not a download that failed)', async () => {
    setOnline(true);
    const load = vi.fn(async () => {
      throw new ReferenceError('window is not defined');
    });
    await expect(importWithRetry(load)).rejects.toThrow('window is not defined');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
