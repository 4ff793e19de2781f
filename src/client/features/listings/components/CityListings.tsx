import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ListingCard } from '../../../../shared/listings/listing-types';
import { propertiesInLabel } from '../../../../shared/navigation';
import { searchResultsHref } from '../../../../shared/routes';
import { detectedCityAtom, detectedStateAtom } from '../../location/location.atoms';
import { fetchCityProperties } from '../listings.api';
import { ListingCardView } from './ListingCardView';

type CityState = { city: string; listings: ListingCard[] | null; error: string | null };

/** The home page's listings in the visitor's city (detected or picked); nothing until a city is known. */
export function CityListings() {
  const city = useAtomValue(detectedCityAtom);
  const state = useAtomValue(detectedStateAtom);
  const [result, setResult] = useState<CityState | null>(null);

  useEffect(() => {
    if (!city) return;
    let current = true;
    fetchCityProperties(city).then(
      (listings) => current && setResult({ city, listings, error: null }),
      (error: Error) => current && setResult({ city, listings: null, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [city]);

  if (!city) return null;
  const shown = result?.city === city ? result : null;
  return (
    <section aria-labelledby="city-listings" className="container-page py-8">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="city-listings" className="text-xl font-bold text-ink">
          {propertiesInLabel(city)}
        </h2>
        <Link href={searchResultsHref({ propertyType: '', city, state: state ?? '' })} className="text-link text-sm">
          See all
        </Link>
      </div>
      {shown?.error && <p role="alert">{shown.error}</p>}
      {shown?.listings?.length === 0 && <p>No listings in {city} yet.</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!shown}>
        {(shown?.listings ?? []).map((listing, index) => (
          <li key={listing.id}>
            <ListingCardView listing={listing} eager={index === 0} />
          </li>
        ))}
        {!shown &&
          [0, 1, 2, 3].map((n) => (
            <li key={n} aria-hidden="true" className="aspect-[4/5] animate-pulse rounded-xl bg-brand-soft" />
          ))}
      </ul>
    </section>
  );
}
