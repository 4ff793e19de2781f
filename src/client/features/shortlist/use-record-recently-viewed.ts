import { useEffect } from 'react';
import type { SavedListingKind } from '../../../shared/shortlist/saved-listings-constants';
import type { SavedCard } from './saved-records';

/**
 * For the property and project pages: once the listing has loaded, it goes to the top of recently
 * viewed. The store loads on its own (it is not part of the detail page's chunk).
 */
export function useRecordRecentlyViewed(kind: SavedListingKind, card: SavedCard | undefined): void {
  const id = card?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per listing, not per re-render.
  useEffect(() => {
    if (!card) return;
    import('./recently-viewed-store').then((store) => store.recordRecentlyViewed(kind, card)).catch(() => undefined);
  }, [kind, id]);
}
