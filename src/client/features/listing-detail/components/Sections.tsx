import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { CheckIcon } from '../../../ui/icons';
import { DETAIL_UI } from '../detail.content';
import type { ListingCrumb } from '../listing-structured-data';
import type { Fact } from '../property-facts';

/** A titled block of the page (its heading is an h2 named by `id`). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-6">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label/value pairs in a grid: two columns on phones, three from sm up. */
export function FactGrid({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
      {facts.map(([term, value, check]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
          <dd className="mt-0.5 break-words font-medium text-ink">
            {value}
            {check && (
              <a
                href={check.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={check.label}
                className="text-link mt-0.5 block text-sm font-semibold"
              >
                {check.text}
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The seller's own words, as plain text: line breaks kept, never read as HTML. */
export function Description({ text }: { text: string }) {
  return <p className="max-w-prose whitespace-pre-line break-words leading-relaxed text-ink">{text}</p>;
}

export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-4 gap-y-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
      {amenities.map((amenity) => (
        <li key={amenity} className="flex items-start gap-2 text-ink">
          <CheckIcon className="mt-0.5 h-4 w-4 flex-none text-green-700" />
          <span className="min-w-0 break-words">{amenity}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Home › city › locality › this page: the city's and the locality's landing pages, the same trail the
 * page's structured data gives search engines (listing-structured-data.ts).
 */
export const Breadcrumb = ({ crumbs }: { crumbs: readonly ListingCrumb[] }) => (
  <Breadcrumbs crumbs={crumbs} label={DETAIL_UI.breadcrumb} />
);

/** Said to an owner or an admin looking at a listing the public cannot see (pending, rejected, sold...). */
export function StatusNotice({ status }: { status: string }) {
  const notice = status === 'active' ? undefined : DETAIL_UI.pendingNotice[status];
  if (!notice) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {notice}
    </p>
  );
}
