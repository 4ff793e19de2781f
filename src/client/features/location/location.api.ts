/** The reverse-geocode call: which city the browser's position is in. */
import { apiPath, withApiQuery } from '../../../shared/endpoints/api-path';
import { LOCATION_TIMEOUT_MS } from '../../../shared/limits';
import { formatCoordinate } from '../../../shared/location/coordinates';
import {
  type Coordinates,
  type ReverseGeocodeData,
  readReverseGeocodeData,
} from '../../../shared/location/location.types';

const REVERSE_GEOCODE = 'GET /api/geolocation/reverse';
export const REVERSE_GEOCODE_PATH = apiPath(REVERSE_GEOCODE);

/** The position service gets 10 s (docs/product-rules.md, Location); the call that names its city as long. */
export const REVERSE_GEOCODE_TIMEOUT_MS = LOCATION_TIMEOUT_MS;

/**
 * The city at `coordinates`, or null when the server answers without one (`success: false`, or a
 * body that is not the expected shape). Rejects only when no answer came (offline, timeout).
 */
export async function reverseGeocode({ latitude, longitude }: Coordinates): Promise<ReverseGeocodeData | null> {
  const query = { lat: formatCoordinate(latitude), lon: formatCoordinate(longitude) };
  const response = await fetch(withApiQuery<typeof REVERSE_GEOCODE>(REVERSE_GEOCODE_PATH, query), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(REVERSE_GEOCODE_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    return readReverseGeocodeData(JSON.parse(text));
  } catch {
    return null;
  }
}
