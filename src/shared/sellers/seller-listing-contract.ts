/**
 * The seller's listings API (docs/product-rules.md, Listing life cycle). One schema validates a whole listing,
 * for a new one and for an edit (the edit is merged into the stored listing and the result validated again), so
 * the rules across fields (rent needs a deposit, rooms only for homes, floor within the building) hold on both
 * paths. The client's form validates with the same schema.
 *
 *   POST   /api/seller/properties            body ListingInput → 201 { success, message, data: SellerListing }
 *                                            402 free quota used · 400 field message · 401 · 403 not a seller
 *   GET    /api/seller/properties            ?status&type&transaction&page&pageSize → 200 SellerListingPage
 *   GET    /api/seller/properties/:id        → 200 { success, data: SellerListing }
 *   PATCH  /api/seller/properties/:id        body any listing fields → 200 { success, message, data }
 *                                            (a material edit of an active listing sends it back to review)
 *   POST   /api/seller/properties/:id/status body { status: 'sold' | 'rented' } → 200
 *   DELETE /api/seller/properties/:id        → 200 (soft: status 'deleted', hidden everywhere)
 *   Another seller's listing, or a deleted one, is a 404.
 *
 * `photos` are hashes from `POST /api/media` in the order shown, the first being the cover (at most
 * MAX_PHOTOS_PER_LISTING, each once). Each must be one the seller uploaded, or already on the listing;
 * otherwise 400 `photos[i] is not a photo you uploaded; upload it again`. An edit without `photos` keeps
 * them; `[]` or null removes them all. Answers carry `photos: { hash, urls }[]` in order.
 */

import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { AREA_UNIT_NAMES, type AreaUnit, toSqft } from '../listings/area-units';
import { PARKING, TENANT_PREFERENCES } from '../listings/listing-terms';
import { priceRangeProblem } from '../listings/price-ranges';
import { reraIdProblem } from '../listings/rera';
import {
  FACING,
  FURNISHING,
  LAND_TYPES,
  MAX_PHOTOS_PER_LISTING,
  POSSESSION,
  PROPERTY_TYPES,
  RESIDENTIAL_TYPES,
  TRANSACTION_TYPES,
} from '../listings/vocabulary';
import { LISTED_STATES, listedCity, listedState, placeListProblem } from '../location/place-lists';
import { CENTURY_DATE_SCHEMA, documentedAs, wholeNumberText } from '../openapi-meta';
import {
  CLOSING_STATUSES,
  INDIA_BOUNDS,
  SELLER_LIMITS as L,
  SELLER_DUE_FILTER,
  SELLER_LISTING_FILTER_STATUSES,
  type SellerListing,
} from './seller-constants';
import { line, mergeEdit, oneOf, optional, paragraph, photoList, required, rupees, whole } from './seller-fields';
import { LISTING_LABELS as T } from './seller-labels';

export * from './seller-constants';

/** How the forms label the place fields, for the messages about them. */
export const PLACE_LABELS = { state: T.state, city: T.city } as const;

const money = (label: string, min: number) => rupees(label, min, L.priceMax);

const areaNumber = (label: string) => {
  const message = `${label} must be a number greater than 0 and at most ${L.areaValueMax}`;
  return (
    z
      .number({ error: message })
      .positive(message)
      .max(L.areaValueMax, message)
      // At least 0.01 too: a smaller value would be stored as 0.00, which the table refuses.
      .refine(
        (value) => Math.round(value * 100) >= 1 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        `${label} must have at most 2 decimals`,
      )
  );
};
const areaValue = areaNumber(T.area);

/**
 * The rules of a building's carpet area and parking, for the messages the API and the form share. The
 * API takes a listing without them (older clients, the demo's); the seller's form asks for the carpet
 * area of every building (`carpetAreaRequired`).
 */
export const CARPET_PARKING_MESSAGES = {
  carpetAreaRequired: (type: string) => `${T.carpetArea} is required for ${type}`,
  carpetAboveArea: `${T.carpetArea} must not be above the super built-up area`,
  notForLand: (label: string, type: string) => `${label} does not apply to ${type}`,
  spacesRequired: (parking: string) => `${T.parkingSpaces} is required for ${parking} parking`,
  spacesWithoutParking: `${T.parkingSpaces} is only for Covered or Open parking`,
} as const;

/**
 * What the table can hold: the area in sq.ft below 10^12 (numeric(14,2)) and the price per sq.ft as an
 * integer. 10,000,000 hectares, or ₹1,000 crore for 1 sq.ft, would otherwise fail in the database.
 */
const AREA_SQFT_MAX = 999_999_999_999;
const PRICE_PER_SQFT_MAX = 2_147_483_647;
export const LISTING_SIZE_MESSAGES = {
  areaTooLarge: `${T.area} must be at most ${AREA_SQFT_MAX} sq.ft`,
  pricePerSqftTooHigh: `${T.price} is too high for the area: check both`,
} as const;

const coordinate = (field: 'latitude' | 'longitude') => {
  const { min, max } = INDIA_BOUNDS[field];
  const message = `${T[field]} must be a number from ${min} to ${max} (in India)`;
  return z.number({ error: message }).min(min, message).max(max, message);
};

export const POSSESSION_DATE_MESSAGE = `${T.possessionDate} must be a date (YYYY-MM-DD) from ${L.possessionYearMin} to ${L.possessionYearMax}`;
const possessionDate = z
  .string({ error: `${T.possessionDate} must be a date (YYYY-MM-DD)` })
  .refine(
    (text) => isCalendarDate(text, { min: L.possessionYearMin, max: L.possessionYearMax }),
    POSSESSION_DATE_MESSAGE,
  )
  .meta(documentedAs(CENTURY_DATE_SCHEMA));

/** The rules of a rental's tenant preferences, pets and date, for the messages the API and the form share. */
export const RENTAL_MESSAGES = {
  onlyForRent: (label: string) => `${label} is only for Rent`,
  availableFromDate: `${T.availableFrom} must be a date (YYYY-MM-DD)`,
  availableFromPast: `${T.availableFrom} must be today or later`,
} as const;

/** Today in India as YYYY-MM-DD: a date a seller picks is a day of their calendar. */
export const indiaToday = (now: Date): string => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The past-date message when `availableFrom` is set to a day before `now`'s (India); undefined otherwise. */
export const availableFromProblem = (availableFrom: unknown, now: Date): string | undefined =>
  typeof availableFrom === 'string' && availableFrom < indiaToday(now) ? RENTAL_MESSAGES.availableFromPast : undefined;

const tenantPreferences = z
  .array(oneOf(T.tenantPreferences, TENANT_PREFERENCES), {
    error: `${T.tenantPreferences} must be a list of ${TENANT_PREFERENCES.join(', ')}`,
  })
  // Each once, in the list's order.
  .transform((chosen) => TENANT_PREFERENCES.filter((preference) => chosen.includes(preference)));

const availableFrom = z
  .string({ error: RENTAL_MESSAGES.availableFromDate })
  .refine(
    (text) => isCalendarDate(text, { min: L.possessionYearMin, max: L.possessionYearMax }),
    RENTAL_MESSAGES.availableFromDate,
  )
  .meta(documentedAs(CENTURY_DATE_SCHEMA));

const amenities = z
  .array(line(T.amenities, L.amenityMax), { error: `${T.amenities} must be a list of names` })
  .max(L.amenitiesMax, `${T.amenities} must have at most ${L.amenitiesMax} items`)
  // The same amenity twice (in any case) is kept once, as first written.
  .transform((names) =>
    names.filter((name, i) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i),
  );

/** State and city, read as the lists spell them; `refineListedPlace` then refuses a state not in the list. */
const placeFields = {
  // The route reads a state in any case; the document names them as the list spells them.
  state: line(T.state, L.placeMax)
    .transform(listedState)
    .meta(documentedAs({ type: 'string', enum: LISTED_STATES })),
  city: line(T.city, L.placeMax).transform(listedCity).meta({
    description:
      'A city or town of India, from GET /api/places (refused otherwise); its state is stored as the gazetteer gives it.',
  }),
};

/** Refuses a state not in the list, naming the field as the form labels it. */
export const refineListedPlace = (place: { state: string }, ctx: z.RefinementCtx) => {
  const problem = placeListProblem(place.state, PLACE_LABELS);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

const location = z
  .object(
    {
      ...placeFields,
      locality: line(T.locality, L.localityMax),
      subLocality: optional(line(T.subLocality, L.localityMax)),
      society: optional(line(T.society, L.localityMax)),
      coordinates: optional(
        z.object(
          { latitude: coordinate('latitude'), longitude: coordinate('longitude') },
          { error: `${T.coordinates} must have latitude and longitude` },
        ),
      ),
    },
    { error: required(T.location) },
  )
  .superRefine(refineListedPlace);

const rooms = (label: string) => optional(whole(label, 0, L.roomsMax));

const listingObject = z.object({
  title: line(T.title, L.titleMax, L.titleMin),
  description: optional(paragraph(T.description, L.descriptionMax)),
  propertyType: oneOf(T.propertyType, PROPERTY_TYPES),
  transactionType: oneOf(T.transactionType, TRANSACTION_TYPES),
  price: money(T.price, 1),
  deposit: optional(money(T.deposit, 0)),
  priceNegotiable: optional(z.boolean({ error: `${T.priceNegotiable} must be true or false` })),
  area: z.object(
    { value: areaValue, unit: oneOf(T.areaUnit, AREA_UNIT_NAMES as [AreaUnit, ...AreaUnit[]]) },
    { error: required(T.area) },
  ),
  carpetArea: optional(areaNumber(T.carpetArea)),
  parking: optional(oneOf(T.parking, PARKING)),
  parkingSpaces: optional(whole(T.parkingSpaces, 1, L.parkingSpacesMax)),
  tenantPreferences: optional(tenantPreferences),
  petsAllowed: optional(z.boolean({ error: `${T.petsAllowed} must be true or false` })),
  availableFrom: optional(availableFrom),
  bedrooms: rooms(T.bedrooms),
  bathrooms: rooms(T.bathrooms),
  balconies: rooms(T.balconies),
  furnishing: optional(oneOf(T.furnishing, FURNISHING)),
  floor: optional(whole(T.floor, L.floorMin, L.floorsMax)),
  totalFloors: optional(whole(T.totalFloors, 0, L.floorsMax)),
  facing: optional(oneOf(T.facing, FACING)),
  possession: optional(oneOf(T.possession, POSSESSION)),
  possessionDate: optional(possessionDate),
  ageYears: optional(whole(T.ageYears, 0, L.ageYearsMax)),
  reraId: optional(line(T.reraId, L.reraNumberMax)),
  amenities: optional(amenities),
  location,
  photos: optional(photoList(T.photos, MAX_PHOTOS_PER_LISTING)),
});

/** The listing fields a seller sends; the edit merges over these. */
export const LISTING_FIELDS = Object.keys(listingObject.shape) as (keyof typeof listingObject.shape)[];

type Draft = z.output<typeof listingObject>;

/** Rules across fields; each message names the field that has to change. */
function crossFieldProblems(input: Draft): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const refuse = (path: string, message: string) => problems.push({ path, message });
  const type = input.propertyType;
  if (input.transactionType === 'Rent' && input.deposit == null) refuse('deposit', `${T.deposit} is required for Rent`);
  if (input.transactionType === 'Buy' && input.deposit != null) refuse('deposit', `${T.deposit} is only for Rent`);
  if (input.transactionType === 'Buy') {
    if (input.tenantPreferences?.length) refuse('tenantPreferences', RENTAL_MESSAGES.onlyForRent(T.tenantPreferences));
    for (const field of ['petsAllowed', 'availableFrom'] as const)
      if (input[field] != null) refuse(field, RENTAL_MESSAGES.onlyForRent(T[field]));
  }
  if (RESIDENTIAL_TYPES.includes(type)) {
    if (input.bedrooms == null) refuse('bedrooms', `${T.bedrooms} is required for ${type}`);
    if (input.bathrooms == null) refuse('bathrooms', `${T.bathrooms} is required for ${type}`);
  } else {
    for (const field of ['bedrooms', 'bathrooms', 'balconies'] as const) {
      if (input[field] != null) refuse(field, `${T[field]} is only for ${RESIDENTIAL_TYPES.join(', ')}`);
    }
  }
  if (LAND_TYPES.includes(type)) {
    for (const field of ['furnishing', 'floor', 'totalFloors', 'ageYears'] as const) {
      if (input[field] != null) refuse(field, `${T[field]} does not apply to ${type}`);
    }
    for (const field of ['carpetArea', 'parking', 'parkingSpaces'] as const) {
      if (input[field] != null) refuse(field, CARPET_PARKING_MESSAGES.notForLand(T[field], type));
    }
  } else {
    // Both in the unit of `area`.
    if (input.carpetArea != null && input.carpetArea > input.area.value)
      refuse('carpetArea', CARPET_PARKING_MESSAGES.carpetAboveArea);
    const parked = input.parking === 'Covered' || input.parking === 'Open';
    if (parked && input.parkingSpaces == null)
      refuse('parkingSpaces', CARPET_PARKING_MESSAGES.spacesRequired(input.parking ?? ''));
    if (!parked && input.parkingSpaces != null) refuse('parkingSpaces', CARPET_PARKING_MESSAGES.spacesWithoutParking);
  }
  const outOfRange = priceRangeProblem(input.transactionType, type, input.price);
  if (outOfRange) refuse('price', outOfRange);
  const sqft = toSqft(input.area.value, input.area.unit);
  if (sqft > AREA_SQFT_MAX) refuse('area', LISTING_SIZE_MESSAGES.areaTooLarge);
  else if (Math.round(input.price / sqft) > PRICE_PER_SQFT_MAX)
    refuse('price', LISTING_SIZE_MESSAGES.pricePerSqftTooHigh);
  if (input.floor != null && input.totalFloors == null)
    refuse('totalFloors', `${T.totalFloors} is required with a floor`);
  if (input.floor != null && input.totalFloors != null && input.floor > input.totalFloors) {
    refuse('floor', `${T.floor} must not be above the total floors`);
  }
  const underConstruction = input.possession === 'Under Construction';
  if (underConstruction && input.possessionDate == null) {
    refuse('possessionDate', `${T.possessionDate} is required when possession is Under Construction`);
  }
  if (!underConstruction && input.possessionDate != null) {
    refuse('possessionDate', `${T.possessionDate} is only for Under Construction`);
  }
  if (underConstruction && input.ageYears != null)
    refuse('ageYears', `${T.ageYears} does not apply to Under Construction`);
  return problems;
}

/** A whole listing, new or edited. */
export const listingSchema = listingObject.superRefine((input, ctx) => {
  for (const { path, message } of crossFieldProblems(input)) ctx.addIssue({ code: 'custom', path: [path], message });
  const rera = input.reraId ? reraIdProblem(input.location.state, input.reraId) : undefined;
  if (rera) ctx.addIssue({ code: 'custom', path: ['reraId'], message: rera });
});
export type ListingInput = z.input<typeof listingSchema>;
export type ListingBody = z.output<typeof listingSchema>;

/**
 * The listing an edit asks for: the stored listing with the sent fields over it (`area` and `location`
 * merge one level down, so `{ location: { society: 'X' } }` keeps the city). Unknown fields are ignored;
 * undefined when the edit sends no listing field at all.
 */
export function mergeListingEdit(
  stored: Record<string, unknown>,
  edit: Record<string, unknown>,
): Record<string, unknown> | undefined {
  return mergeEdit(LISTING_FIELDS, stored, edit);
}

/** A stored listing in the shape the schema reads, for merging an edit over it. */
export const listingInputOf = (listing: SellerListing): Record<string, unknown> => ({
  title: listing.title,
  description: listing.description,
  propertyType: listing.propertyType,
  transactionType: listing.transactionType,
  price: listing.price,
  deposit: listing.deposit,
  priceNegotiable: listing.priceNegotiable,
  area: { value: listing.area.value, unit: listing.area.unit },
  carpetArea: listing.carpetArea,
  parking: listing.parking,
  parkingSpaces: listing.parkingSpaces,
  tenantPreferences: listing.tenantPreferences,
  petsAllowed: listing.petsAllowed,
  availableFrom: listing.availableFrom,
  bedrooms: listing.bedrooms,
  bathrooms: listing.bathrooms,
  balconies: listing.balconies,
  furnishing: listing.furnishing,
  floor: listing.floor,
  totalFloors: listing.totalFloors,
  facing: listing.facing,
  possession: listing.possession,
  possessionDate: listing.possessionDate,
  ageYears: listing.ageYears,
  reraId: listing.reraId,
  amenities: listing.amenities,
  location: { ...listing.location },
  photos: listing.photos.map((photo) => photo.hash),
});

/** POST /api/seller/properties/:id/status */
export const closeListingSchema = z.object({ status: oneOf('status', CLOSING_STATUSES) });

const pageNumber = (field: string, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${field} must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${field} must be a whole number from 1 to ${max}`)
    .meta(wholeNumberText(1, max))
    .optional()
    .transform((n) => n ?? fallback);

/** GET /api/seller/properties query. */
export const sellerListingsQuerySchema = z.object({
  status: oneOf('status', SELLER_LISTING_FILTER_STATUSES).optional(),
  due: oneOf('due', SELLER_DUE_FILTER).optional(),
  type: oneOf('type', PROPERTY_TYPES).optional(),
  transaction: oneOf('transaction', TRANSACTION_TYPES).optional(),
  page: pageNumber('page', 1000, 1),
  pageSize: pageNumber('pageSize', L.pageSizeMax, L.pageSizeDefault),
});
export type SellerListingsQuery = z.output<typeof sellerListingsQuerySchema>;
