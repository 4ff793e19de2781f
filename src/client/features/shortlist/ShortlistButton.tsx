import { useAtom, useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import type { ListingCard, ProjectCard } from '../../../shared/listings/listing-types';
import { SAVED_LISTING_MESSAGES as M } from '../../../shared/offline/saved-listings-constants';
import { notify } from '../../lib/toast';
import { HeartIcon } from '../../ui/icons';
import { readToken } from '../accounts/accounts.storage';
import { savedKey, savedKeysAtom, savedListingsChangedAtom } from './saved-keys';

type ShortlistButtonProps = (
  | { kind: 'property'; id: number; card: ListingCard }
  | { kind: 'project'; id: number; card: ProjectCard }
) & {
  /** Where it sits; the default is the top right corner of a listing card, above the card's link. */
  className?: string;
};

const ON_CARD = 'absolute right-2 top-2 z-10';

/**
 * The heart that adds a listing to the shortlist or takes it off. Small on purpose (the home page's cards
 * carry it): the store and sync code load on the first tap.
 */
export function ShortlistButton({ kind, id, card, className = ON_CARD }: ShortlistButtonProps) {
  const [keys, setKeys] = useAtom(savedKeysAtom);
  const changed = useSetAtom(savedListingsChangedAtom);
  const key = savedKey(kind, id);
  const saved = keys.has(key);

  const toggle = async (event: MouseEvent) => {
    // The card's link covers the whole card: the heart must not open the listing.
    event.preventDefault();
    event.stopPropagation();
    const on = !saved;
    setKeys((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
    try {
      const store = await import('./shortlist-store');
      const outcome = await store.setShortlisted(kind, card, on);
      if (outcome === 'full') notify.error(M.full);
      else notify.success(outcome === 'added' ? M.added : M.removed);
    } catch {
      notify.error(M.storageFailed);
    }
    await changed();
    if (readToken() && navigator.onLine) {
      const sync = await import('./shortlist-sync');
      if (await sync.syncSavedListings()) await changed();
    }
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? M.remove : M.add}
      title={saved ? M.remove : M.add}
      onClick={toggle}
      className={`${className} inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow-sm transition-colors hover:bg-white`}
    >
      <HeartIcon className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
