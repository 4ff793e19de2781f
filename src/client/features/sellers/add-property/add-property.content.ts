/**
 * The words of the seller's add/edit property form (/saller/property/add): step names, field labels,
 * buttons and the form's own messages. The field rules and their messages are the listing contract's.
 */
import { MAX_PHOTOS_PER_LISTING } from '../../../../shared/listings/vocabulary';
import { MEDIA_UPLOAD_LIMITS } from '../../../../shared/media-upload';

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

/** Labels by the contract's field path: a message 'location.city is required' reads 'City is required'. */
export const LISTING_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  propertyType: 'Property type',
  transactionType: 'For',
  'area.value': 'Area',
  'area.unit': 'Area unit',
  bedrooms: 'Bedrooms (BHK)',
  bathrooms: 'Bathrooms',
  balconies: 'Balconies',
  furnishing: 'Furnishing',
  floor: 'Floor',
  totalFloors: 'Total floors',
  facing: 'Facing',
  possession: 'Possession',
  possessionDate: 'Possession date',
  ageYears: 'Age of property (years)',
  reraId: 'RERA id',
  amenities: 'Amenities',
  'location.state': 'State',
  'location.city': 'City',
  'location.locality': 'Locality',
  'location.subLocality': 'Sub-locality',
  'location.society': 'Society or building',
  price: 'Price (₹)',
  deposit: 'Security deposit (₹)',
  priceNegotiable: 'Price is negotiable',
} as const;
export type ListingFieldPath = keyof typeof LISTING_FIELD_LABELS;

export const ADD_PROPERTY_COPY = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  next: 'Next',
  back: 'Back',
  submit: 'Submit for review',
  submitting: 'Submitting…',
  saveChanges: 'Save changes',
  edit: 'Edit',
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
  submitFailed: 'The property could not be submitted. Check your connection and try again.',
  manageListings: 'Manage my properties',
  loadFailed: 'This property could not be loaded.',
  loading: 'Loading the property…',
  successTitle: 'Submitted for review',
  successBody: 'Your property is pending review. It goes live once an admin approves it.',
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
