import { Link } from 'wouter';

export interface Crumb {
  label: string;
  /** Path on this site. */
  path: string;
}

/**
 * Home › city › … › this page: every step a link but the last, which is where the visitor is (one line,
 * cut, when it is long). Listing, agent and landing pages show the same trail their structured data gives
 * search engines.
 */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.path} className="text-link">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
