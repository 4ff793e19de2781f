/** Choosing where a demo record is: a city by its weight, a locality in it, coordinates near its centre. */

import { DEMO_CITIES } from './demo-cities.data';
import type { DemoCity, DemoLocality } from './demo-city.types';
import { mixSeed, type Random } from './demo-random';

const CITY_WEIGHTS = DEMO_CITIES.map((city) => city.weight);

export const pickCity = (random: Random): DemoCity => random.weighted(DEMO_CITIES, CITY_WEIGHTS);

/** A locality; `outskirtsShare` of the time one on the edge of town (farm land, warehouses). */
export const pickLocality = (random: Random, city: DemoCity, outskirtsShare = 0): DemoLocality =>
  city.outskirts.length > 0 && random.chance(outskirtsShare)
    ? random.pick(city.outskirts)
    : random.pick(city.localities);

/** A point within roughly 800 m of the locality's centre, to 5 decimals (about a metre). */
export function jitter(random: Random, [, latitude, longitude]: DemoLocality): [number, number] {
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  return [round(latitude + random.float(-0.007, 0.007)), round(longitude + random.float(-0.007, 0.007))];
}

/**
 * How upmarket a locality is, in [0, 1): fixed per locality (not per seed) so one neighbourhood's
 * listings are consistently dearer than another's.
 */
export const localityLevel = (city: DemoCity, locality: DemoLocality): number =>
  (mixSeed(city.name, locality[0]) % 1000) / 1000;

/** Another locality of the same city, for "a short drive from ..." in descriptions. */
export const nearbyLocality = (random: Random, city: DemoCity, except: string): string =>
  random.pick(city.localities.filter(([name]) => name !== except).map(([name]) => name));
