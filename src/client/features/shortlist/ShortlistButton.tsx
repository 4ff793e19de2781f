import type { ListingCard, ProjectCard } from '../../../shared/listings/listing-types';
import { useAtom } from '../../app/store';
import { HeartIcon } from '../../ui/icons';
import { savedKeysAtom } from './saved-keys';
import { SHORTLIST_BUTTON_LABELS } from './shortlist-button.content';

type ShortlistButtonProps = (
  | { kind: 'property'; id: number; card: ListingCard }
  | { kind: 'project'; id: number; card: ProjectCard }
) & {
  /** Where it sits; the default is the top right corner of a listing card, above the card's link. */
  className?: string;
};

/**
 * The heart that adds a listing to the shortlist or takes it off. Small on purpose (the home page's cards
 * carry it): what a tap does (store, toast, sync) loads on the first tap, from shortlist-toggle.ts.
 */
export function ShortlistButton({ kind, id, card, className = 'absolute right-2 top-2 z-10' }: ShortlistButtonProps) {
  const [keys, setKeys] = useAtom(savedKeysAtom);
  const key = `${kind}:${id}`;
  const saved = keys.has(key);
  const label = saved ? SHORTLIST_BUTTON_LABELS.remove : SHORTLIST_BUTTON_LABELS.add;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      onClick={(event) => {
        // The card's link covers the whole card: the heart must not open the listing.
        event.preventDefault();
        event.stopPropagation();
        const next = new Set(keys);
        if (saved) next.delete(key);
        else next.add(key);
        setKeys(next);
        void import('./shortlist-toggle').then((m) => m.toggleShortlisted(kind, card, !saved));
      }}
      className={`${className} inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow-sm hover:bg-white`}
    >
      <HeartIcon className={`h-5 w-5 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
