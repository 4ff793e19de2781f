/**
 * The compare page's and the compare tray's words (the buttons' and the API's are in
 * src/shared/compare/compare-constants.ts).
 */
import { LISTING_FIELD_LABELS as FIELD } from '../../../shared/listings/listing-fields';

export const COMPARE_UI = {
  intro: 'Up to four properties side by side. Share the link to discuss them with your family.',
  empty:
    'Nothing to compare yet. Press Compare on up to four properties in search results, on a property’s page or in your shortlist.',
  browse: 'Browse properties',
  shortlist: 'Open your shortlist',
  share: 'Share this comparison',
  shareTitle: 'Properties to compare',
  tableLabel: 'Properties side by side',
  remove: (title: string) => `Remove ${title} from compare`,
  removeShort: 'Remove',
  missing: (count: number) =>
    count === 1
      ? 'One property in this comparison is no longer available.'
      : `${count} properties in this comparison are no longer available.`,
  loadFailed: 'This comparison could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  scrollHint: 'Swipe sideways to see every property.',
  rows: {
    price: FIELD.price,
    pricePerSqft: 'Price per sq.ft',
    area: FIELD.area,
    bhk: 'BHK',
    floor: FIELD.floor,
    furnishing: FIELD.furnishing,
    possession: FIELD.possession,
    age: FIELD.ageYears,
    amenities: FIELD.amenities,
    localityRating: 'Locality rating',
    type: FIELD.propertyType,
    location: FIELD.location,
  },
  notGiven: '—',
  noAmenities: 'None listed',
  noRating: 'No reviews yet',
  /** The bar held at the bottom of results, landing, shortlist and property pages once one is chosen. */
  tray: {
    label: 'Properties to compare',
    open: (count: number) => `Compare ${count}`,
    clearAll: 'Clear all',
    /** A chosen property whose details have not arrived (or are no longer public). */
    unnamed: (id: number) => `Property no. ${id}`,
  },
} as const;
