/**
 * Where the header's menus lead into the landing pages: the popular areas (each city's flats for sale, as
 * the spec's flat/apartment searches were), and the visitor's city when it is one of the product's cities
 * (which have a page even before their first listing).
 */
import { CITY_CHOICES } from '../location/city-choices';
import { landingPath } from './landing-paths';

/** `city`'s flats for sale: '/in/pune/flats-for-sale'. */
export const flatsForSalePath = (city: string): string =>
  landingPath({ city, propertyType: 'Flat/Apartment', transactionType: 'Buy' });

/** The product's own spelling of `city` when it is one of its cities (every one has a landing page). */
export const productCity = (city: string): string | undefined =>
  CITY_CHOICES.find((choice) => choice.city.toLowerCase() === city.trim().toLowerCase())?.city;
