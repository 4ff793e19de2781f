import { useCallback, useEffect, useState } from 'react';
import { readSavedCities } from '../../../shared/offline/listing-store';
import { type SavedCitySummary, summaryOf } from '../../../shared/offline/saved-cities';
import { SW_MESSAGES } from '../../../shared/sw-protocol';
import { onWorkerMessage } from './OutboxPending';

/**
 * The cities this device saved, as the service worker keeps them (read-only here: the worker is the one
 * writer), read again whenever the worker says it saved or removed one. Null while reading.
 */
export function useSavedCities(): { cities: SavedCitySummary[] | null; reload: () => void } {
  const [cities, setCities] = useState<SavedCitySummary[] | null>(null);
  const reload = useCallback(() => {
    void readSavedCities()
      .then((all) => setCities(all.map(summaryOf)))
      .catch(() => setCities([]));
  }, []);
  useEffect(() => {
    reload();
    const stops = [SW_MESSAGES.citySaved, SW_MESSAGES.cityRemoved].map((type) => onWorkerMessage(type, reload));
    return () => {
      for (const stop of stops) stop();
    };
  }, [reload]);
  return { cities, reload };
}

/** What the browser says of this site's storage (`navigator.storage.estimate`), or null when it says nothing. */
export function useStorageEstimate(refresh: unknown): { usage: number; quota: number | null } | null {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `refresh` asks the browser again
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then((found) => live && setEstimate({ usage: found.usage ?? 0, quota: found.quota ?? null }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refresh]);
  return estimate;
}
