/** The home page's words above the fold (hero, search box, featured list), for the page and its tests. */

export const HOME_LABELS = {
  /** What search engines and link previews say of the home page. */
  description:
    'Search land, plots, offices, shops and flats across India on Property Creator, and post your property for free.',
  tagline:
    'Land, plots, offices, shops and flats from owners, verified agents and builders, checked by our team before they go live.',
  searchLabel: 'Search properties',
  buy: 'Buy',
  rent: 'Rent',
  city: 'City',
  anyCity: 'All India',
  propertyType: 'Property type',
  anyType: 'All property types',
  searchText: 'Locality, project or what you need',
  searchTextHint: "e.g. '2 BHK under 50 lakh'",
  search: 'Search',
  /** Searching with every field empty does nothing; the visitor is told why. */
  emptySearch: 'Pick a city, a property type or type what you are looking for.',
  featured: 'Featured properties',
  featuredNone: 'No featured properties right now.',
  seeAll: 'See all',
} as const;
