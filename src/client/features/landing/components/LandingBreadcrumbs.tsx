import { Link } from 'wouter';
import { LANDING_LABELS, type LandingCrumb } from '../../../../shared/landing/landing-contract';

/** Home › city › this page: every step a link but the last, which is where the visitor is. */
export function LandingBreadcrumbs({ crumbs }: { crumbs: readonly LandingCrumb[] }) {
  return (
    <nav aria-label={LANDING_LABELS.breadcrumb} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
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
