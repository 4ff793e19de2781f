import { useId } from 'react';
import { Link } from 'wouter';
import type { LandingLink } from '../../../../shared/landing/landing-contract';
import { formatCount } from '../../../../shared/listings/format';

/** A titled list of other landing pages (the city's localities, its other types and deals), each with its count. */
export function LandingLinks({ heading, links }: { heading: string; links: readonly LandingLink[] }) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-bold text-ink sm:text-xl">
        {heading}
      </h2>
      {/* Wrapping pills on a phone (a column of rows would run for screens), a grid from 640 px. */}
      <ul className="mt-3 flex flex-wrap gap-2 sm:grid sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.path} className="min-w-0 max-w-full">
            <Link
              href={link.path}
              className="flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-white py-1.5 pl-3 pr-1.5 text-sm text-ink hover:border-brand hover:text-brand sm:min-h-11 sm:justify-between sm:gap-2 sm:rounded-lg sm:px-3"
            >
              <span className="min-w-0 truncate">{link.label}</span>
              <span className="shrink-0 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-dark">
                {formatCount(link.listings)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
