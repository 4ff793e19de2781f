/**
 * The words of the seller's add/edit property form (/saller/property/add): step names, field labels,
 * buttons and the form's own messages. The field rules and their messages are the listing contract's.
 */
import { MAX_PHOTOS_PER_LISTING } from '../../../../shared/listings/vocabulary';
import { MEDIA_UPLOAD_LIMITS } from '../../../../shared/media-upload';
import { LISTING_LABELS as L } from '../../../../shared/sellers/seller-labels';

export const ADD_PROPERTY_STEPS = ['basics', 'details', 'location', 'amenities', 'price', 'photos', 'review'] as const;
export type AddPropertyStep = (typeof ADD_PROPERTY_STEPS)[number];

export const ADD_PROPERTY_STEP_TITLES: Record<AddPropertyStep, string> = {
  basics: 'Basic details',
  details: 'Property details',
  location: 'Location',
  amenities: 'Amenities',
  price: 'Price',
  photos: 'Photos',
  review: 'Review and submit',
};

/**
 * Labels by the contract's field path, the same words the contract's messages name (seller-labels.ts);
 * the form's money fields add their '(₹)'.
 */
export const LISTING_FIELD_LABELS = {
  title: L.title,
  description: L.description,
  propertyType: L.propertyType,
  transactionType: L.transactionType,
  'area.value': L.area,
  'area.unit': L.areaUnit,
  carpetArea: L.carpetArea,
  parking: L.parking,
  parkingSpaces: L.parkingSpaces,
  tenantPreferences: L.tenantPreferences,
  petsAllowed: L.petsAllowed,
  availableFrom: L.availableFrom,
  bedrooms: L.bedrooms,
  bathrooms: L.bathrooms,
  balconies: L.balconies,
  furnishing: L.furnishing,
  floor: L.floor,
  totalFloors: L.totalFloors,
  facing: L.facing,
  possession: L.possession,
  possessionDate: L.possessionDate,
  ageYears: L.ageYears,
  reraId: L.reraId,
  amenities: L.amenities,
  'location.state': L.state,
  'location.city': L.city,
  'location.locality': L.locality,
  'location.subLocality': L.subLocality,
  'location.society': L.society,
  price: `${L.price} (₹)`,
  deposit: `${L.deposit} (₹)`,
  priceNegotiable: L.priceNegotiable,
} as const;
export type ListingFieldPath = keyof typeof LISTING_FIELD_LABELS;

export const ADD_PROPERTY_COPY = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  next: 'Next',
  back: 'Back',
  submit: 'Submit for review',
  submitting: 'Submitting…',
  saveChanges: 'Save changes',
  /** After an edit saved part-way: each refused field's message, in the form's words. */
  savedExcept: (refused: readonly string[]) => `Your other changes are saved. Not saved yet: ${refused.join('; ')}.`,
  edit: 'Edit',
  suggestedTitle: 'Suggested title:',
  useSuggestedTitle: 'Use this title',
  discardDraft: 'Discard draft',
  draftRestored: (savedAt: string) => `Your draft from ${savedAt} was restored.`,
  draftDiscarded: 'Draft discarded.',
  draftNotSaved: 'Your draft could not be saved on this device; finish the form before leaving the page.',
  chooseOne: 'Choose…',
  buy: 'Sell (Buy)',
  rent: 'Rent',
  pricePerMonth: 'Rent per month (₹)',
  priceAsWords: (formatted: string) => `That is ${formatted}`,
  addAmenity: 'Add',
  otherAmenity: 'Other amenity',
  amenitiesHint: 'Tap the ones your property has.',
  photosHint: `Up to ${MAX_PHOTOS_PER_LISTING} JPEG, PNG or WebP photos of at most ${MEDIA_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB each. The first photo is the cover.`,
  addPhotos: 'Add photos',
  tooManyPhotos: `You can add at most ${MAX_PHOTOS_PER_LISTING} photos.`,
  cover: 'Cover',
  makeCover: 'Make cover',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  removePhoto: (name: string) => `Remove ${name}`,
  uploading: (name: string) => `Uploading ${name}`,
  resizing: 'Making the photo smaller for upload…',
  resizingLabel: (name: string) => `Resizing ${name}`,
  uploadedShare: (percent: number) => `Uploading… ${percent}%`,
  uploadFailed: 'The photo could not be uploaded. Check your connection and try again.',
  waitForUploads: 'Wait for the photos to finish uploading.',
  photoAlt: (n: number) => `Photo ${n}`,
  /** The name shown for a photo the listing already has (an upload's name is its file's). */
  savedPhoto: (n: number) => `Saved photo ${n}`,
  noPhotos: 'No photos yet.',
  none: 'Not given',
  yes: 'Yes',
  no: 'No',
  localitySuggestions: 'Suggested localities',
  /** The super built-up area is optional: without it the carpet area is the listing's area. */
  tenantsHint: 'Leave all unticked when anyone may rent it.',
  anyTenant: 'Anyone',
  superAreaHint: 'Optional. Leave it empty when it is the same as the carpet area.',
  submitFailed: 'The property could not be submitted. Check your connection and try again.',
  manageListings: 'Manage my properties',
  loadFailed: 'This property could not be loaded.',
  loading: 'Loading the property…',
  successTitle: 'Submitted for review',
  successBody: 'Your property is pending review. It goes live once an admin approves it.',
  /** How long review usually takes: a product promise, said after every submit that waits for review. */
  reviewTime: 'Most listings are reviewed within 24 hours.',
  updatedTitle: 'Property updated',
  farFromMedian: (perSqft: string, median: string, type: string, city: string) =>
    `That is ${perSqft} per sq.ft, far from the usual ${median} per sq.ft for a ${type} in ${city}. Check the price and the area before you go on.`,
  /** The page's heading when it edits a listing (?id=N) rather than adding one. */
  editTitle: 'Edit property',
  priceReviewNotice:
    'This property is live. A new price is checked by an admin: saving it sends the property back to review, and it leaves search until an admin approves it.',
  priceReviewConfirm: (price: string) =>
    `Your property is live. Saving the new price (${price}) sends it back to review, and it leaves search until an admin approves it. Save anyway?`,
  myProperties: 'My properties',
  addAnother: 'Add another property',
} as const;
