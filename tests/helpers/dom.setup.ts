/**
 * Setup for the `dom` project (happy-dom): unmount between tests and give every test the same clean
 * browser state: empty local storage, a network that answers nothing a test did not stub (stubFetch),
 * no toast or stubbed global left over. happy-dom has no IndexedDB: fake-indexeddb gives each test file
 * an in-memory one, so code that keeps data there (the add-property draft) runs as it does in a browser.
 */
import 'fake-indexeddb/auto';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubFetch } from './fetch-stub';

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
  localStorage.clear();
  // No test reaches a real network: a request nobody stubbed fails as one with no connection does.
  stubFetch();
  // happy-dom's scrollTo is a no-op; a spy lets tests see that navigation scrolls to the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  // A toast outlives the page that raised it; the next test would find it on screen.
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.title = '';
  window.scrollTo(0, 0);
});
