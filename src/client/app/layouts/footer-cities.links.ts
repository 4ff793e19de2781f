/**
 * The footer's line of city landing pages. Small on purpose: the footer is on every page, the home page's
 * budget included (the menus' links, with the product's whole city list, are in menu.links.ts).
 */

import { cityLandingPath } from '../../../shared/landing/landing-slug';
import { POPULAR_AREA_CITIES } from '../../../shared/popular-areas';

/** The footer's line of city pages, titled so. */
export const FOOTER_CITIES_LABEL = 'Property by city';

/** The cities the footer links, the header's popular areas: '/in/delhi', '/in/mumbai'... */
export const FOOTER_CITY_LINKS: readonly { label: string; href: string }[] = POPULAR_AREA_CITIES.map(({ city }) => ({
  label: city,
  href: cityLandingPath(city),
}));
