import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { CONTENT_LABELS } from '../../content/content-pages.content';
import { SERVICE_KEYS, SERVICE_SUMMARIES, type ServiceRouteKey } from '../services.content';

/** The other service pages, so a reader can move on without the menu. */
export function MoreServices({ current }: { current: ServiceRouteKey }) {
  return (
    <nav aria-labelledby="more-services" className="border-t border-line bg-surface">
      <div className="container-page py-10 sm:py-14">
        <h2 id="more-services" className="text-xl font-bold text-ink sm:text-2xl">
          {CONTENT_LABELS.moreServices}
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {SERVICE_KEYS.filter((key) => key !== current).map((key) => (
            <li key={key}>
              <Link
                href={PATHS[key]}
                className="block h-full rounded-xl border border-line bg-white p-3 hover:border-brand hover:shadow-sm sm:p-4"
              >
                <span className="font-semibold text-brand">{ROUTES[key].title}</span>
                <span className="mt-1 hidden text-sm leading-6 text-muted sm:block">{SERVICE_SUMMARIES[key]}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              href={PATHS.realEstateAdvice}
              className="block h-full rounded-xl border border-line bg-white p-3 hover:border-brand hover:shadow-sm sm:p-4"
            >
              <span className="font-semibold text-brand">{ROUTES.realEstateAdvice.title}</span>
              <span className="mt-1 hidden text-sm leading-6 text-muted sm:block">
                RERA, stamp duty, home loans and the legal checklist in one place.
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
