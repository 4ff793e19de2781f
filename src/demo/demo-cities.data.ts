/**
 * The demo gazetteer: 50 Indian cities in 24 states and union territories, with real localities and
 * plausible 2025 prices. Each city and its state come from the product's city table.
 */
import { CITY_CHOICES } from '../shared/location/city-choices';
import { POPULAR_AREA_CITIES } from '../shared/popular-areas';

import { CENTRAL_CITIES } from './demo-cities-central.data';
import { EAST_CITIES } from './demo-cities-east.data';
import { GUJARAT_CITIES } from './demo-cities-gujarat.data';
import { NCR_CITIES } from './demo-cities-ncr.data';
import { NORTH_CITIES } from './demo-cities-north.data';
import { SOUTH_CITIES } from './demo-cities-south.data';
import { TAMIL_KERALA_CITIES } from './demo-cities-tamil-kerala.data';
import { UP_RAJASTHAN_CITIES } from './demo-cities-up-rajasthan.data';
import { WEST_CITIES } from './demo-cities-west.data';
import type { DemoCity, DemoCityData } from './demo-city.types';

const REGIONS: readonly DemoCityData[] = [
  ...NCR_CITIES,
  ...NORTH_CITIES,
  ...UP_RAJASTHAN_CITIES,
  ...WEST_CITIES,
  // Gujarat before Madhya Pradesh and Chhattisgarh: the order is part of what makes the demo deterministic.
  ...GUJARAT_CITIES,
  ...CENTRAL_CITIES,
  ...SOUTH_CITIES,
  ...TAMIL_KERALA_CITIES,
  ...EAST_CITIES,
];

// The city table's lookup lives here, not beside the table: only the demo needs it, and the browser
// would otherwise download it with the table.
const STATE_OF = new Map(CITY_CHOICES.map((entry) => [entry.city, entry.state]));

export const DEMO_CITIES: readonly DemoCity[] = REGIONS.map((city) => ({
  ...city,
  state: STATE_OF.get(city.name) ?? '',
}));

/** The header menu's cities (its popular areas): the demo guarantees active Flat/Apartment sale listings in each. */
export const DEMO_MENU_CITY_NAMES = POPULAR_AREA_CITIES.map((entry) => entry.city);

const byName = new Map(DEMO_CITIES.map((city) => [city.name.toLowerCase(), city]));

/** The demo city called `name` (case-insensitive), or undefined. */
export const findDemoCity = (name: string): DemoCity | undefined => byName.get(name.trim().toLowerCase());
