import { Link } from 'wouter';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import type { SavedCitySummary } from '../../../shared/offline/saved-cities';
import { formatTimeAgo } from '../../../shared/time-ago';
import { SAVED_OFFLINE_UI as UI } from './saved-offline.content';

/** The saved cities a worker's 'not saved' answer offers (none in any other answer). */
export function savedCitiesIn(body: unknown): SavedCitySummary[] {
  const cities = (body as { savedCities?: unknown } | null)?.savedCities;
  return Array.isArray(cities) ? (cities as SavedCitySummary[]) : [];
}

/**
 * Offline, a search or page outside the saved cities: the cities this device saved, each leading to the
 * same search there (`hrefOf`).
 */
export function SavedCitiesOffer({
  cities,
  hrefOf,
}: {
  cities: readonly SavedCitySummary[];
  hrefOf: (city: SavedCitySummary) => string;
}) {
  if (cities.length === 0) return null;
  return (
    <nav aria-label={OFFLINE_MESSAGES.savedCitiesOffer} className="w-full">
      <h2 className="text-sm font-semibold">{OFFLINE_MESSAGES.savedCitiesOffer}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {cities.map((city) => (
          <li key={city.key}>
            <Link href={hrefOf(city)} className="btn-outline min-h-11 bg-white">
              {city.city}
              <span className="ml-2 text-xs font-normal text-muted">
                {UI.listings(city.listings)} · {UI.savedAgo(formatTimeAgo(city.savedAt))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
