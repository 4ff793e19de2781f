/**
 * Where the phone drawer leads into the landing pages: 'Properties in {city}' opens the visitor's city's
 * page when it is one of the product's cities (which have a page even before their first listing).
 */
import { CITY_CHOICES } from '../location/city-choices';

/** The product's own spelling of `city` when it is one of its cities (every one has a landing page). */
export const productCity = (city: string): string | undefined =>
  CITY_CHOICES.find((choice) => choice.city.toLowerCase() === city.trim().toLowerCase())?.city;
