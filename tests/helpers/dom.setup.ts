/**
 * Setup for the `dom` project (happy-dom): unmount between tests and give every test the same clean
 * browser state. happy-dom has no IndexedDB: fake-indexeddb gives each test file an in-memory one, so
 * code that keeps data there (the add-property draft) runs as it does in a browser.
 */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom has no layout, so its IntersectionObserver never reports anything. Here every observed element
 * counts as on screen (as in a tall browser window), so parts loaded near the viewport render in tests.
 */
class OnScreenObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = OnScreenObserver;

/**
 * Every page and many of their parts load lazily, and a busy 2-core machine (the other projects run beside
 * this one) can take seconds to bring one in: the library's 1 s wait failed tests that were right.
 */
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  // happy-dom's scrollTo is a no-op; a spy lets tests see that navigation scrolls to the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.title = '';
  window.scrollTo(0, 0);
});
