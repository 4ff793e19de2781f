/**
 * Each listing field as every screen names and writes it: the property page, compare, the admin's
 * review, the seller's forms and the contracts' messages all read their words and formats here, so a
 * field is called one thing everywhere. A form that asks in a unit adds it to the name ('Age of property
 * (years)'); a screen that shows a value writes it with the field's format.
 */
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
} as const;
