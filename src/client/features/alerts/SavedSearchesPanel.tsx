import { lazy, Suspense, useEffect, useState } from 'react';
import { readToken } from '../accounts/accounts.storage';
import { hasSavedSearches } from './saved-searches-probe';

// The list, its store and its requests load only for a visitor who has saved searches (or an account
// that may hold some). A chunk that cannot load (offline, not cached) shows nothing rather than an error.
const SavedSearchesList = lazy(() => import('./SavedSearchesList').catch(() => ({ default: () => null })));

/**
 * The home page's 'Your saved searches' with each one's 'N new since your last visit'. Renders nothing,
 * and costs only an IndexedDB count, for a visitor with no saved searches.
 */
export function SavedSearchesPanel() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    if (readToken()) setShow(true);
    else void hasSavedSearches().then((has) => live && setShow(has));
    return () => {
      live = false;
    };
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <SavedSearchesList />
    </Suspense>
  ) : null;
}
