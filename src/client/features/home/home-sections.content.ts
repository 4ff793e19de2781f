/** The words of the home page's sections below the fold (cities, property types, insights, posting), for the page and its tests. */
import type { PropertyType } from '../../../shared/listings/vocabulary';
import type { ListedCity } from '../../../shared/location/city-choices';
import { BUY_MENU } from '../../app/layouts/navigation.content';

export const HOME_SECTION_LABELS = {
  popularCities: 'Popular cities',
  propertyTypes: 'Browse by property type',
  insights: 'Insights',
  insightsIntro: 'From the prices and listings on Property Creator, and tools to plan your purchase.',
  postHeading: 'Own a property? Post it for free',
  postBody:
    'Owners, agents and builders reach buyers in their city. Your number stays private until a buyer sends an enquiry.',
  postCta: 'Post property for Free',
  registerCta: 'Register as seller',
} as const;

/** The popular-city tiles: the menu's eight metros and the growing tier-2 cities near our Bhopal home (pairs of the city table, checked by type). */
export const HOME_CITIES = [
  ...BUY_MENU.popularAreas.cities,
  { city: 'Bhopal', state: 'Madhya Pradesh' },
  { city: 'Indore', state: 'Madhya Pradesh' },
  { city: 'Jaipur', state: 'Rajasthan' },
  { city: 'Lucknow', state: 'Uttar Pradesh' },
] as const satisfies readonly ListedCity[];

export const HOME_TYPES: readonly { type: PropertyType; blurb: string }[] = [
  { type: 'Flat/Apartment', blurb: 'Ready homes and new launches' },
  { type: 'Independent House/Villa', blurb: 'Your own roof and garden' },
  { type: 'Builder Floor', blurb: 'A whole floor, low density' },
  { type: 'Plot', blurb: 'Residential plots to build on' },
  { type: 'Land', blurb: 'Agricultural and open land' },
  { type: 'Office Space', blurb: 'Offices and co-working floors' },
  { type: 'Retail Space/Shop', blurb: 'Shops and showrooms' },
  { type: 'Warehouse', blurb: 'Storage and logistics' },
];

export const HOME_INSIGHTS = [
  {
    key: 'insightsLocalities',
    title: 'Understand localities',
    body: 'Median prices and what is on offer, locality by locality.',
  },
  {
    key: 'insightsPriceTrends',
    title: 'Check Price Trends',
    body: 'How asking prices per sq.ft move month by month in your city.',
  },
  {
    key: 'insightsEmiCalculator',
    title: 'EMI calculator',
    body: 'Your monthly instalment, total interest and a year-by-year plan.',
  },
  {
    key: 'realEstateAdvice',
    title: 'Real Estate Advice',
    body: 'RERA, stamp duty, home loans and the legal checks before you buy.',
  },
] as const;
