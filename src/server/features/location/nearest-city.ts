/**
 * Reverse geocoding: which Indian city a point is in. Pure: give it a gazetteer and a point.
 *
 * Among the places within 40 km, the winner has the smallest distance divided by the fourth root of
 * its population (a place 16 times bigger counts as half as far), so a village does not win over the
 * city around it unless the visitor is standing in it. The winner's city is the answer (a suburb has
 * been folded into its city when the gazetteer was built). A point nearer to a foreign place than to
 * any Indian one is not in India.
 */
import type { Gazetteer, Place } from './gazetteer';

/** Further than this from every Indian place is the sea, a desert or abroad. */
export const SEARCH_RADIUS_KM = 40;
const SIZE_EXPONENT = 0.25;

export interface CityMatch {
  city: string;
  state: string;
  /** The gazetteer place the answer came from (a suburb's own name), for logs and tests. */
  place: string;
  /** Distance to that place. */
  km: number;
}

export function findCity(gazetteer: Gazetteer, latitude: number, longitude: number): CityMatch | null {
  let best: Place | undefined;
  let bestKm = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const { point, km } of gazetteer.india.within(latitude, longitude, SEARCH_RADIUS_KM)) {
    nearestKm = Math.min(nearestKm, km);
    const score = km / point.population ** SIZE_EXPONENT;
    if (score < bestScore) {
      best = point;
      bestKm = km;
      bestScore = score;
    }
  }
  if (!best) return null;
  const abroad = gazetteer.abroad.within(latitude, longitude, nearestKm);
  if (abroad.some(({ km }) => km < nearestKm)) return null;
  return { city: best.city, state: best.state, place: best.name, km: bestKm };
}
