import { type ChangeEvent, useId } from 'react';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { cityAndState } from '../../../shared/location/place-label';
import { useHydrated } from '../../lib/use-hydrated';
import { PinIcon } from '../../ui/icons';
import { LOCATION_LABELS as LABELS } from './location.content';
import { useLocation } from './use-location';

/**
 * The visitor's city: 'Use my location' asks the browser, the list sets a city by hand, 'Clear'
 * forgets it. Progress and the result are announced politely, errors at once. In the server's HTML the
 * controls are disabled until the picker has hydrated (its code comes as the visitor scrolls to it): a tap
 * before then would do nothing at all.
 */
export function LocationPicker({ className = '' }: { className?: string }) {
  const { city, state, loading, error, permissionDenied, detectLocation, setManualLocation, clearLocation } =
    useLocation();
  const hydrated = useHydrated();
  const headingId = useId();
  const selectId = useId();
  const picked = CITY_CHOICES.findIndex((choice) => choice.city === city && choice.state === state);

  const onPick = (event: ChangeEvent<HTMLSelectElement>) => {
    const choice = CITY_CHOICES[Number(event.target.value)];
    if (choice) setManualLocation(choice);
  };

  return (
    <section aria-labelledby={headingId} className={`card max-w-2xl ${className}`}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <PinIcon className="h-5 w-5 text-brand" />
        {LABELS.heading}
      </h2>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted sm:text-base">
        {loading ? (
          <span className="inline-flex items-center gap-2">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand border-t-transparent" />
            {LABELS.finding}
          </span>
        ) : city ? (
          <>
            {LABELS.showing} <strong className="font-semibold text-ink">{city}</strong>
            {state ? `, ${state}` : ''}
          </>
        ) : (
          LABELS.none
        )}
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
          {permissionDenied ? <span className="mt-1 block">{LABELS.deniedHint}</span> : null}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <button
          type="button"
          className="btn-solid min-h-11 w-full sm:w-auto"
          onClick={() => void detectLocation()}
          disabled={loading || !hydrated}
          aria-busy={loading}
        >
          <PinIcon className="h-4 w-4" />
          {LABELS.useMyLocation}
        </button>
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="block text-sm font-medium text-ink">
            {LABELS.chooseCity}
          </label>
          <select
            id={selectId}
            value={picked >= 0 ? String(picked) : ''}
            onChange={onPick}
            disabled={!hydrated}
            className="mt-1 min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand"
          >
            <option value="" disabled>
              {LABELS.choosePrompt}
            </option>
            {CITY_CHOICES.map((choice, index) => (
              <option key={`${choice.city}|${choice.state}`} value={index}>
                {cityAndState(choice.city, choice.state)}
              </option>
            ))}
          </select>
        </div>
        {city ? (
          <button type="button" className="btn-outline min-h-11 w-full sm:w-auto" onClick={() => clearLocation()}>
            {LABELS.clear}
          </button>
        ) : null}
      </div>
    </section>
  );
}
