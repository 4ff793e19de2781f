import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type CompareListing, compareHref } from '../../../../shared/compare/compare-constants';
import { mediaUrl } from '../../../../shared/media';
import { useApiRead } from '../../../lib/use-api';
import { Icon } from '../../../ui/icons';
import { compareRead, pickComparison } from '../compare.api';
import { COMPARE_UI } from '../compare.content';
import { listenForCompareNews } from '../compare-announce';
import { clearComparison, toggleCompared } from '../compare-toggle';

const T = COMPARE_UI.tray;

/**
 * The chosen properties' titles and photos, from the comparison's own read (the compare page then opens
 * from the same cached answer). What arrived before is kept while a changed choice loads, so taking one
 * out does not blank the others.
 */
function useChosen(ids: readonly number[]): { id: number; listing: CompareListing | undefined }[] {
  const read = useApiRead(compareRead(ids.join(',')), pickComparison);
  const known = useRef(new Map<number, CompareListing>());
  if (read.kind === 'found') for (const listing of read.data.data) known.current.set(listing.id, listing);
  return ids.map((id) => ({ id, listing: known.current.get(id) }));
}

function Chosen({ id, listing, onRemove }: { id: number; listing: CompareListing | undefined; onRemove: () => void }) {
  const title = listing?.title ?? T.unnamed(id);
  const photo = listing?.coverPhoto;
  return (
    <li className="flex flex-none items-center gap-2">
      <span className="relative block h-10 w-10 flex-none overflow-hidden rounded-md bg-brand-soft sm:h-12 sm:w-12">
        {photo && (
          <img
            src={mediaUrl(photo, 320)}
            width={48}
            height={48}
            alt=""
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
        <button
          type="button"
          aria-label={COMPARE_UI.remove(title)}
          onClick={onRemove}
          className="absolute right-0 top-0 inline-flex h-6 w-6 items-center justify-center rounded-bl-md bg-night/75 text-white hover:bg-night"
        >
          <Icon className="h-3.5 w-3.5">
            <path d="M6 6l12 12M18 6 6 18" />
          </Icon>
        </button>
      </span>
      {/* The short title beside the photo where there is room; for screen readers always. */}
      <span className="sr-only lg:not-sr-only lg:line-clamp-2 lg:w-32 lg:text-xs lg:font-medium lg:leading-4 lg:text-ink">
        {title}
      </span>
    </li>
  );
}

/**
 * The compare tray itself (CompareTray.tsx decides when it shows): the chosen properties' photos, each with a
 * way to take it out, Clear all and "Compare N", the link to the comparison. One row (four photos still fit
 * beside the buttons at 360 px), 3.5rem high on a phone and 4.5rem from 640 px: brand.styles.ts pads the page
 * by as much (`data-compare-tray="fixed"`) so the tray never hides the end of the page, and lifts the toasts
 * above it.
 */
export default function CompareTrayPanel({ ids, docked }: { ids: readonly number[]; docked: boolean }) {
  const chosen = useChosen(ids);
  const link = useRef<HTMLAnchorElement>(null);
  // What the last press changed, for screen readers: with the tray on screen it replaces the toast.
  const [news, setNews] = useState('');
  useEffect(() => listenForCompareNews(setNews), []);
  // The pressed button goes away with its property: focus stays in the tray, on its way on.
  const remove = (id: number) => {
    link.current?.focus();
    void toggleCompared(id, false);
  };
  return (
    <section
      aria-label={T.label}
      data-compare-tray={docked ? 'docked' : 'fixed'}
      className={`${docked ? 'relative' : 'fixed inset-x-0 bottom-0 z-30'} pointer-events-none sm:px-4`}
    >
      <div className="pointer-events-auto mx-auto flex h-14 max-w-5xl items-center gap-2 border-t border-line bg-white/95 px-2 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur box-content sm:h-[4.5rem] sm:gap-3 sm:rounded-t-xl sm:border-x sm:px-4">
        <ul className="flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto sm:gap-3">
          {chosen.map(({ id, listing }) => (
            <Chosen key={id} id={id} listing={listing} onRemove={() => remove(id)} />
          ))}
        </ul>
        <button
          type="button"
          onClick={() => void clearComparison()}
          className="inline-flex h-10 min-w-9 flex-none items-center justify-center rounded-lg text-sm font-semibold text-muted hover:bg-brand-soft hover:text-ink sm:px-3"
        >
          <Icon className="h-5 w-5 sm:hidden">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </Icon>
          <span className="sr-only sm:not-sr-only">{T.clearAll}</span>
        </button>
        <Link ref={link} href={compareHref(ids)} className="btn-solid flex-none px-3 sm:px-5">
          {T.open(ids.length)}
        </Link>
      </div>
      <p role="status" className="sr-only">
        {news}
      </p>
    </section>
  );
}
