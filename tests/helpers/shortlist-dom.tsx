/** Helpers for the shortlist DOM tests: clean IndexedDB stores, a logged-in browser, section lookups. */
import { type RenderResult, render, screen, within } from '@testing-library/react';
import { clear, createStore as createIdbStore } from 'idb-keyval';
import type { ReactNode } from 'react';
import { AppToaster } from '../../src/client/app/AppToaster';
import { createStore, Provider } from '../../src/client/app/store';
import { syncSavedListings } from '../../src/client/features/shortlist/shortlist-sync';
import { OFFLINE_STORES } from '../../src/shared/offline/offline-contract';
import { SAVED_LISTING_MESSAGES as M } from '../../src/shared/shortlist/saved-listings-constants';

/**
 * Empties both stores (their own connections: the app's stay open, as in a browser), after any sync a
 * previous test left running has finished (it would write its answer back).
 */
export async function clearSavedStores(): Promise<void> {
  await syncSavedListings('open');
  for (const { db, store } of [OFFLINE_STORES.shortlist, OFFLINE_STORES.recentlyViewed]) {
    await clear(createIdbStore(db, store));
  }
}

/** Stores a session as the login flow does. */
export function logIn(token = 'test-session-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 9, firstName: 'Asha', lastName: 'Verma', email: 'a@example.test' }),
  );
}

/** Renders some components in a fresh jotai store (like a page load), with the toaster. */
export function renderFresh(node: ReactNode): RenderResult {
  return render(
    <Provider store={createStore()}>
      {node}
      <AppToaster />
    </Provider>,
  );
}

/** The card titles (h3) in the page's section headed `title`, in order. */
export function titlesIn(title: string): string[] {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

export const shortlistTitles = () => titlesIn(M.shortlistTitle);
export const recentTitles = () => titlesIn(M.recentlyViewedTitle);
