/**
 * Setup for the `dom` project (happy-dom): unmount between tests and give every test the same clean
 * browser state. happy-dom has no IndexedDB: fake-indexeddb gives each test file an in-memory one, so
 * code that keeps data there (the add-property draft) runs as it does in a browser.
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
