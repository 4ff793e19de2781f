import { COMPARE_BUTTON_LABEL } from '../../../shared/compare/compare-basics';
import { useAtomValue } from '../../app/store';
import { compareIdsAtom } from './compare.atoms';

/** A small square with a tick when chosen: reads as a checkbox, so pressed and not pressed are told apart. */
function CompareMark({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="h-4 w-4 flex-none">
      <rect x="1.5" y="1.5" width="13" height="13" rx="3" fill={on ? 'currentColor' : 'white'} stroke="currentColor" />
      {on && <path d="m4.5 8.2 2.3 2.3 4.7-4.9" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * Adds a property to the comparison or takes it out (at most COMPARE_LIMITS.max: a fifth is refused with
 * the reason). On a card it sits in the photo's bottom right corner, above the card's link; on the
 * property page it is a button like its neighbours. Small on purpose (the home page's cards carry it): what a
 * press does loads on the first press, from compare-toggle.ts.
 */
export function CompareButton({ id, onCard = false }: { id: number; onCard?: boolean }) {
  const ids = useAtomValue(compareIdsAtom);
  const on = ids?.includes(id) ?? false;
  const look = onCard
    ? 'absolute bottom-2 right-2 z-10 inline-flex h-8 items-center gap-1.5 rounded-full bg-white/95 px-2.5 text-xs font-semibold text-brand-dark shadow-sm hover:bg-white'
    : 'btn-outline';
  return (
    <button
      type="button"
      aria-pressed={on}
      className={look}
      onClick={(event) => {
        // The card's link covers the whole card: this must not open the listing.
        event.preventDefault();
        event.stopPropagation();
        void import('./compare-toggle').then((m) => m.toggleCompared(id, !on));
      }}
    >
      <CompareMark on={on} />
      {COMPARE_BUTTON_LABEL}
    </button>
  );
}
