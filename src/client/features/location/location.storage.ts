/**
 * The visitor's city in browser storage under 'location', so it is remembered across launches and
 * offline. Only the lasting part is stored (never 'loading' or an error), and a stored record is
 * checked on every read: a hand-edited or older entry reads as no location. A structural check rather
 * than a zod schema: this runs on every page, and zod would weigh on the home page's first load.
 */
import { COORDINATE_AXES } from '../../../shared/location/coordinates';
import {
  type Coordinates,
  type ReverseGeocodeData,
  readReverseGeocodeData,
} from '../../../shared/location/location.types';

export const LOCATION_KEY = 'location';

/** The lasting part of the location state. */
export interface SavedLocation {
  city: string | null;
  state: string | null;
  country: string | null;
  fullLocationData: ReverseGeocodeData | null;
  coordinates: Coordinates | null;
  permissionDenied: boolean;
}

export const NO_LOCATION: SavedLocation = {
  city: null,
  state: null,
  country: null,
  fullLocationData: null,
  coordinates: null,
  permissionDenied: false,
};

const isNullableText = (value: unknown) => value === null || (typeof value === 'string' && value.length <= 120);

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && value >= min && value <= max;

function isCoordinates(value: unknown): value is Coordinates {
  if (typeof value !== 'object' || value === null) return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return inRange(latitude, COORDINATE_AXES.lat) && inRange(longitude, COORDINATE_AXES.lon);
}

export function isSavedLocation(value: unknown): value is SavedLocation {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Record<keyof SavedLocation, unknown>;
  return (
    isNullableText(saved.city) &&
    isNullableText(saved.state) &&
    isNullableText(saved.country) &&
    (saved.fullLocationData === null ||
      readReverseGeocodeData({ success: true, data: saved.fullLocationData }) !== null) &&
    (saved.coordinates === null || isCoordinates(saved.coordinates)) &&
    typeof saved.permissionDenied === 'boolean'
  );
}

function readJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const parse = (text: string | null, fallback: SavedLocation): SavedLocation => {
  const value = readJson(text);
  return isSavedLocation(value) ? value : fallback;
};

/**
 * Storage for jotai's `atomWithStorage`: JSON in localStorage, checked on read. It never throws
 * (privacy modes and a full quota make localStorage refuse: the city then lasts for this page only),
 * and it passes on writes from other tabs.
 */
export const locationStorage = {
  getItem(key: string, fallback: SavedLocation): SavedLocation {
    try {
      return parse(localStorage.getItem(key), fallback);
    } catch {
      return fallback;
    }
  },
  setItem(key: string, value: SavedLocation): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Kept in memory for this page; nothing else to do.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
  subscribe(key: string, callback: (value: SavedLocation) => void, fallback: SavedLocation): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) callback(parse(event.newValue, fallback));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
