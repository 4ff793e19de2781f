/**
 * The add/edit property form as plain strings (what inputs hold), turned into the listing contract's
 * input for validation and sending. Fields that do not apply to the chosen type, transaction or
 * possession are hidden and sent as null, matching the contract's cross-field rules. The photos are
 * kept beside the form (they upload on their own) and join it when the listing is sent.
 */
import { LISTING_FIELD_LABELS as FIELD_NAMES } from '../../../../shared/listings/listing-fields';
import { LAND_TYPES, type PropertyType, RESIDENTIAL_TYPES } from '../../../../shared/listings/vocabulary';
import {
  availableFromProblem,
  CARPET_PARKING_MESSAGES,
  type ListingInput,
  listingSchema,
  type SellerListing,
} from '../../../../shared/sellers/seller-listing-contract';
import { type FieldErrors, fieldErrors } from '../../../lib/form-errors';
import {
  ADD_PROPERTY_COPY,
  type AddPropertyStep,
  LISTING_FIELD_LABELS,
  type ListingFieldPath,
} from './add-property.content';
import type { DraftPhoto } from './listing-draft.storage';

export interface ListingForm {
  title: string;
  description: string;
  propertyType: string;
  transactionType: string;
  areaValue: string;
  areaUnit: string;
  carpetArea: string;
  /**
   * A listing posted before the form asked for a carpet area: its edits (a new price, say) are not held up
   * by a fact it never had. The API takes a building without one.
   */
  carpetOptional?: boolean;
  parking: string;
  parkingSpaces: string;
  tenantPreferences: string[];
  /** 'yes', 'no', or '' when not said. */
  petsAllowed: string;
  availableFrom: string;
  bedrooms: string;
  bathrooms: string;
  balconies: string;
  furnishing: string;
  floor: string;
  totalFloors: string;
  facing: string;
  possession: string;
  possessionDate: string;
  ageYears: string;
  reraId: string;
  amenities: string[];
  state: string;
  city: string;
  locality: string;
  subLocality: string;
  society: string;
  price: string;
  deposit: string;
  priceNegotiable: boolean;
}

export const EMPTY_FORM: ListingForm = {
  title: '',
  description: '',
  propertyType: '',
  transactionType: 'Buy',
  areaValue: '',
  areaUnit: 'sq.ft',
  carpetArea: '',
  parking: '',
  parkingSpaces: '',
  tenantPreferences: [],
  petsAllowed: '',
  availableFrom: '',
  bedrooms: '',
  bathrooms: '',
  balconies: '',
  furnishing: '',
  floor: '',
  totalFloors: '',
  facing: '',
  possession: 'Ready to Move',
  possessionDate: '',
  ageYears: '',
  reraId: '',
  amenities: [],
  state: '',
  city: '',
  locality: '',
  subLocality: '',
  society: '',
  price: '',
  deposit: '',
  priceNegotiable: false,
};

/** Which optional fields apply to what the form says now. */
export function applicable(form: ListingForm) {
  const type = form.propertyType as PropertyType;
  const land = LAND_TYPES.includes(type);
  const underConstruction = form.possession === 'Under Construction';
  return {
    rooms: RESIDENTIAL_TYPES.includes(type),
    building: !land,
    /** A building's area is its carpet area, with the super built-up area optional; land has one area. */
    carpet: !land,
    parkingSpaces: !land && (form.parking === 'Covered' || form.parking === 'Open'),
    deposit: form.transactionType === 'Rent',
    possessionDate: underConstruction,
    ageYears: !land && !underConstruction,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value);
// '' is "not given"; anything else is a number, and a typo (NaN) gets the contract's number message.
const num = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The contract's input for the form; not-applicable fields are null (an edit clears them). `photos` are
 * the uploaded photos' hashes in the order shown, the cover first; without them the input has none.
 */
export function toListingInput(form: ListingForm, photos?: readonly string[]): ListingInput {
  const on = applicable(form);
  // Without a super built-up area, a building's area is its carpet area.
  const areaTyped = on.carpet && form.areaValue.trim() === '' ? form.carpetArea : form.areaValue;
  return {
    ...(photos ? { photos: [...photos] } : {}),
    title: form.title,
    description: form.description,
    propertyType: (form.propertyType || undefined) as ListingInput['propertyType'],
    transactionType: (form.transactionType || undefined) as ListingInput['transactionType'],
    price: form.price.trim() === '' ? (undefined as unknown as number) : Number(form.price),
    deposit: on.deposit ? num(form.deposit) : null,
    priceNegotiable: form.priceNegotiable,
    area: {
      value: areaTyped.trim() === '' ? (undefined as unknown as number) : Number(areaTyped),
      unit: form.areaUnit as ListingInput['area']['unit'],
    },
    carpetArea: on.carpet ? num(form.carpetArea) : null,
    parking: on.carpet ? (text(form.parking) as ListingInput['parking']) : null,
    parkingSpaces: on.parkingSpaces ? num(form.parkingSpaces) : null,
    // A rental's terms; a sale has none.
    tenantPreferences: on.deposit ? (form.tenantPreferences as ListingInput['tenantPreferences']) : [],
    petsAllowed: on.deposit && form.petsAllowed !== '' ? form.petsAllowed === 'yes' : null,
    availableFrom: on.deposit ? text(form.availableFrom) : null,
    bedrooms: on.rooms ? num(form.bedrooms) : null,
    bathrooms: on.rooms ? num(form.bathrooms) : null,
    balconies: on.rooms ? num(form.balconies) : null,
    furnishing: on.building ? (text(form.furnishing) as ListingInput['furnishing']) : null,
    floor: on.building ? num(form.floor) : null,
    totalFloors: on.building ? num(form.totalFloors) : null,
    facing: text(form.facing) as ListingInput['facing'],
    possession: text(form.possession) as ListingInput['possession'],
    possessionDate: on.possessionDate ? text(form.possessionDate) : null,
    ageYears: on.ageYears ? num(form.ageYears) : null,
    reraId: text(form.reraId),
    amenities: form.amenities,
    location: {
      state: form.state,
      city: form.city,
      locality: form.locality,
      subLocality: text(form.subLocality),
      society: text(form.society),
    },
  };
}

const str = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** A stored listing (for an edit) as the form holds it. */
export const fromListing = (listing: SellerListing): ListingForm => ({
  title: listing.title,
  description: listing.description ?? '',
  propertyType: listing.propertyType,
  transactionType: listing.transactionType,
  // A super built-up area the same as the carpet area was not typed: it is the carpet area's stand-in.
  areaValue: listing.carpetArea === listing.area.value ? '' : str(listing.area.value),
  areaUnit: listing.area.unit,
  carpetArea: str(listing.carpetArea),
  carpetOptional: listing.carpetArea == null,
  parking: str(listing.parking),
  parkingSpaces: str(listing.parkingSpaces),
  tenantPreferences: [...listing.tenantPreferences],
  petsAllowed: listing.petsAllowed === null ? '' : listing.petsAllowed ? 'yes' : 'no',
  availableFrom: str(listing.availableFrom),
  bedrooms: str(listing.bedrooms),
  bathrooms: str(listing.bathrooms),
  balconies: str(listing.balconies),
  furnishing: str(listing.furnishing),
  floor: str(listing.floor),
  totalFloors: str(listing.totalFloors),
  facing: str(listing.facing),
  possession: str(listing.possession),
  possessionDate: str(listing.possessionDate),
  ageYears: str(listing.ageYears),
  reraId: str(listing.reraId),
  amenities: [...listing.amenities],
  state: listing.location.state,
  city: listing.location.city,
  locality: listing.location.locality,
  subLocality: str(listing.location.subLocality),
  society: str(listing.location.society),
  price: str(listing.price),
  deposit: str(listing.deposit),
  priceNegotiable: listing.priceNegotiable,
});

/** A stored listing's photos as the photo step holds them, named by their place (they have no file name). */
export const photosOfListing = (listing: SellerListing): DraftPhoto[] =>
  listing.photos.map((photo, index) => ({
    hash: photo.hash,
    name: ADD_PROPERTY_COPY.savedPhoto(index + 1),
    url: photo.urls[320],
  }));

const PHOTOS_MESSAGE = /^photos(\[(\d+)\])?/;

/**
 * A server message about the photos ('photos[1] is not a photo you uploaded; upload it again') in the
 * photo step's words ('Photo 2 is not a photo...'); null when the message is about something else.
 */
export function photosProblem(message: string): string | null {
  const match = PHOTOS_MESSAGE.exec(message);
  if (!match) return null;
  const photo = match[2] === undefined ? 'Photos' : ADD_PROPERTY_COPY.photoAlt(Number(match[2]) + 1);
  return message.replace(PHOTOS_MESSAGE, photo);
}

/** The contract's field paths each step asks for (photos and review ask for none of their own). */
export const STEP_FIELDS: Record<AddPropertyStep, readonly ListingFieldPath[]> = {
  basics: ['title', 'description', 'propertyType', 'transactionType'],
  details: [
    'carpetArea',
    'area.value',
    'area.unit',
    'parking',
    'parkingSpaces',
    'bedrooms',
    'bathrooms',
    'balconies',
    'furnishing',
    'floor',
    'totalFloors',
    'facing',
    'possession',
    'possessionDate',
    'ageYears',
    'reraId',
  ],
  location: ['location.state', 'location.city', 'location.locality', 'location.subLocality', 'location.society'],
  amenities: ['amenities'],
  price: ['price', 'deposit', 'priceNegotiable', 'tenantPreferences', 'petsAllowed', 'availableFrom'],
  photos: [],
  review: [],
};

export type ListingErrors = FieldErrors<ListingFieldPath>;

// Valid stand-ins for the required fields of steps not reached yet, so the contract's cross-field
// rules (which run only on an otherwise valid listing) are checked for the step at hand.
const LATER_STEP_STAND_INS: Partial<Record<AddPropertyStep, Partial<ListingInput>>> = {
  details: { area: { value: 1, unit: 'sq.ft' } },
  location: { location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Locality' } },
  price: { price: 1 },
};

/**
 * Checks one step with the shared schema: steps before it hold what the seller typed, steps after it
 * valid stand-ins; only the step's own fields report. `review` checks everything.
 */
export function checkStep(step: AddPropertyStep, form: ListingForm): ListingErrors {
  const index = (Object.keys(STEP_FIELDS) as AddPropertyStep[]).indexOf(step);
  const input: ListingInput = toListingInput(form);
  if (step !== 'review') {
    for (const [later, standIn] of Object.entries(LATER_STEP_STAND_INS)) {
      if ((Object.keys(STEP_FIELDS) as AddPropertyStep[]).indexOf(later as AddPropertyStep) <= index) continue;
      Object.assign(input, standIn);
      if (later === 'price' && form.transactionType === 'Rent') input.deposit = 0;
    }
  }
  const parsed = listingSchema.safeParse(input);
  const found: ListingErrors = parsed.success
    ? {}
    : fieldErrors(parsed.error, LISTING_FIELD_LABELS, step === 'review' ? undefined : STEP_FIELDS[step]);
  const checked = index >= STEP_ORDER.indexOf('details') ? withCarpetArea(form, found) : found;
  // The server refuses a past date being set; the form says so on the step that asks for it.
  const past =
    index >= STEP_ORDER.indexOf('price') && applicable(form).deposit && !checked.availableFrom
      ? availableFromProblem(text(form.availableFrom), new Date())
      : undefined;
  return past ? { ...checked, availableFrom: past } : checked;
}

const STEP_ORDER = Object.keys(STEP_FIELDS) as AddPropertyStep[];

/**
 * The form asks every building for its carpet area (the API also takes listings without one), and
 * names the optional area field as the seller sees it: a building's super built-up area.
 */
function withCarpetArea(form: ListingForm, found: ListingErrors): ListingErrors {
  if (!applicable(form).carpet) return found;
  const out = { ...found };
  if (form.carpetArea.trim() === '' && !form.carpetOptional) {
    out.carpetArea = CARPET_PARKING_MESSAGES.carpetAreaRequired(form.propertyType);
    // The area stood in by the carpet area is missing too: one message says so.
    if (form.areaValue.trim() === '') delete out['area.value'];
  }
  const area = out['area.value'];
  if (area?.startsWith(`${FIELD_NAMES.area} `))
    out['area.value'] = `${FIELD_NAMES.superArea}${area.slice(FIELD_NAMES.area.length)}`;
  return out;
}

/** The form's own field behind each of the contract's field paths. */
const FORM_FIELD: Record<ListingFieldPath, keyof ListingForm> = {
  title: 'title',
  description: 'description',
  propertyType: 'propertyType',
  transactionType: 'transactionType',
  'area.value': 'areaValue',
  'area.unit': 'areaUnit',
  carpetArea: 'carpetArea',
  parking: 'parking',
  parkingSpaces: 'parkingSpaces',
  tenantPreferences: 'tenantPreferences',
  petsAllowed: 'petsAllowed',
  availableFrom: 'availableFrom',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  balconies: 'balconies',
  furnishing: 'furnishing',
  floor: 'floor',
  totalFloors: 'totalFloors',
  facing: 'facing',
  possession: 'possession',
  possessionDate: 'possessionDate',
  ageYears: 'ageYears',
  reraId: 'reraId',
  amenities: 'amenities',
  'location.state': 'state',
  'location.city': 'city',
  'location.locality': 'locality',
  'location.subLocality': 'subLocality',
  'location.society': 'society',
  price: 'price',
  deposit: 'deposit',
  priceNegotiable: 'priceNegotiable',
};

/**
 * For an edit saved part-way: the form with every field the contract refuses put back as `stored` has
 * it, and what was refused; null when even that is not a valid listing (a rule across fields still fails).
 */
export function keepValid(
  form: ListingForm,
  stored: ListingForm,
): { form: ListingForm; refused: ListingErrors } | null {
  const refused = checkStep('review', form);
  const kept: ListingForm = { ...form };
  for (const path of Object.keys(refused) as ListingFieldPath[]) {
    const key = FORM_FIELD[path];
    (kept as unknown as Record<string, unknown>)[key] = stored[key];
  }
  return Object.keys(checkStep('review', kept)).length === 0 ? { form: kept, refused } : null;
}

/** The first step (in order) that has a field in `errors`, for the review step's "fix this" jump. */
export function firstStepWithError(errors: ListingErrors): AddPropertyStep | undefined {
  return (Object.keys(STEP_FIELDS) as AddPropertyStep[]).find((step) =>
    STEP_FIELDS[step].some((field) => errors[field]),
  );
}
