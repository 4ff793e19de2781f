import { Link } from 'wouter';
import { landingPath } from '../../../shared/landing/landing-paths';
import { PATHS, searchResultsHref } from '../../../shared/routes';
import { useVisitorCity } from '../location/visitor-city';
import { HOME_CITIES, HOME_INSIGHTS, HOME_TYPES, HOME_SECTION_LABELS as LABELS } from './home-sections.content';

interface Tile {
  key: string;
  href: string;
  title: string;
  body: string;
}

interface TileSectionProps {
  id: string;
  heading: string;
  intro?: string;
  /** The grid's columns at each width. */
  columns: string;
  /** Tiles that lead to advice rather than a search get the brand colour on their title. */
  accent?: boolean;
  tiles: Tile[];
}

/** A heading and a grid of tiles, each one link with a title and a line under it. */
function TileSection({ id, heading, intro, columns, accent = false, tiles }: TileSectionProps) {
  return (
    <section aria-labelledby={id} className="container-page py-6 sm:py-8">
      <h2 id={id} className={`text-xl font-bold text-ink sm:text-2xl ${intro ? '' : 'mb-4'}`}>
        {heading}
      </h2>
      {intro && <p className="mb-4 mt-1 text-muted">{intro}</p>}
      <ul className={`grid gap-3 ${columns}`}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              href={tile.href}
              className="flex h-full flex-col rounded-xl border border-line bg-white p-4 text-ink shadow-sm transition-colors hover:border-brand hover:bg-brand-soft"
            >
              <span className={`font-semibold ${accent ? 'text-brand-dark' : ''}`}>{tile.title}</span>
              <span className={`text-sm text-muted ${accent ? 'mt-1' : ''}`}>{tile.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each popular city's landing page: every listing there. */
export function PopularCities() {
  return (
    <TileSection
      id="popular-cities"
      heading={LABELS.popularCities}
      columns="grid-cols-2 sm:grid-cols-4 lg:grid-cols-6"
      tiles={HOME_CITIES.map(({ city, state }) => ({
        key: city,
        href: landingPath({ city }),
        title: city,
        body: state,
      }))}
    />
  );
}

/** One tile per property type, searching the visitor's city once it is known (all India on the server). */
export function PropertyTypes() {
  const visitor = useVisitorCity();
  const city = visitor.city ?? '';
  const state = visitor.state ?? '';
  return (
    <TileSection
      id="property-types"
      heading={LABELS.propertyTypes}
      columns="grid-cols-2 lg:grid-cols-4"
      tiles={HOME_TYPES.map(({ type, blurb }) => ({
        key: type,
        href: searchResultsHref({ propertyType: type, city, state }),
        title: type,
        body: blurb,
      }))}
    />
  );
}

/** The 'Insights' entries: locality guide, price trends, EMI calculator and advice. */
export function InsightsEntries() {
  return (
    <TileSection
      id="home-insights"
      heading={LABELS.insights}
      intro={LABELS.insightsIntro}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      accent
      tiles={HOME_INSIGHTS.map((entry) => ({
        key: entry.key,
        href: PATHS[entry.key],
        title: entry.title,
        body: entry.body,
      }))}
    />
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

/** Everything below the city's listings, loaded as the visitor scrolls towards it. */
export default function HomeSections() {
  return (
    <>
      <PopularCities />
      <PropertyTypes />
      <InsightsEntries />
      <PostPropertyCall />
    </>
  );
}
