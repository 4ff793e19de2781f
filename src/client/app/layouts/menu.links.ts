/**
 * Where every header menu entry leads: the desktop dropdowns and the phone
 * drawer read their links from here, so both always agree (docs/product-rules.md, Screens and navigation).
 */
import { landingPath } from '../../../shared/landing/landing-paths';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { FIRST_SCREEN_TITLES, PATHS, searchResultsHref } from '../../../shared/routes';
import { detectedCityAtom, detectedStateAtom } from '../../features/location/location.atoms';
import { sellerSignupHref } from '../../features/sellers/auth/seller-signup-link';
import { useAtomValue } from '../store';
import { DRAWER_LABELS, propertiesInLabel } from './layout.content';
import {
  BUY_MENU,
  HELP_MENU,
  HOME_TYPES,
  INSIGHTS_PANEL,
  isMenuCity,
  RENT_MENU,
  SELL_MENU,
  yourCityLabel,
} from './navigation.content';

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuColumn {
  heading: string;
  links: readonly MenuLink[];
}

/** The visitor's city and state when known (empty strings search all of India). */
function useHere() {
  const city = useAtomValue(detectedCityAtom);
  const state = useAtomValue(detectedStateAtom);
  return { city: city ?? '', state: state ?? '' };
}

/**
 * 'Buy Property': BUY A HOME and COMMERCIAL search the visitor's city; POPULAR AREAS are each a
 * flat/apartment search with its state (docs/product-rules.md, Search), plus '{city} (Your City)' for a
 * detected city that is not one of them. Their results pages name the city's flats-for-sale landing page as
 * canonical.
 */
export function useBuyMenuColumns(): MenuColumn[] {
  const here = useHere();
  const byType = (propertyType: string): MenuLink => ({
    label: propertyType,
    href: searchResultsHref({ propertyType, ...here }),
  });
  const areas: MenuLink[] = BUY_MENU.popularAreas.cities.map((area) => ({
    label: area.city,
    href: searchResultsHref({ propertyType: 'Flat/Apartment', ...area }),
  }));
  if (here.city && !isMenuCity(here.city)) {
    areas.push({
      label: yourCityLabel(here.city),
      href: searchResultsHref({ propertyType: 'Flat/Apartment', city: here.city, state: here.state }),
    });
  }
  return [
    { heading: BUY_MENU.buyAHome.heading, links: BUY_MENU.buyAHome.types.map(byType) },
    { heading: BUY_MENU.commercial.heading, links: BUY_MENU.commercial.types.map(byType) },
    { heading: BUY_MENU.popularAreas.heading, links: areas },
  ];
}

/**
 * 'Rent Property': RENT A HOME and COMMERCIAL search the visitor's city for rent; POPULAR AREAS are each a
 * flat/apartment rent search with its state.
 */
export function useRentMenuColumns(): MenuColumn[] {
  const here = useHere();
  const toRent = (propertyType: string, place: { city: string; state: string } = here): MenuLink => ({
    label: propertyType,
    href: searchResultsHref({ propertyType, transactionType: 'Rent', ...place }),
  });
  return [
    { heading: RENT_MENU.rentAHome.heading, links: RENT_MENU.rentAHome.types.map((type) => toRent(type)) },
    { heading: RENT_MENU.commercial.heading, links: RENT_MENU.commercial.types.map((type) => toRent(type)) },
    {
      heading: RENT_MENU.popularAreas.heading,
      links: RENT_MENU.popularAreas.cities.map((area) => ({ ...toRent('Flat/Apartment', area), label: area.city })),
    },
  ];
}

/** The seller type each audience's 'Register' preselects (sellers keep the form's own default). */
const AUDIENCE_TYPES = { 'FOR BUILDERS': 'Builder', 'FOR AGENTS': 'Agent' } as const;

/** 'Sell Properties': sellers, builders and agents all log in and register in the seller area. */
export const SELL_COLUMNS: readonly MenuColumn[] = SELL_MENU.audiences.map((heading) => ({
  heading,
  links: [
    { label: SELL_MENU.login, href: PATHS.sellerLogin },
    {
      label: SELL_MENU.register,
      href: sellerSignupHref(
        heading in AUDIENCE_TYPES ? AUDIENCE_TYPES[heading as keyof typeof AUDIENCE_TYPES] : undefined,
      ),
    },
  ],
}));

export const HELP_LINKS: readonly MenuLink[] = [
  { label: HELP_MENU.contactUs, href: PATHS.contact },
  { label: FIRST_SCREEN_TITLES.savedOffline, href: PATHS.savedOffline },
  { label: HELP_MENU.privacyPolicy, href: PATHS.privacy },
  { label: HELP_MENU.termsConditions, href: PATHS.terms },
];

export const INSIGHTS_LINKS: readonly MenuLink[] = [
  { label: INSIGHTS_PANEL.localities, href: PATHS.insightsLocalities },
  { label: INSIGHTS_PANEL.reviews, href: PATHS.insightsReviews },
  { label: INSIGHTS_PANEL.priceTrends, href: PATHS.insightsPriceTrends },
  { label: INSIGHTS_PANEL.tools, href: PATHS.insightsEmiCalculator },
];

/** The product's own spelling of `city` when it is one of its cities (each has a landing page, even before its first listing). */
const productCity = (city: string): string | undefined =>
  CITY_CHOICES.find((choice) => choice.city.toLowerCase() === city.trim().toLowerCase())?.city;

/** The drawer's Buy Property section, searching the visitor's city when it is known. */
export function useDrawerBuyLinks(): MenuLink[] {
  const here = useHere();
  const links: MenuLink[] = [
    ...HOME_TYPES.map((propertyType) => ({ label: propertyType, href: searchResultsHref({ propertyType, ...here }) })),
    // 'Land/Plot' searches both (a group of types); the desktop menu lists the two apart.
    { label: DRAWER_LABELS.landPlot, href: searchResultsHref({ propertyType: 'Land/Plot', ...here }) },
    { label: DRAWER_LABELS.officeSpace, href: searchResultsHref({ propertyType: 'Office Space', ...here }) },
    { label: DRAWER_LABELS.retailSpace, href: searchResultsHref({ propertyType: 'Retail Space', ...here }) },
  ];
  // Every type in the visitor's city: its landing page when it is one of the product's cities.
  if (here.city) {
    const city = productCity(here.city);
    const href = city ? landingPath({ city }) : searchResultsHref({ propertyType: '', ...here });
    links.push({ label: propertiesInLabel(here.city), href });
  }
  return links;
}

/** The drawer's Rent Property section: homes and offices to rent in the visitor's city when it is known. */
export function useDrawerRentLinks(): MenuLink[] {
  const here = useHere();
  return [...RENT_MENU.rentAHome.types, 'Office Space'].map((propertyType) => ({
    label: propertyType,
    href: searchResultsHref({ propertyType, transactionType: 'Rent', ...here }),
  }));
}

export const DRAWER_SELL_LINKS: readonly MenuLink[] = [
  { label: DRAWER_LABELS.loginAsSeller, href: PATHS.sellerLogin },
  { label: DRAWER_LABELS.registerAsSeller, href: PATHS.sellerSignup },
];
