/**
 * The words of the property, project and agent pages (/property-profile, /project-profile, /broker/:id)
 * and the small formatters only they need: Indian dates, readable names for a listing's type-specific
 * details, phone, WhatsApp and map links. Pure, so the pages and their tests read the same text.
 */

import { formatPhone } from '../../../shared/accounts/phone-number';
import { ENQUIRY_LABELS } from '../../../shared/enquiries/enquiry-constants';
import { formatArea, formatCount } from '../../../shared/listings/format';
import {
  LISTING_FIELD_LABELS as FIELD,
  LISTING_FIELD_FORMATS as FIELD_FORMAT,
} from '../../../shared/listings/listing-fields';
import { telHref as siteTelHref } from '../../../shared/site';

export const DETAIL_UI = {
  loading: 'Loading…',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  propertiesIn: (city: string) => `Properties in ${city}`,

  gallery: {
    region: 'Photos',
    roleDescription: 'carousel',
    previous: 'Previous photo',
    next: 'Next photo',
    counter: (index: number, total: number) => `${index} / ${total}`,
    show: (index: number) => `Show photo ${index}`,
    thumbnails: 'Choose a photo',
    alt: (title: string, index: number, total: number) => `${title}, photo ${index} of ${total}`,
    none: 'No photos yet',
    noneHint: 'Ask the seller for photos when you send an enquiry.',
  },

  facts: {
    heading: 'Key facts',
    price: FIELD.price,
    rent: 'Rent',
    perMonth: 'per month',
    deposit: FIELD.deposit,
    pricePerSqft: 'Price per sq.ft',
    negotiable: 'Negotiable',
    fixed: 'Fixed price',
    area: FIELD.area,
    configuration: 'Configuration',
    bathrooms: FIELD.bathrooms,
    balconies: FIELD.balconies,
    furnishing: FIELD.furnishing,
    floor: FIELD.floor,
    facing: FIELD.facing,
    possession: FIELD.possession,
    age: FIELD.ageYears,
    rera: FIELD.reraId,
    posted: 'Posted on',
    views: 'Views',
    propertyType: FIELD.propertyType,
    transaction: 'For',
    project: 'Project',
  },
  transaction: { Buy: 'Sale', Rent: 'Rent' } as const,
  tags: { featured: 'Featured', rera: 'RERA registered' },
  floorOf: FIELD_FORMAT.floor,
  ageYears: FIELD_FORMAT.ageYears,
  possessionBy: FIELD_FORMAT.possessionBy,
  views: (count: number) => formatCount(count),

  detailsHeading: 'More details',
  descriptionHeading: 'About this property',
  amenitiesHeading: 'Amenities',
  locationHeading: 'Location',
  location: {
    society: 'Society',
    subLocality: 'Sub-locality',
    locality: 'Locality',
    city: 'City',
    state: 'State',
    address: 'Address',
    openInMaps: 'Open in Maps',
  },
  pendingNotice: {
    pending: 'This listing is waiting for review and is not public yet.',
    rejected: 'This listing was not approved and is not public.',
    sold: 'This property has been sold.',
    rented: 'This property has been rented out.',
    deleted: 'This listing has been deleted.',
    expired: 'This listing has expired: it was not confirmed as still available, so buyers cannot see it.',
  } as Readonly<Record<string, string>>,
  /** The owner's way back from an expired listing (the dashboard's "Still available?" panel). */
  renewExpired: 'Renew it from your dashboard',

  /** The link beside a RERA number to its state's portal, where buyers can look the number up. */
  reraCheck: (authority: string) => `Check on ${authority}`,
  // Starts with the visible words, so a voice user saying them reaches the link.
  reraCheckLabel: (id: string, authority: string) => `Check on ${authority}: ${id} (government site)`,

  seller: {
    heading: 'Posted by',
    builderHeading: 'Builder',
    verified: 'Verified',
    verifiedHint: 'Checked by Property Creator',
    /** What an admin checks before the badge shows, by the kind of seller. */
    verifiedWhat: {
      Individual: 'Identity and ownership papers checked',
      Agent: 'RERA agent registration checked',
      Builder: 'Company and RERA registration checked',
    } as const,
    verifiedOn: (what: string, date: string) => (date ? `${what} on ${date}` : what),
    viewProfile: 'View profile',
    phone: 'Phone',
    call: 'Call',
    whatsapp: 'WhatsApp',
    enquire: 'Enquire',
    checking: 'Checking…',
    ownListing: 'This is your listing.',
    callLabel: (name: string) => `Call ${name}`,
    whatsappLabel: (name: string) => `WhatsApp ${name}`,
    whatsappMessage: (title: string, url: string) =>
      `Hello, I saw your listing "${title}" on Property Creator and would like to know more. ${url}`,
    kind: { Individual: 'Owner', Agent: 'Agent', Builder: 'Builder' } as const,
  },
  quickActions: 'Contact the seller',

  enquiry: {
    message: ENQUIRY_LABELS.message,
    preferredTime: ENQUIRY_LABELS.preferredTime,
    send: 'Send enquiry',
    sending: 'Sending…',
    login: 'Login',
    newHere: 'New here?',
    signUp: 'Create an account',
    counter: (used: number, max: number) => `${used} / ${max}`,
    tooShort: (min: number) => `Please write at least ${min} characters.`,
    offline: 'Your enquiry could not be sent. Check your connection and try again.',
    failed: 'Your enquiry could not be sent. Please try again.',
    sentHeading: 'Enquiry sent',
    sellerPhone: 'Seller’s phone',
    privacy: 'Your phone number is shared only with this seller.',
  },

  share: 'Share',
  shareFailed: 'The link could not be copied. Copy it from the address bar.',
  linkCopied: 'Link copied',
  estimateEmi: 'Estimate EMI',

  similarHeading: 'Similar properties',
  projectPropertiesHeading: 'Properties in this project',
  brokerListingsHeading: 'Listings',
  brokerProjectsHeading: 'Projects',
  noListings: 'No active listings right now.',

  project: {
    by: 'by',
    type: 'Project type',
    status: 'Status',
    upcoming: 'Upcoming',
    launched: 'Launched',
    priceRange: 'Price range',
    configurations: 'Unit configurations',
    unit: 'Unit',
    size: 'Size',
    price: 'Price',
    totalUnits: 'Total units',
    availableUnits: 'Available units',
    launchDate: 'Launch date',
    completionDate: 'Completion',
    rera: 'RERA id',
    aboutHeading: 'About this project',
    typeLabel: (type: string) => `${type} project`,
  },

  broker: {
    experience: 'Experience',
    experienceYears: (years: number) => (years < 1 ? 'New' : `${years} ${years === 1 ? 'year' : 'years'}`),
    rera: 'RERA agent number',
    city: 'City',
    memberSince: 'Member since',
    activeListings: 'Active listings',
    about: (name: string) => `About ${name}`,
  },

  states: {
    noProperty: 'No property was chosen. Search for one and open it from the results.',
    propertyNotFound:
      'This property was not found. It may have been sold, rented or removed by the seller, or the link is wrong.',
    noProject: 'No project was chosen. Search for properties and open a project from there.',
    projectNotFound: 'This project was not found. It may have been removed, or the link is wrong.',
    noBroker: 'This agent was not found. The link may be wrong or the profile is no longer public.',
    propertyGone: 'This property is no longer available. It may have been sold, rented or removed by the seller.',
    projectGone: 'This project is no longer available. It may have been removed by the builder.',
    goneSimilarHeading: 'Similar listings you can still enquire about',
    searchLink: 'Search properties',
    homeLink: 'Go to the home page',
    propertyLoadFailed: 'This property could not be loaded. Check your connection and try again.',
    projectLoadFailed: 'This project could not be loaded. Check your connection and try again.',
    brokerLoadFailed: 'This profile could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

/** Readable names for the type-specific details the API sends (`PropertyDetail.details`). */
export const DETAIL_LABELS: Readonly<Record<string, string>> = {
  carpetAreaSqft: 'Carpet area',
  builtUpAreaSqft: 'Built-up area',
  superAreaSqft: 'Super built-up area',
  plotAreaSqft: 'Plot area',
  plotLengthFt: 'Plot length',
  plotBreadthFt: 'Plot breadth',
  cornerPlot: 'Corner plot',
  boundaryWall: 'Boundary wall',
  roadWidthFt: 'Width of road in front',
  landUse: 'Land use',
  waterSource: 'Water source',
  washrooms: 'Washrooms',
  pantry: 'Pantry',
  parking: 'Parking spaces',
  ceilingHeightFt: 'Ceiling height',
  loadingDocks: 'Loading docks',
  frontageFt: 'Frontage',
  mainRoadFacing: 'Facing the main road',
  cabins: 'Cabins',
  seats: 'Seats',
};

/** 'waterSource' → 'Water source'; unit suffixes (Sqft, Ft) dropped, since the value carries the unit. */
function labelFromKey(key: string): string {
  const words = key
    .replace(/(Sqft|Ft)$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : key;
}

/** One type-specific detail as a label and a value: { carpetAreaSqft: 420 } → ['Carpet area', '420 sq.ft']. */
export function describeDetail(key: string, value: string | number | boolean): [label: string, value: string] {
  const label = Object.hasOwn(DETAIL_LABELS, key) ? (DETAIL_LABELS[key] ?? key) : labelFromKey(key);
  if (typeof value === 'boolean') return [label, value ? 'Yes' : 'No'];
  if (typeof value === 'number') {
    if (key.endsWith('Sqft')) return [label, formatArea(value, 'sq.ft')];
    if (key.endsWith('Ft')) return [label, `${formatCount(value)} ft`];
    return [label, Number.isInteger(value) ? formatCount(value) : String(value)];
  }
  return [label, value];
}

/** The ten digits of an Indian mobile number given as '9876543210', '+91 98765 43210' or '919876543210'. */
export function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 && digits.startsWith('91') ? digits.slice(-10) : digits;
}

/** '+91 98765 43210' for reading: the one way every screen writes a mobile number. */
export const displayPhone = formatPhone;

/** `tel:+919876543210`: the site's `tel:` link of the number with India's code (any way it was typed). */
export const telHref = (phone: string): string => siteTelHref(`+91${tenDigits(phone)}`);

/** A WhatsApp chat with the seller, the message already typed: `https://wa.me/919876543210?text=...`. */
export const whatsappHref = (phone: string, message: string): string =>
  `https://wa.me/91${tenDigits(phone)}?text=${encodeURIComponent(message)}`;
