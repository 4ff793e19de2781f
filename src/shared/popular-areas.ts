/**
 * The Buy menu's popular areas (docs/product-rules.md, Screens and navigation), in the menu's order. On their own because the
 * footer links the same cities on every page, the home page included, without the rest of the menus.
 * Checked against the city table by type only: importing the table would put all 50 cities in the home
 * page's first script.
 */
import type { ListedCity } from './location/city-choices';

export const POPULAR_AREA_CITIES = [
  { city: 'Delhi', state: 'Delhi' },
  { city: 'Mumbai', state: 'Maharashtra' },
  { city: 'Bangalore', state: 'Karnataka' },
  { city: 'Hyderabad', state: 'Telangana' },
  { city: 'Chennai', state: 'Tamil Nadu' },
  { city: 'Kolkata', state: 'West Bengal' },
  { city: 'Pune', state: 'Maharashtra' },
  { city: 'Ahmedabad', state: 'Gujarat' },
] as const satisfies readonly ListedCity[];
