import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { HOME_CITIES, HOME_INSIGHTS, HOME_TYPES, HOME_LABELS as LABELS } from '../../../shared/home';
import { PATHS, searchResultsHref } from '../../../shared/routes';
import { detectedCityAtom, detectedStateAtom } from '../location/location.atoms';

const tile =
  'flex h-full flex-col rounded-xl border border-line bg-white p-4 text-ink shadow-sm transition-colors hover:border-brand hover:bg-brand-soft';

/** Every listing in each popular city. */
export function PopularCities() {
  return (
    <section aria-labelledby="popular-cities" className="container-page py-6 sm:py-8">
      <h2 id="popular-cities" className="mb-4 text-xl font-bold text-ink sm:text-2xl">
        {LABELS.popularCities}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {HOME_CITIES.map(({ city, state }) => (
          <li key={city}>
            <Link href={searchResultsHref({ propertyType: '', city, state })} className={tile}>
              <span className="font-semibold">{city}</span>
              <span className="text-sm text-muted">{state}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One tile per property type, searching the visitor's city when it is known. */
export function PropertyTypes() {
  const city = useAtomValue(detectedCityAtom) ?? '';
  const state = useAtomValue(detectedStateAtom) ?? '';
  return (
    <section aria-labelledby="property-types" className="container-page py-6 sm:py-8">
      <h2 id="property-types" className="mb-4 text-xl font-bold text-ink sm:text-2xl">
        {LABELS.propertyTypes}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {HOME_TYPES.map(({ type, blurb }) => (
          <li key={type}>
            <Link href={searchResultsHref({ propertyType: type, city, state })} className={tile}>
              <span className="font-semibold">{type}</span>
              <span className="text-sm text-muted">{blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The 'Insights' entries: locality guide, price trends, EMI calculator and advice. */
export function InsightsEntries() {
  return (
    <section aria-labelledby="home-insights" className="container-page py-6 sm:py-8">
      <h2 id="home-insights" className="text-xl font-bold text-ink sm:text-2xl">
        {LABELS.insights}
      </h2>
      <p className="mb-4 mt-1 text-muted">{LABELS.insightsIntro}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {HOME_INSIGHTS.map((entry) => (
          <li key={entry.key}>
            <Link href={PATHS[entry.key]} className={tile}>
              <span className="font-semibold text-brand-dark">{entry.title}</span>
              <span className="mt-1 text-sm text-muted">{entry.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The call to post a property. */
export function PostPropertyCall() {
  return (
    <section aria-labelledby="post-property" className="container-page py-6 sm:py-10">
      <div className="flex flex-col gap-4 rounded-2xl bg-brand-dark p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="post-property" className="text-xl font-bold sm:text-2xl">
            {LABELS.postHeading}
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">{LABELS.postBody}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Link href={PATHS.postProperty} className="btn-accent">
            {LABELS.postCta}
          </Link>
          <Link
            href={PATHS.sellerSignup}
            className="btn-outline border-white bg-transparent text-white hover:bg-white/10"
          >
            {LABELS.registerCta}
          </Link>
        </div>
      </div>
    </section>
  );
}
