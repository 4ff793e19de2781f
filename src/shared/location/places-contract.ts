/**
 * GET /api/places?q: the Indian cities and towns of the offline gazetteer whose name starts with what a
 * seller types, the product's own cities first. A listing's city is one of them: the server refuses any
 * other, and stores the state the gazetteer gives the city.
 */
import { z } from 'zod';
import { searchText } from '../plain-text';

/** Characters of a typed place name the type-ahead reads; longer is no city's name. */
export const PLACE_QUERY_MAX = 60;
/** Matches one answer holds: a short list a phone shows whole. */
export const PLACE_MATCHES_MAX = 10;

/** A city or town of the gazetteer, as a seller picks it. */
export interface PlaceMatch {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface PlacesResponse {
  success: true;
  data: PlaceMatch[];
}

export const PLACE_MESSAGES = {
  queryRequired: 'q is required',
  queryTooLong: `q must be at most ${PLACE_QUERY_MAX} characters`,
  /** A city the gazetteer does not know, named by the field's label. */
  unknownCity: (label: string) => `${label} must be a city or town of India; pick one from the suggestions`,
} as const;

export const placesQuerySchema = z.object({
  q: z
    .string({ error: PLACE_MESSAGES.queryRequired })
    .overwrite(searchText)
    .trim()
    .min(1, PLACE_MESSAGES.queryRequired)
    .max(PLACE_QUERY_MAX, PLACE_MESSAGES.queryTooLong),
});

/** `data` of an answer, or none when the body is anything else (the browser reads it without zod). */
export function readPlaceMatches(body: unknown): PlaceMatch[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (entry): entry is PlaceMatch =>
      typeof entry?.city === 'string' &&
      typeof entry.state === 'string' &&
      typeof entry.latitude === 'number' &&
      typeof entry.longitude === 'number',
  );
}
