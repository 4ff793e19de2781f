import type { SearchFilters } from '../../../../shared/listings/search-href';
import { SEARCH_LABELS as L } from '../search.content';
import { understoodChips } from '../understood';

/**
 * 'Understood: [2 BHK] [Up to ₹60 lakh]': the filters the typed phrase filled, so the visitor sees how
 * the words were read (and why the results are narrowed) without opening every filter. Nothing when the
 * phrase named no filter.
 */
export function UnderstoodChips({ filters, className = '' }: { filters: SearchFilters; className?: string }) {
  const chips = understoodChips(filters);
  if (!chips.length) return null;
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <span className="text-muted">{L.understood}</span>
      <ul className="flex flex-wrap gap-2" aria-label={L.understoodList}>
        {chips.map((chip) => (
          <li
            key={`${chip.key}-${chip.text}`}
            title={chip.filter}
            className="rounded-full bg-brand-soft px-3 py-1 font-medium text-brand"
          >
            <span className="sr-only">{chip.filter}: </span>
            {chip.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
