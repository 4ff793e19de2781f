/**
 * The Buy menu's popular areas (docs/architecture.md, "Product rules the code cites"), in the menu's order. On their own because the
 * footer links the same cities on every page, the home page included, without the rest of the menus.
 */
import { citiesNamed } from './location/city-choices';

export const POPULAR_AREA_CITIES = citiesNamed([
  'Delhi',
  'Mumbai',
  'Bangalore',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
]);
