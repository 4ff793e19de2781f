import { Link } from 'wouter';
import { MAP_LABELS } from '../../map/map.content';
import { RESULTS_VIEWS, type ResultsViewMode } from '../results-view-mode';

/**
 * List or Map: two links (real addresses, so the server renders either and a shared link opens the same
 * view), the current one marked for screen readers. Shown only where the deployment has map tiles.
 */
export function ViewToggle({ mode, hrefOf }: { mode: ResultsViewMode; hrefOf: (mode: ResultsViewMode) => string }) {
  return (
    <nav aria-label={MAP_LABELS.viewsLabel} className="inline-flex rounded-lg border border-line bg-white p-0.5">
      {RESULTS_VIEWS.map((view) => (
        <Link
          key={view}
          href={hrefOf(view)}
          aria-current={view === mode ? 'page' : undefined}
          className={`inline-flex min-h-10 min-w-14 items-center justify-center rounded-md px-3 text-sm font-semibold ${
            view === mode ? 'bg-brand text-white' : 'text-ink hover:bg-brand-soft'
          }`}
        >
          {MAP_LABELS.views[view]}
        </Link>
      ))}
    </nav>
  );
}
