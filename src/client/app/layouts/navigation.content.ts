/**
 * The product's navigation menus, word for word (docs/product-rules.md, Screens and navigation); the bar's own
 * labels are in layout.content.ts.
 */
import { POPULAR_AREA_CITIES } from '../../../shared/popular-areas';
import { MENU_LABELS } from './layout.content';

/** The homes a buyer or a tenant looks for first, before land and commercial space. */
export const HOME_TYPES = ['Flat/Apartment', 'Independent House/Villa', 'Builder Floor'] as const;

/** The header's 'Buy Property' menu: its columns and the menu's city searches (homes, then land and plots). */
export const BUY_MENU = {
  label: MENU_LABELS.buy,
  buyAHome: { heading: 'BUY A HOME', types: [...HOME_TYPES, 'Land', 'Plot'] },
  commercial: { heading: 'COMMERCIAL', types: ['Office Space', 'Retail Space'] },
  popularAreas: {
    heading: 'POPULAR AREAS',
    /** Each is a flat/apartment search with its state. */
    cities: POPULAR_AREA_CITIES,
  },
} as const;

/** The header's 'Rent Property' menu: homes and commercial space to rent, and the popular areas' flats. */
export const RENT_MENU = {
  label: MENU_LABELS.rent,
  rentAHome: { heading: 'RENT A HOME', types: HOME_TYPES },
  commercial: { heading: 'COMMERCIAL', types: ['Office Space', 'Retail Space', 'Warehouse'] },
  popularAreas: { heading: 'POPULAR AREAS', cities: POPULAR_AREA_CITIES },
  /** Buy Property's column of rentals where the bar has no room for this menu, and the drawer's. */
  forRent: 'FOR RENT',
} as const;

/** '{city} (Your City)': shown in POPULAR AREAS when the detected city is not one of the menu's cities. */
export const yourCityLabel = (city: string) => `${city} (Your City)`;

/** The header's 'Sell Properties' menu: three audiences, each with Login and Register. */
export const SELL_MENU = {
  label: MENU_LABELS.sell,
  audiences: ['FOR SELLERS', 'FOR BUILDERS', 'FOR AGENTS'],
  login: 'Login',
  register: 'Register',
} as const;

/** The header's 'Help' menu. */
export const HELP_MENU = {
  label: MENU_LABELS.help,
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
