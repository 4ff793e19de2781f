/**
 * Between the seller's listing contract and the `properties` row: the columns a validated listing
 * writes, the `SellerListing` a row (with its photos) reads as, and what makes an edit "material".
 */
import { type AreaUnit, toSqft } from '../../../shared/listings/area-units';
import { lapsesAt } from '../../../shared/listings/freshness';
import type { TenantPreference } from '../../../shared/listings/listing-terms';
import { LIVE_EDIT_LISTING_FIELDS, type SellerListing } from '../../../shared/sellers/seller-constants';
import { LISTING_FIELDS, type ListingBody } from '../../../shared/sellers/seller-listing-contract';
import type { NewProperty, Property } from '../listings/listings.schema';
import { photoUrls } from '../media/media-upload.service';
import { addsPhotos } from './seller-listing-photos';
import { comparablePlace, iso, rowActivity, rowCoordinates } from './seller-row-fields';

/** The columns a listing's fields write (the rest, status and times, are the service's). */
export const listingColumns = (body: ListingBody) =>
  ({
    title: body.title,
    description: body.description ?? '',
    propertyType: body.propertyType,
    transactionType: body.transactionType,
    price: body.price,
    deposit: body.deposit ?? null,
    priceNegotiable: body.priceNegotiable ?? false,
    areaValue: body.area.value,
    areaUnit: body.area.unit,
    areaSqft: toSqft(body.area.value, body.area.unit),
    carpetAreaValue: body.carpetArea ?? null,
    parking: body.parking ?? null,
    parkingSpaces: body.parkingSpaces ?? null,
    tenantPreferences: body.tenantPreferences ?? [],
    petsAllowed: body.petsAllowed ?? null,
    availableFrom: body.availableFrom ?? null,
    bedrooms: body.bedrooms ?? null,
    bathrooms: body.bathrooms ?? null,
    balconies: body.balconies ?? null,
    furnishing: body.furnishing ?? null,
    floor: body.floor ?? null,
    totalFloors: body.totalFloors ?? null,
    facing: body.facing ?? null,
    possession: body.possession ?? 'Ready to Move',
    possessionDate: body.possessionDate ?? null,
    ageYears: body.ageYears ?? null,
    reraId: body.reraId ?? null,
    amenities: body.amenities ?? [],
    state: body.location.state,
    city: body.location.city,
    locality: body.location.locality,
    subLocality: body.location.subLocality ?? null,
    society: body.location.society ?? null,
    latitude: body.location.coordinates?.latitude ?? null,
    longitude: body.location.coordinates?.longitude ?? null,
  }) satisfies Partial<NewProperty>;

/** The listing as the seller reads it, with its photo hashes in order and its enquiry counts. */
export function toSellerListing(
  row: Property,
  photos: readonly string[],
  counts = { new: 0, total: 0 },
): SellerListing {
  return {
    id: Number(row.id),
    status: row.status,
    rejectionReason: row.rejectionReason,
    heldForReportsAt: row.heldForReportsAt ? row.heldForReportsAt.toISOString() : null,
    featuredUntil: row.featuredUntil ? row.featuredUntil.toISOString() : null,
    title: row.title,
    description: row.description,
    propertyType: row.propertyType,
    transactionType: row.transactionType,
    price: Number(row.price),
    deposit: row.deposit === null ? null : Number(row.deposit),
    priceNegotiable: row.priceNegotiable,
    area: { value: Number(row.areaValue), unit: row.areaUnit as AreaUnit, sqft: Number(row.areaSqft) },
    carpetArea: row.carpetAreaValue === null ? null : Number(row.carpetAreaValue),
    parking: row.parking,
    parkingSpaces: row.parkingSpaces,
    tenantPreferences: row.tenantPreferences as TenantPreference[],
    petsAllowed: row.petsAllowed,
    availableFrom: row.availableFrom,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    balconies: row.balconies,
    furnishing: row.furnishing,
    floor: row.floor,
    totalFloors: row.totalFloors,
    facing: row.facing,
    possession: row.possession,
    possessionDate: row.possessionDate,
    ageYears: row.ageYears,
    reraId: row.reraId,
    amenities: row.amenities,
    location: {
      state: row.state,
      city: row.city,
      locality: row.locality,
      subLocality: row.subLocality,
      society: row.society,
      coordinates: rowCoordinates(row),
    },
    postedBy: row.postedBy,
    coverPhoto: photos[0] ?? null,
    photos: photos.map((hash) => ({ hash, urls: photoUrls(hash) })),
    ...rowActivity(row, counts),
    confirmedAt: iso(row.confirmedAt),
    lapsesAt: lapsesAt(row.transactionType, row.confirmedAt).toISOString(),
    remindedAt: row.remindedAt === null ? null : iso(row.remindedAt),
  };
}

type LiveField = (typeof LIVE_EDIT_LISTING_FIELDS)[number];
type MaterialField = Exclude<(typeof LISTING_FIELDS)[number], LiveField>;

/** Every field a seller sends but the few that may change while the listing stays live. */
const MATERIAL_FIELDS = LISTING_FIELDS.filter(
  (field): field is MaterialField => !(LIVE_EDIT_LISTING_FIELDS as readonly string[]).includes(field),
);

/** One material field in a comparable form: blank and missing read the same, numbers as numbers. */
function comparable(field: MaterialField, value: unknown): unknown {
  switch (field) {
    case 'description':
      return value ?? '';
    case 'price':
    case 'deposit':
    case 'carpetArea':
      return value == null ? null : Number(value);
    case 'area': {
      const area = value as { value: number; unit: string };
      return [Number(area.value), area.unit];
    }
    case 'location':
      return comparablePlace(value, ['subLocality', 'society']);
    // Stored as 'Ready to Move' when not sent.
    case 'possession':
      return value ?? 'Ready to Move';
    case 'amenities':
    case 'tenantPreferences':
      return value ?? [];
    default:
      return value ?? null;
  }
}

const materialOf = (listing: Partial<Record<MaterialField, unknown>>): string =>
  JSON.stringify(MATERIAL_FIELDS.map((field) => comparable(field, listing[field])));

/**
 * True when the edit changes a public field other than the live-edit exceptions, or adds a photo (see
 * LIVE_EDIT_LISTING_FIELDS): an active listing goes back to review. Reordering or removing photos is not.
 */
export const isMaterialEdit = (before: SellerListing, after: ListingBody): boolean =>
  materialOf(before) !== materialOf(after) ||
  addsPhotos(
    before.photos.map((photo) => photo.hash),
    after.photos ?? [],
  );
