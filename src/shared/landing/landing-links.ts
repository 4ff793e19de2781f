/**
 * Where the site's own menus lead into the landing pages: the header's popular areas (each city's flats
 * for sale, as the spec's flat/apartment searches were), the visitor's city when it is one of the
 * product's cities (which have a page even before their first listing), and the footer's cities.
 * Small on purpose: the footer is on every page, the home page's budget included.
 */
import { CITY_CHOICES } from '../location/city-choices';
import { BUY_MENU } from '../navigation';
import { landingPath } from './landing-paths';

/** The footer's line of city pages, titled so. */
export const FOOTER_CITIES_LABEL = 'Property by city';

/** The cities the footer links, the header's popular areas: '/in/delhi', '/in/mumbai'... */
export const FOOTER_CITY_LINKS: readonly { label: string; href: string }[] = BUY_MENU.popularAreas.cities.map(
  ({ city }) => ({ label: city, href: landingPath({ city }) }),
);

/** `city`'s flats for sale: '/in/pune/flats-for-sale'. */
export const flatsForSalePath = (city: string): string =>
  landingPath({ city, propertyType: 'Flat/Apartment', transactionType: 'Buy' });

/** The product's own spelling of `city` when it is one of its cities (every one has a landing page). */
export const productCity = (city: string): string | undefined =>
  CITY_CHOICES.find((choice) => choice.city.toLowerCase() === city.trim().toLowerCase())?.city;
