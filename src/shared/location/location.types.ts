/** The reverse-geocode call's answer and the point it is asked about. */
import { cityAndState } from './place-label';

export const COUNTRY = 'India';

/** `data` of GET /api/geolocation/reverse: `full` reads '<city>, <state>, India' ('Delhi NCR, India'). */
export interface ReverseGeocodeData {
  city: string;
  state: string;
  country: string;
  full: string;
}

export interface ReverseGeocodeResponse {
  success: true;
  message: string;
  data: ReverseGeocodeData;
}

/** A position as the browser reports it. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A city and its state, as the visitor picks it or the server finds it. */
export interface CityChoice {
  city: string;
  state: string;
}

export const formatFullLocation = ({ city, state }: CityChoice): string => `${cityAndState(city, state)}, ${COUNTRY}`;

const isText = (value: unknown, max = 120): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/**
 * The `data` of a successful answer, or null when the body is anything else (`success: false`, a
 * proxy's error page, a field missing). A structural check instead of a zod schema: it runs in the
 * browser on the home page, where every kilobyte counts.
 */
export function readReverseGeocodeData(body: unknown): ReverseGeocodeData | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return null;
  const { city, state, country, full } = data as Record<string, unknown>;
  if (!isText(city) || !isText(state) || !isText(country) || !isText(full, 400)) return null;
  return { city, state, country, full };
}
