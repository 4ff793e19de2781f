/** What the listings APIs answer: cards for lists, details for the property and project pages. */
import type { ApiError } from '../api';
import type { AreaUnit } from './area-units';
import type { Parking, TenantPreference } from './listing-terms';
import type {
  Facing,
  Furnishing,
  ListingStatus,
  Possession,
  PostedBy,
  ProjectStatus,
  ProjectType,
  PropertyType,
  SellerType,
  TransactionType,
} from './vocabulary';

export interface ListingLocation {
  city: string;
  state: string;
  locality: string;
}

/** A property as lists show it (search results, featured, city, similar, broker). */
export interface ListingCard {
  id: number;
  title: string;
  propertyType: PropertyType;
  transactionType: TransactionType;
  price: number;
  deposit: number | null;
  area: { value: number; unit: AreaUnit; sqft: number };
  pricePerSqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  furnishing: Furnishing | null;
  facing: Facing | null;
  possession: Possession;
  location: ListingLocation;
  postedBy: PostedBy;
  verified: boolean;
  featured: boolean;
  /** Media hash of the cover photo (build URLs with `mediaUrl`), or null without photos. */
  coverPhoto: string | null;
  publishedAt: string | null;
  /** When its seller (or an admin's approval) last confirmed it still available; missing in cards saved offline before. */
  confirmedAt: string;
  /**
   * A rental's terms (empty and null for a sale), which the rental filters match on the device too;
   * missing in cards saved offline before they were carried.
   */
  tenantPreferences: TenantPreference[];
  petsAllowed: boolean | null;
  availableFrom: string | null;
  /**
   * Where it shows on a map: the exact point, or for an approximate listing its point snapped to a grid
   * of about 300 m (map-area.ts), which is all any answer reveals. Null without a location; missing in
   * cards saved offline before.
   */
  mapPoint: CardMapPoint | null;
}

export interface CardMapPoint {
  latitude: number;
  longitude: number;
  approximate: boolean;
}

/**
 * Where the server takes each card field from, in the card's order: 'column' is the listing's column of
 * the same name, copied as stored, so listing-card.query.ts selects and maps it from this table alone;
 * 'built' comes from other columns or tables there. Every field listed is what a saved card keeps, and a
 * "one of its values" search filter names a 'column' field as its column (search-filters.ts).
 */
export const LISTING_CARD_SOURCES = {
  id: 'built',
  title: 'column',
  propertyType: 'column',
  transactionType: 'column',
  price: 'built',
  deposit: 'built',
  area: 'built',
  pricePerSqft: 'column',
  bedrooms: 'column',
  bathrooms: 'column',
  furnishing: 'column',
  facing: 'column',
  possession: 'column',
  location: 'built',
  postedBy: 'column',
  verified: 'built',
  featured: 'built',
  coverPhoto: 'built',
  publishedAt: 'built',
  confirmedAt: 'built',
  tenantPreferences: 'column',
  petsAllowed: 'column',
  availableFrom: 'column',
  mapPoint: 'built',
} as const satisfies Record<keyof ListingCard, 'column' | 'built'>;

type CardSources = typeof LISTING_CARD_SOURCES;
/** The card's fields that are the listing's columns of the same name. */
export type ListingColumnField = {
  [K in keyof CardSources]: CardSources[K] extends 'column' ? K : never;
}[keyof CardSources];

/** Every field of a card, in its order. */
export const LISTING_CARD_FIELDS = Object.keys(LISTING_CARD_SOURCES) as (keyof ListingCard)[];

export const LISTING_COLUMN_FIELDS = LISTING_CARD_FIELDS.filter(
  (field): field is ListingColumnField => LISTING_CARD_SOURCES[field] === 'column',
);

export interface SellerSummary {
  id: number;
  name: string;
  sellerType: SellerType;
  companyName: string | null;
  verified: boolean;
  /** When an admin checked them (what was checked follows from the seller type); null when not verified. */
  verifiedAt: string | null;
  photo: string | null;
  /** Shown only to those allowed to see it (a logged-in buyer who has enquired); null otherwise. */
  phoneNumber: string | null;
}

export interface PropertyDetail extends ListingCard {
  description: string;
  priceNegotiable: boolean;
  balconies: number | null;
  floor: number | null;
  totalFloors: number | null;
  possessionDate: string | null;
  ageYears: number | null;
  reraId: string | null;
  amenities: string[];
  parking: Parking | null;
  parkingSpaces: number | null;
  /** In the unit of `area` (then the super built-up area); buildings only, null when not given. */
  carpetArea: number | null;
  details: Record<string, string | number | boolean>;
  subLocality: string | null;
  society: string | null;
  /** The same point as `mapPoint` (for an approximate listing, the snapped one), kept for older callers. */
  coordinates: { latitude: number; longitude: number } | null;
  photos: string[];
  /**
   * The largest stored width of each photo, in the order of `photos`, for the full-screen viewer (only
   * photos uploaded wider than the page widths have MEDIA_ZOOM_WIDTH). Absent in answers saved offline
   * before it existed.
   */
  photoWidths?: number[];
  status: ListingStatus;
  views: number;
  seller: SellerSummary;
  project: { id: number; name: string } | null;
}

/**
 * Where the server takes each field a detail adds to the card, in the answer's order, as
 * LISTING_CARD_SOURCES does for the card: a 'column' field is copied from the listing's column of the
 * same name (listings.service.ts maps it from this table alone).
 */
export const PROPERTY_DETAIL_SOURCES = {
  description: 'column',
  priceNegotiable: 'column',
  balconies: 'column',
  floor: 'column',
  totalFloors: 'column',
  possessionDate: 'column',
  ageYears: 'column',
  reraId: 'column',
  amenities: 'column',
  parking: 'column',
  parkingSpaces: 'column',
  carpetArea: 'built',
  details: 'built',
  subLocality: 'column',
  society: 'column',
  coordinates: 'built',
  photos: 'built',
  photoWidths: 'built',
  status: 'column',
  views: 'column',
  seller: 'built',
  project: 'built',
} as const satisfies Record<Exclude<keyof PropertyDetail, keyof ListingCard>, 'column' | 'built'>;

type DetailSources = typeof PROPERTY_DETAIL_SOURCES;
/** The detail's own fields that are the listing's columns of the same name. */
export type DetailColumnField = {
  [K in keyof DetailSources]: DetailSources[K] extends 'column' ? K : never;
}[keyof DetailSources];

/** Every field of a detail, in its order. */
export const PROPERTY_DETAIL_FIELDS = [
  ...LISTING_CARD_FIELDS,
  ...(Object.keys(PROPERTY_DETAIL_SOURCES) as (keyof DetailSources)[]),
];

export const DETAIL_COLUMN_FIELDS = (Object.keys(PROPERTY_DETAIL_SOURCES) as (keyof DetailSources)[]).filter(
  (field): field is DetailColumnField => PROPERTY_DETAIL_SOURCES[field] === 'column',
);

/**
 * The API's answer (410) for a property or project that was public and is no longer (sold, rented,
 * removed, rejected, or its seller blocked), with a few active listings like it to offer instead.
 */
export interface ListingGoneAnswer extends ApiError {
  code: 'gone';
  similar: ListingCard[];
}

export interface UnitConfigurationView {
  label: string;
  bedrooms: number | null;
  minAreaSqft: number;
  maxAreaSqft: number;
  minPrice: number;
  maxPrice: number;
}

export interface ProjectCard {
  id: number;
  name: string;
  projectType: ProjectType;
  location: ListingLocation;
  minPrice: number;
  maxPrice: number;
  configurations: string[];
  upcoming: boolean;
  completionDate: string | null;
  builder: { id: number; name: string; verified: boolean; verifiedAt: string | null };
  coverPhoto: string | null;
}

export interface ProjectDetail extends ProjectCard {
  description: string;
  address: string | null;
  coordinates: { latitude: number; longitude: number } | null;
  totalUnits: number;
  availableUnits: number;
  unitConfigurations: UnitConfigurationView[];
  launchDate: string | null;
  reraId: string | null;
  amenities: string[];
  photos: string[];
  /**
   * The largest stored width of each photo, in the order of `photos`, for the full-screen viewer (only
   * photos uploaded wider than the page widths have MEDIA_ZOOM_WIDTH). Absent in answers saved offline
   * before it existed.
   */
  photoWidths?: number[];
  status: ProjectStatus;
  views: number;
  properties: ListingCard[];
}

export interface BrokerProfile {
  id: number;
  name: string;
  companyName: string | null;
  sellerType: SellerType;
  verified: boolean;
  /** When an admin checked them (what was checked follows from the seller type); null when not verified. */
  verifiedAt: string | null;
  experienceYears: number | null;
  reraAgentNumber: string | null;
  about: string | null;
  city: string | null;
  state: string | null;
  photo: string | null;
  activeListings: number;
  memberSince: string;
}

export interface LocationSuggestion {
  kind: 'city' | 'locality';
  city: string;
  state: string;
  locality: string | null;
  /** Active listings there. */
  listings: number;
}

export interface SearchResponse {
  success: true;
  data: ListingCard[];
  /** Matches, counted up to 10,000 (all that 500 pages of 20 can show). */
  total: number;
  /** True when there are more than `total` matches. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}
