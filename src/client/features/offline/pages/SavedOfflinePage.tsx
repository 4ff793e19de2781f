import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { cityLandingPath } from '../../../../shared/landing/landing-paths';
import { CITY_CHOICES } from '../../../../shared/location/city-choices';
import { OFFLINE_CITY, type SavedCitySummary } from '../../../../shared/offline/saved-cities';
import { ROUTES } from '../../../../shared/route-titles';
import { SW_MESSAGES } from '../../../../shared/sw-protocol';
import { formatTimeAgo } from '../../../../shared/time-ago';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { prefetchCity } from '../../location/city-prefetch';
import { onWorkerMessage } from '../OutboxPending';
import { postToWorker } from '../post-to-worker';
import { SAVED_OFFLINE_UI as UI } from '../saved-offline.content';
import { useSavedCities, useStorageEstimate } from '../use-saved-cities';

type Status = { tone: 'info' | 'done' | 'failed'; text: string } | null;

const sameCity = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

function SavedCityItem({
  city,
  onRemove,
  onUpdate,
}: {
  city: SavedCitySummary;
  onRemove: () => void;
  onUpdate: () => void;
}) {
  return (
    <li className="card flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <Link href={cityLandingPath(city.city)} className="text-lg font-semibold text-ink hover:text-brand">
          {city.city}
        </Link>
        <p className="text-sm text-muted">
          {UI.listings(city.listings)} · {UI.savedAgo(formatTimeAgo(city.savedAt))} · {UI.size(city.bytes)}
        </p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-outline min-h-11"
          aria-label={UI.updateLabel(city.city)}
          onClick={onUpdate}
        >
          {UI.update}
        </button>
        <button
          type="button"
          className="btn-outline min-h-11"
          aria-label={UI.removeLabel(city.city)}
          onClick={onRemove}
        >
          {UI.remove}
        </button>
      </div>
    </li>
  );
}

/**
 * "Saved for offline" (/saved-offline): the cities this device saved with their listings and when, the
 * storage used, and the ways to save another city or remove one. The service worker does the saving and
 * removing (it is the one writer of the store); the page asks it and listens for what it did.
 */
export default function SavedOfflinePage() {
  useDocumentTitle(ROUTES.savedOffline.title);
  const selectId = useId();
  const { cities } = useSavedCities();
  const estimate = useStorageEstimate(cities);
  const [picked, setPicked] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

  useEffect(() => {
    const stops = [
      onWorkerMessage(SW_MESSAGES.citySaved, (data) => {
        const saved = data.city as SavedCitySummary | undefined;
        if (saved) setStatus({ tone: 'done', text: UI.saved(saved.city) });
      }),
      onWorkerMessage(SW_MESSAGES.cityNotSaved, (data) =>
        setStatus({
          tone: 'failed',
          text: data.reason === 'storage' ? UI.noRoom(String(data.city)) : UI.notSaved(String(data.city)),
        }),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  const save = (city: string) => {
    setStatus({ tone: 'info', text: UI.saving(city) });
    prefetchCity(city, { force: true });
  };
  const remove = (city: SavedCitySummary) => {
    postToWorker({ type: SW_MESSAGES.removeCity, key: city.key });
    setStatus({ tone: 'done', text: UI.removed(city.city) });
  };
  const unsaved = CITY_CHOICES.filter((entry) => !cities?.some((city) => sameCity(city.city, entry.city)));
  // The city picked, while it is still one to save; else the first one not saved yet.
  const choice = unsaved.find((entry) => entry.city === picked)?.city ?? unsaved[0]?.city ?? '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save(choice);
  };

  return (
    <div className="container-page max-w-3xl py-6">
      <h1 className="text-2xl font-bold">{ROUTES.savedOffline.title}</h1>
      <p className="mt-1 text-muted">{UI.intro}</p>

      <p
        role="status"
        className={`mt-4 min-h-6 rounded-lg text-sm ${
          status === null
            ? ''
            : status.tone === 'failed'
              ? 'bg-red-50 px-3 py-2 text-red-800'
              : 'bg-emerald-50 px-3 py-2 text-emerald-900'
        }`}
      >
        {status?.text}
      </p>

      <section aria-labelledby="saved-cities-heading" className="mt-4">
        <h2 id="saved-cities-heading" className="text-lg font-semibold">
          {UI.citiesHeading}
        </h2>
        {!supported ? (
          <p className="card mt-3 text-ink">{UI.unsupported}</p>
        ) : cities === null ? (
          <p className="mt-3 h-20" aria-busy="true" />
        ) : cities.length === 0 ? (
          <p className="card mt-3 text-ink">{UI.none}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {cities.map((city) => (
              <SavedCityItem
                key={city.key}
                city={city}
                onRemove={() => remove(city)}
                onUpdate={() => save(city.city)}
              />
            ))}
          </ul>
        )}
      </section>

      {supported && (
        <section aria-labelledby="save-city-heading" className="card mt-6">
          <h2 id="save-city-heading" className="text-lg font-semibold">
            {UI.saveHeading}
          </h2>
          <form onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-ink">
                {UI.cityLabel}
              </label>
              <select
                id={selectId}
                value={choice}
                onChange={(event) => setPicked(event.target.value)}
                className="min-h-11 rounded-lg border border-line bg-white px-3 text-ink focus:border-brand"
              >
                {unsaved.map((entry) => (
                  <option key={entry.city} value={entry.city}>
                    {entry.city}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-solid min-h-11">
              {UI.save}
            </button>
          </form>
        </section>
      )}

      <section aria-labelledby="storage-heading" className="mt-6">
        <h2 id="storage-heading" className="text-lg font-semibold">
          {UI.storageHeading}
        </h2>
        <p className="mt-2 text-ink">{estimate ? UI.storageUsed(estimate.usage, estimate.quota) : UI.storageUnknown}</p>
        <p className="mt-1 text-sm text-muted">{UI.budget(OFFLINE_CITY.budgetBytes)}</p>
      </section>
    </div>
  );
}
