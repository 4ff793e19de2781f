import type { ApiError } from '../src/shared/api';
import { deviceLandingPage } from '../src/shared/landing/device-landing';
import { parseLandingPath } from '../src/shared/landing/landing-paths';
import { effectiveFilters } from '../src/shared/listings/effective-filters';
import type { SearchableListing } from '../src/shared/listings/search-predicates';
import { readSearchParams } from '../src/shared/listings/search-read';
import { CITY_CHOICES } from '../src/shared/location/city-choices';
import { MAP_ZOOM } from '../src/shared/location/map-area';
import { mapOnDevice } from '../src/shared/offline/device-map';
import {
  deviceKnownCities,
  type SavedOnDevice,
  searchOnDevice,
  toCard,
  uniqueListings,
} from '../src/shared/offline/device-search';
import { cityKey, readBrowsed, readBrowsedListing, readSavedCities } from '../src/shared/offline/listing-store';
import { OFFLINE_HEADERS, OFFLINE_MESSAGES } from '../src/shared/offline/offline-contract';
import { type SavedCity, type SavedCitySummary, summaryOf } from '../src/shared/offline/saved-cities';
import { workerAnswer } from './offline-responses';
import { touchCity } from './saved-cities';

/**
 * Answers made on the device from its listing store (the saved cities and the listings browsed), when
 * the network gives none: a search or landing page in a saved city (searchOnDevice, deviceLandingPage:
 * the server's meanings), a city's newest listings, and a property known only from a card. Each is
 * marked 'device', with when its listings were saved. Undefined when the store cannot answer.
 */

/** An API answer the device made, with `savedOnDevice` saying from what. */
function deviceAnswer(body: object, from: SavedOnDevice): Response {
  return workerAnswer(200, { success: true, ...body, savedOnDevice: from }, 'device', {
    [OFFLINE_HEADERS.savedAt]: String(from.savedAt),
  });
}

/** The saved listings of `cities` (all of them for none) with those browsed there, once each. */
async function listingsOf(cities: readonly SavedCity[], all: boolean): Promise<SearchableListing[]> {
  const names = new Set(cities.map((city) => city.city.toLowerCase()));
  const browsed = (await readBrowsed()).filter((listing) => all || names.has(listing.location.city.toLowerCase()));
  // The saved city's copy last: its listings carry the words the search matches.
  return uniqueListings([browsed, ...cities.map((city) => city.listings)]);
}

/** The saved city named `name` (any spelling its slug reads the same), if this device has it. */
const savedCityNamed = (cities: readonly SavedCity[], name: string) =>
  cities.find((city) => city.key === cityKey(name));

const oldest = (cities: readonly SavedCity[]) => Math.min(...cities.map((city) => city.savedAt));

async function searchAnswer(url: URL): Promise<Response | undefined> {
  const parsed = readSearchParams(Object.fromEntries(url.searchParams));
  // A search the server would refuse: refused here too, with its words (a retry online cannot help).
  if ('problem' in parsed) {
    const refusal: ApiError = { success: false, code: 'validation_failed', message: parsed.problem };
    return workerAnswer(400, refusal, 'device');
  }
  const cities = await readSavedCities();
  if (cities.length === 0) return undefined;
  const known = deviceKnownCities(cities.map((city) => city.city));
  const wanted = effectiveFilters(parsed.params, known).city;
  const city = wanted ? savedCityNamed(cities, wanted) : undefined;
  if (wanted && !city) return undefined;
  const scope = city ? [city] : cities;
  const listings = await listingsOf(scope, !city);
  if (city) void touchCity(city.key);
  return deviceAnswer(searchOnDevice(listings, parsed.params, known), {
    city: city?.city ?? null,
    listings: listings.length,
    savedAt: oldest(scope),
  });
}

async function landingAnswer(url: URL): Promise<Response | undefined> {
  const address = parseLandingPath(url.pathname.replace(/^\/api\/landing/, '/in'));
  if (!address) return undefined;
  const city = (await readSavedCities()).find((saved) => saved.key === address.citySlug);
  if (!city) return undefined;
  const listings = await listingsOf([city], false);
  const page = deviceLandingPage(address, listings, city);
  if (!page) return undefined;
  void touchCity(city.key);
  return deviceAnswer({ data: page }, { city: city.city, listings: listings.length, savedAt: city.savedAt });
}

/**
 * The results map of a box from every saved listing (a map read is the server's search filters with a
 * box and a zoom). A read the server would refuse gets no device answer: the caller says it is not saved.
 */
async function mapAnswer(url: URL): Promise<Response | undefined> {
  const { zoom: zoomText, ...query } = Object.fromEntries(url.searchParams);
  const zoom = Number(zoomText);
  if (!Number.isInteger(zoom) || zoom < MAP_ZOOM.resultsMin || zoom > MAP_ZOOM.max) return undefined;
  const parsed = readSearchParams(query);
  if ('problem' in parsed || !parsed.params.bbox) return undefined;
  const cities = await readSavedCities();
  if (cities.length === 0) return undefined;
  const listings = await listingsOf(cities, true);
  const known = deviceKnownCities(cities.map((city) => city.city));
  return deviceAnswer(mapOnDevice(listings, parsed.params, parsed.params.bbox, zoom, known), {
    city: null,
    listings: listings.length,
    savedAt: oldest(cities),
  });
}

/** A search with nothing set: every listing, page 1, by relevance. */
const noFilters = () => {
  const read = readSearchParams({});
  if ('problem' in read) throw new Error(read.problem);
  return read.params;
};

/** A city's newest listings (the home page's list of the visitor's city). */
async function cityListAnswer(url: URL): Promise<Response | undefined> {
  const name = url.searchParams.get('city');
  const city = name ? savedCityNamed(await readSavedCities(), name) : undefined;
  if (!city) return undefined;
  const limit = Number(url.searchParams.get('limit')) || 12;
  const listings = await listingsOf([city], false);
  const newest = searchOnDevice(listings, { ...noFilters(), city: city.city, sort: 'newest' }, [city.city]);
  return deviceAnswer(
    { properties: newest.data.slice(0, limit) },
    { city: city.city, listings: listings.length, savedAt: city.savedAt },
  );
}

/**
 * A property whose details were never opened here, but whose card was seen: 503 'offline' like any page
 * not saved, with the card, so the page shows what is known and says the rest is not saved.
 */
async function cardAnswer(id: number): Promise<Response | undefined> {
  const saved = (await readSavedCities()).flatMap((city) => city.listings).find((listing) => listing.id === id);
  const card = saved ? toCard(saved) : await readBrowsedListing(id);
  if (!card) return undefined;
  const answer: ApiError & { card: typeof card } = {
    success: false,
    code: 'offline',
    message: OFFLINE_MESSAGES.detailsNotSaved,
    card,
  };
  return workerAnswer(503, answer, 'offline');
}

/** The reads whose device answer is better than a saved copy of the same answer (they count what is saved). */
export const isDeviceFirst = (url: URL): boolean =>
  url.pathname === '/api/properties/search' || url.pathname.startsWith('/api/landing/');

/** The device's answer for the public read at `url`, or undefined. Never throws. */
export async function answerOnDevice(url: URL): Promise<Response | undefined> {
  try {
    if (url.pathname === '/api/properties/search') return await searchAnswer(url);
    if (url.pathname.startsWith('/api/landing/')) return await landingAnswer(url);
    if (url.pathname === '/api/properties/by-city') return await cityListAnswer(url);
    if (url.pathname === '/api/properties/map') return await mapAnswer(url);
    const detail = /^\/api\/properties\/(\d+)$/.exec(url.pathname);
    if (detail) return await cardAnswer(Number(detail[1]));
  } catch {
    // A store that cannot be read answers nothing; the caller says the page is not saved.
  }
  return undefined;
}

/** The saved cities to offer when a search or landing page outside them is asked for offline. */
export async function savedCitySummaries(): Promise<SavedCitySummary[]> {
  return (await readSavedCities().catch(() => [])).map(summaryOf);
}

/** The city a search (its parameter or its phrase) or a landing page at `url` is in; undefined for none. */
export function askedCity(url: URL): string | undefined {
  if (url.pathname.startsWith('/api/landing/')) {
    const slug = parseLandingPath(url.pathname.replace(/^\/api\/landing/, '/in'))?.citySlug;
    return slug && (CITY_CHOICES.find((choice) => cityKey(choice.city) === slug)?.city ?? titleCase(slug));
  }
  const parsed = readSearchParams(Object.fromEntries(url.searchParams));
  return 'params' in parsed ? effectiveFilters(parsed.params, deviceKnownCities([])).city : undefined;
}

/** 'navi-mumbai' → 'Navi Mumbai'. */
const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
