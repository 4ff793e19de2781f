import { Link } from 'wouter';
import { SEARCH_LABELS as L } from '../search.content';

interface PaginationProps {
  page: number;
  pages: number;
  href: (page: number) => string;
}

/** The page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';
const link = `${box} border border-line bg-white text-ink hover:border-brand hover:text-brand`;

/**
 * Real links to each page (the page number is in the URL), so pages can be opened in a new tab, shared
 * and walked through with the keyboard; the current page is marked for screen readers.
 */
export function Pagination({ page, pages, href }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={L.pagination} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-muted">{L.pageOf(page, pages)}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={link}>
              <span aria-hidden="true">‹</span> {L.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${box} border border-line bg-surface text-muted`}>
              <span aria-hidden="true">‹</span> {L.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-muted sm:block">
              …
            </li>
          ) : (
            // On a phone the line above says which page this is; Previous and Next are enough to move.
            <li key={n} className="hidden sm:block">
              {n === page ? (
                <span aria-current="page" className={`${box} bg-brand text-white`}>
                  <span className="sr-only">{L.pageLink(n)}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link href={href(n)} className={link} aria-label={L.pageLink(n)}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" className={link}>
              {L.next} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${box} border border-line bg-surface text-muted`}>
              {L.next} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
