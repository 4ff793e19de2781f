/**
 * The product's navigation menus, word for word (docs/product-rules.md, Screens and navigation); the bar's own
 * labels are in layout.content.ts.
 */
import { POPULAR_AREA_CITIES } from '../../../shared/popular-areas';

/** The header's 'Buy Property' menu: its columns and the menu's city searches. */
export const BUY_MENU = {
  label: 'Buy Property',
  buyAHome: { heading: 'BUY A HOME', types: ['Land', 'Plot'] },
  commercial: { heading: 'COMMERCIAL', types: ['Office Space', 'Retail Space'] },
  popularAreas: {
    heading: 'POPULAR AREAS',
    /** Each is a flat/apartment search with its state. */
    cities: POPULAR_AREA_CITIES,
  },
} as const;

/** '{city} (Your City)': shown in POPULAR AREAS when the detected city is not one of the menu's cities. */
export const yourCityLabel = (city: string) => `${city} (Your City)`;

/** The header's 'Sell Properties' menu: three audiences, each with Login and Register. */
export const SELL_MENU = {
  label: 'Sell Properties',
  audiences: ['FOR SELLERS', 'FOR BUILDERS', 'FOR AGENTS'],
  login: 'Login',
  register: 'Register',
} as const;

/** The header's 'Help' menu. */
export const HELP_MENU = {
  label: 'Help',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsConditions: 'Terms & Conditions',
} as const;

/** The 'INTRODUCING Insights' panel inside each dropdown. */
export const INSIGHTS_PANEL = {
  kicker: 'INTRODUCING',
  title: 'Insights',
  localities: 'Understand localities',
  reviews: 'Read Resident Reviews',
  priceTrends: 'Check Price Trends',
  tools: 'Tools, Utilities & more',
} as const;

/** True when `city` is one of the menu's popular areas (then no '(Your City)' entry is added). */
export const isMenuCity = (city: string) =>
  BUY_MENU.popularAreas.cities.some((entry) => entry.city.toLowerCase() === city.trim().toLowerCase());
