/**
 * The cities that have listings, used to read a city out of free text. Cached per process for a
 * minute: it is derived from the database and cheap to rebuild, so no process depends on another's copy.
 */
import type { Database } from '../../db/client';
import { listedCities } from './listings.service';

const TTL_MS = 60_000;
const cache = new WeakMap<Database, { at: number; cities: Promise<string[]> }>();

export async function knownCities(db: Database): Promise<string[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.cities;
  const cities = listedCities(db);
  cache.set(db, { at: Date.now(), cities });
  cities.catch(() => cache.delete(db));
  return cities;
}
