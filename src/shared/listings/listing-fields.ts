/**
 * Each listing field as every screen names and writes it: the property page, compare, the admin's
 * review, the seller's forms and the contracts' messages all read their words and formats here, so a
 * field is called one thing everywhere. A form that asks in a unit adds it to the name ('Age of property
 * (years)'); a screen that shows a value writes it with the field's format.
 */
import { formatDate } from '../date-format';
import { formatMonthYear } from '../month-format';
import { formatArea } from './format';
import type { PropertyDetail } from './listing-types';

export const LISTING_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  propertyType: 'Property type',
  transactionType: 'For',
  price: 'Price',
  deposit: 'Security deposit',
  priceNegotiable: 'Price is negotiable',
  area: 'Area',
  areaUnit: 'Area unit',
  carpetArea: 'Carpet area',
  /** The listing's `area` where a building also has a carpet area. */
  superArea: 'Super built-up area',
  parking: 'Parking',
  parkingSpaces: 'Parking spaces',
  tenantPreferences: 'Preferred tenants',
  petsAllowed: 'Pets allowed',
  availableFrom: 'Available from',
  bedrooms: 'Bedrooms (BHK)',
  bathrooms: 'Bathrooms',
  balconies: 'Balconies',
  furnishing: 'Furnishing',
  floor: 'Floor',
  totalFloors: 'Total floors',
  facing: 'Facing',
  possession: 'Possession',
  possessionDate: 'Possession date',
  ageYears: 'Age of property',
  reraId: 'RERA id',
  amenities: 'Amenities',
  location: 'Location',
  state: 'State',
  city: 'City',
  locality: 'Locality',
  subLocality: 'Sub-locality',
  society: 'Society or building',
  coordinates: 'Map position',
  latitude: 'Latitude',
  longitude: 'Longitude',
  photos: 'Photos',
} as const;

export type ListingField = keyof typeof LISTING_FIELD_LABELS;

/** 0 → 'Ground', 1 → '1st', 2 → '2nd', 11 → '11th', -1 → 'Basement 1'. */
export function floorName(floor: number): string {
  if (floor === 0) return 'Ground';
  if (floor < 0) return `Basement ${-floor}`;
  const tens = floor % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][floor % 10] ?? 'th');
  return `${floor}${suffix}`;
}

/** How a field's value is written wherever it is shown. */
export const LISTING_FIELD_FORMATS = {
  /** '3rd of 10 floors', 'Ground', 'Basement 1 of 4 floors'. */
  floor: (floor: number, total: number | null) =>
    `${floorName(floor)}${total !== null ? ` of ${total} ${total === 1 ? 'floor' : 'floors'}` : ''}`,
  /** 'Less than a year', '1 year', '6 years'. */
  ageYears: (years: number) => (years < 1 ? 'Less than a year' : `${years} ${years === 1 ? 'year' : 'years'}`),
  /** 'Covered, 2 spaces', 'Open, 1 space', 'None'. */
  parking: (parking: string, spaces: number | null) =>
    spaces === null ? parking : `${parking}, ${spaces} ${spaces === 1 ? 'space' : 'spaces'}`,
  /** 'Yes' / 'No'. */
  yesNo: (value: boolean) => (value ? 'Yes' : 'No'),
  /** 'Under Construction, by Jun 2026'. */
  possessionBy: (possession: string, date: string) => `${possession}, by ${formatMonthYear(date)}`,
} as const;

/** One listing field among the property page's facts and in its JSON-LD. */
interface ListedField<K extends keyof PropertyDetail> {
  /** The value in the key facts grid, labelled LISTING_FIELD_LABELS[field]; null leaves the fact out. */
  fact?: (listing: Pick<PropertyDetail, K>) => string | null;
  /**
   * The schema.org property of the home that the JSON-LD describes (its `about`), and the value it
   * takes; a null value is left out.
   */
  schemaOrg?: readonly [property: string, value: (listing: Pick<PropertyDetail, K>) => unknown];
}

/** A listed field, written from the fields `reads` names only, so a screen holding just those can show it. */
const listed = <K extends keyof PropertyDetail, F extends ListedField<K>>(reads: readonly K[], field: F) => ({
  reads,
  ...field,
});

/**
 * The listing fields the property page shows one value each, in the order of its key facts grid (after
 * the price and the rooms, which every card shows its own way) and of the home's JSON-LD properties. The
 * page's facts and JSON-LD read them here, and compare writes the same values. A new field shown on the
 * page and told to search engines is its column, its line in PropertyDetail and PROPERTY_DETAIL_SOURCES
 * (which put it in the detail answer), its label above and an entry here.
 */
export const LISTED_FIELDS = {
  bedrooms: listed(['bedrooms'], { schemaOrg: ['numberOfRooms', (p) => p.bedrooms] }),
  area: listed(['area'], {
    schemaOrg: ['floorSize', (p) => ({ '@type': 'QuantitativeValue', value: p.area.sqft, unitCode: 'FTK' })],
  }),
  // Answers saved offline before it was carried have none.
  carpetArea: listed(['carpetArea', 'area'], {
    fact: (p) => (typeof p.carpetArea === 'number' ? formatArea(p.carpetArea, p.area.unit) : null),
  }),
  balconies: listed(['balconies'], { fact: (p) => (p.balconies === null ? null : String(p.balconies)) }),
  furnishing: listed(['furnishing'], { fact: (p) => p.furnishing }),
  floor: listed(['floor', 'totalFloors'], {
    fact: (p) => (p.floor === null ? null : LISTING_FIELD_FORMATS.floor(p.floor, p.totalFloors)),
  }),
  facing: listed(['facing'], { fact: (p) => p.facing }),
  possession: listed(['possession', 'possessionDate'], {
    // The month it is due, while it is being built.
    fact: (p) =>
      p.possession === 'Under Construction' && formatMonthYear(p.possessionDate)
        ? LISTING_FIELD_FORMATS.possessionBy(p.possession, p.possessionDate ?? '')
        : p.possession,
  }),
  parking: listed(['parking', 'parkingSpaces'], {
    // Answers saved offline before parking existed have neither field.
    fact: (p) => (p.parking ? LISTING_FIELD_FORMATS.parking(p.parking, p.parkingSpaces ?? null) : null),
  }),
  // A rental's terms; a sale has none of them.
  tenantPreferences: listed(['tenantPreferences'], {
    fact: (p) => (p.tenantPreferences?.length ? p.tenantPreferences.join(', ') : null),
  }),
  petsAllowed: listed(['petsAllowed'], {
    fact: (p) => (typeof p.petsAllowed === 'boolean' ? LISTING_FIELD_FORMATS.yesNo(p.petsAllowed) : null),
    schemaOrg: ['petsAllowed', (p) => (typeof p.petsAllowed === 'boolean' ? p.petsAllowed : null)],
  }),
  availableFrom: listed(['availableFrom'], {
    fact: (p) => (p.availableFrom ? formatDate(p.availableFrom) || null : null),
  }),
  ageYears: listed(['ageYears', 'possession'], {
    // A home still being built has no age.
    fact: (p) =>
      p.ageYears !== null && p.possession === 'Ready to Move' ? LISTING_FIELD_FORMATS.ageYears(p.ageYears) : null,
  }),
} satisfies { [K in ListingField]?: unknown };

export type ListedFieldName = keyof typeof LISTED_FIELDS;
