/**
 * Cities saved on the device for offline search (docs/offline.md). The visitor's city, found by the
 * location flow or picked by hand or on the "Saved for offline" page, is saved by the service worker: its
 * newest public listings (the API's `GET /api/properties/offline-city`, with the words the search matches
 * them on) and their card photos. Offline, every search and landing page in a saved city is answered from
 * those listings and the ones the visitor browsed (device-search.ts), with the server's filter meanings.
 */
import type { ApiPathOf } from '../endpoints/api-path';
import type { SearchableListing } from '../listings/search-predicates';

/** What the API answers for a city to save. */
export interface OfflineCityPack {
  /** The city as its listings spell it. */
  city: string;
  state: string;
  /** The city's public listings, all of them (more than `listings` holds in a big city). */
  total: number;
  /** The newest OFFLINE_CITY.listings of them, newest first, each with the words it is found by. */
  listings: SearchableListing[];
}

export interface OfflineCityResponse {
  success: true;
  data: OfflineCityPack;
}

export const OFFLINE_CITY = {
  /** The newest listings saved per city. */
  listings: 200,
  /** Card photos saved per city, on a normal connection and on Save-Data or a metered one. */
  photos: { full: 200, lite: 24 },
  /** A saved city is refreshed (at launch, online) when its copy is older than this (one day). */
  refreshAfterMs: 24 * 60 * 60 * 1000,
  /** Saved cities with their photos are kept under this many bytes; the least recently used goes first. */
  budgetBytes: 50 * 1024 * 1024,
  /** Nor more than this share of what the browser grants the site (a small phone grants little). */
  budgetShareOfQuota: 0.5,
} as const;

/** `GET /api/properties/offline-city?city=…`: the listings of a city to save. */
export const offlineCityPath = (city: string): string =>
  `/api/properties/offline-city?city=${encodeURIComponent(city)}` satisfies `${ApiPathOf<'GET /api/properties/offline-city'>}?${string}`;

/** A saved city as the device keeps it (one record per city, keyed by `key`). */
export interface SavedCity {
  schemaVersion: number;
  /** The city's slug ('bhopal', 'navi-mumbai'), as its landing pages' addresses have it. */
  key: string;
  city: string;
  state: string;
  /** When the listings came from the server (epoch ms). */
  savedAt: number;
  /** When the city was last saved or searched offline (epoch ms): the least recently used goes first. */
  usedAt: number;
  /** The city's public listings when saved. */
  total: number;
  listings: SearchableListing[];
  /** The photos kept with it (absolute URLs), removed with it unless another saved city uses them. */
  photos: string[];
  /** What it takes on the device: its listings' JSON and its photos. */
  bytes: number;
}

/** What the "Saved for offline" page and the offline answers say about a saved city. */
export interface SavedCitySummary {
  key: string;
  city: string;
  state: string;
  listings: number;
  savedAt: number;
  bytes: number;
}

export const summaryOf = ({ key, city, state, listings, savedAt, bytes }: SavedCity): SavedCitySummary => ({
  key,
  city,
  state,
  listings: listings.length,
  savedAt,
  bytes,
});
