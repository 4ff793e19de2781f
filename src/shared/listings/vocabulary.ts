/**
 * The listings vocabulary shared by the database enums, the API's validation, the client's filters and
 * the demo generator: property types, transactions, who posted, furnishing, possession, statuses.
 */

export const PROPERTY_TYPES = [
  'Flat/Apartment',
  'Independent House/Villa',
  'Builder Floor',
  'Plot',
  'Land',
  'Office Space',
  'Retail Space/Shop',
  'Warehouse',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Residential types carry bedrooms (BHK), bathrooms and balconies. */
export const RESIDENTIAL_TYPES: readonly PropertyType[] = [
  'Flat/Apartment',
  'Independent House/Villa',
  'Builder Floor',
];
export const COMMERCIAL_TYPES: readonly PropertyType[] = ['Office Space', 'Retail Space/Shop', 'Warehouse'];
export const LAND_TYPES: readonly PropertyType[] = ['Plot', 'Land'];

/**
 * Names used by the header menus and older links, mapped to stored types. The menus say Land, Plot,
 * Office Space, Retail Space and Flat/Apartment, and each must be searchable (docs/product-rules.md, Search).
 */
export const PROPERTY_TYPE_ALIASES: Readonly<Record<string, PropertyType>> = {
  land: 'Land',
  'agricultural land': 'Land',
  plot: 'Plot',
  'residential plot': 'Plot',
  'office space': 'Office Space',
  office: 'Office Space',
  'retail space': 'Retail Space/Shop',
  'retail space/shop': 'Retail Space/Shop',
  shop: 'Retail Space/Shop',
  showroom: 'Retail Space/Shop',
  'flat/apartment': 'Flat/Apartment',
  flat: 'Flat/Apartment',
  apartment: 'Flat/Apartment',
  'independent house/villa': 'Independent House/Villa',
  'independent house': 'Independent House/Villa',
  house: 'Independent House/Villa',
  villa: 'Independent House/Villa',
  'builder floor': 'Builder Floor',
  warehouse: 'Warehouse',
  godown: 'Warehouse',
};

/** The stored type for a menu name, alias or stored name (case-insensitive); undefined when unknown. */
export const toPropertyType = (name: string): PropertyType | undefined => {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  // Own keys only: 'constructor' or '__proto__' must not reach Object.prototype.
  return Object.hasOwn(PROPERTY_TYPE_ALIASES, key) ? PROPERTY_TYPE_ALIASES[key] : undefined;
};

/**
 * Groups a search may ask for as one type: the phone menu's 'Land/Plot' finds land and plots alike
 * (the desktop menu lists the two apart). Each group's name is its value in search URLs.
 */
export const PROPERTY_TYPE_GROUPS = { 'Land/Plot': ['Land', 'Plot'] } as const satisfies Record<
  string,
  readonly PropertyType[]
>;
export type PropertyTypeGroup = keyof typeof PROPERTY_TYPE_GROUPS;

/** What a search's property type may be: one stored type, or a group of them. */
export type SearchPropertyType = PropertyType | PropertyTypeGroup;
export const SEARCH_PROPERTY_TYPES: readonly SearchPropertyType[] = [
  ...PROPERTY_TYPES,
  ...(Object.keys(PROPERTY_TYPE_GROUPS) as PropertyTypeGroup[]),
];

/** The stored types a search's property type stands for. */
export const storedTypesOf = (type: SearchPropertyType): readonly PropertyType[] =>
  Object.hasOwn(PROPERTY_TYPE_GROUPS, type) ? PROPERTY_TYPE_GROUPS[type as PropertyTypeGroup] : [type as PropertyType];

/** `toPropertyType`, or a group's name in any case ('land/plot', 'Land / Plot'). */
export const toSearchPropertyType = (name: string): SearchPropertyType | undefined => {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/');
  const group = (Object.keys(PROPERTY_TYPE_GROUPS) as PropertyTypeGroup[]).find((g) => g.toLowerCase() === key);
  return group ?? toPropertyType(name);
};

export const TRANSACTION_TYPES = ['Buy', 'Rent'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Who posted a listing: an owner (Individual seller), an agent (broker) or a builder. */
export const POSTED_BY = ['Owner', 'Agent', 'Builder'] as const;
export type PostedBy = (typeof POSTED_BY)[number];

export const SELLER_TYPES = ['Individual', 'Agent', 'Builder'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const postedByFor = (sellerType: SellerType): PostedBy => (sellerType === 'Individual' ? 'Owner' : sellerType);

export const FURNISHING = ['Unfurnished', 'Semi-Furnished', 'Furnished'] as const;
export type Furnishing = (typeof FURNISHING)[number];

export const POSSESSION = ['Ready to Move', 'Under Construction'] as const;
export type Possession = (typeof POSSESSION)[number];

export const FACING = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const;
export type Facing = (typeof FACING)[number];

/**
 * pending review → active (approved) or rejected (with reason) → sold/rented; deleted is a soft state.
 * An active listing its seller stops confirming becomes expired (out of every public read) until renewed.
 */
export const LISTING_STATUSES = ['pending', 'active', 'rejected', 'sold', 'rented', 'deleted', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const PROJECT_TYPES = ['Residential', 'Commercial', 'Mixed'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_STATUSES = ['pending', 'active', 'rejected', 'deleted'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'price_per_sqft'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const MAX_PHOTOS_PER_LISTING = 10;
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;
export const MAX_SEARCH_QUERY_LENGTH = 200;
/** The longest city or state a search box takes, and the longest locality. */
export const MAX_SEARCH_PLACE_LENGTH = 80;
export const MAX_SEARCH_LOCALITY_LENGTH = 120;
