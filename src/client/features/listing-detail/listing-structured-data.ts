/**
 * The schema.org description of the listing pages that search engines read (JSON-LD), built from what the
 * API answers the pages: a property as a RealEstateListing with its offer in rupees, its address and
 * photos; a project likewise, priced from its cheapest to its dearest unit; an agent or builder as a
 * RealEstateAgent; and each page's trail (Home > city > locality > listing, Home > agent), the same steps as the breadcrumbs
 * the page shows. Public facts only (the API never gives the seller's phone or e-mail to a page anyone may
 * see). Addresses are paths on this site: the server makes them absolute (`absoluteStructuredData`), and
 * writes each object as a data block (`<script type="application/ld+json">`), never run.
 */
import { landingPath } from '../../../shared/landing/landing-paths';
import { LISTED_FIELDS } from '../../../shared/listings/listing-fields';
import type {
  BrokerProfile,
  ListingLocation,
  ProjectDetail,
  PropertyDetail,
} from '../../../shared/listings/listing-types';
import { mediaUrl } from '../../../shared/media';
import { brokerPath, PATHS } from '../../../shared/routes';
import { DETAIL_UI } from './detail.content';

const CONTEXT = 'https://schema.org';

export type StructuredData = Record<string, unknown>;

/** The photo width structured data and link previews use (a stored variant of every photo). */
export const PREVIEW_PHOTO_WIDTH = 640;

/** Photos listed in a page's JSON-LD. */
const STRUCTURED_PHOTOS = 10;

/** One step of a listing page's trail: shown on the page and described to search engines alike. */
export interface ListingCrumb {
  label: string;
  path: string;
}

const HOME_CRUMB_LABEL = DETAIL_UI.home;

export const propertyPath = (id: number): string => `${PATHS.propertyProfile}?id=${id}`;
export const projectPath = (id: number): string => `${PATHS.projectProfile}?id=${id}`;

/** Home > the city's landing page > the locality's landing page > the page itself. */
export function listingCrumbs(location: ListingLocation, label: string, path: string): ListingCrumb[] {
  const { city, locality } = location;
  return [
    { label: HOME_CRUMB_LABEL, path: PATHS.home },
    { label: city, path: landingPath({ city }) },
    ...(locality ? [{ label: locality, path: landingPath({ city, locality }) }] : []),
    { label, path },
  ];
}

/** An agent's page: Home > them (their listings may be in several cities). */
export const brokerCrumbs = (b: Pick<BrokerProfile, 'id' | 'name'>): ListingCrumb[] => [
  { label: HOME_CRUMB_LABEL, path: PATHS.home },
  { label: b.name, path: brokerPath(b.id) },
];

/** The trail as a BreadcrumbList, positions from 1. */
export function breadcrumbList(crumbs: readonly ListingCrumb[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.path,
    })),
  };
}

const postalAddress = ({ locality, city, state }: ListingLocation) => ({
  '@type': 'PostalAddress',
  // The locality with its city ("Arera Colony, Bhopal"): schema.org has no separate field for the city.
  addressLocality: locality ? `${locality}, ${city}` : city,
  addressRegion: state,
  addressCountry: 'IN',
});

type Point = { latitude: number; longitude: number } | null;

/**
 * The place the listing describes, with its GeoCoordinates: the answer's public point, so an owner's
 * approximate listing gives its snapped point, never the exact one. A Place on `contentLocation` rather
 * than on `about`, because plots, land, offices and shops have no schema.org type of their own there.
 */
const contentLocation = (location: ListingLocation, point: Point): StructuredData | undefined =>
  point
    ? {
        '@type': 'Place',
        address: postalAddress(location),
        geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude },
      }
    : undefined;

const photoPaths = (photos: readonly string[]) =>
  photos.slice(0, STRUCTURED_PHOTOS).map((hash) => mediaUrl(hash, PREVIEW_PHOTO_WIDTH));

/** The homes schema.org describes as accommodation; plots, land, offices and shops get no `about`. */
const ACCOMMODATION: Record<string, string> = {
  'Flat/Apartment': 'Apartment',
  'Builder Floor': 'Apartment',
  'Independent House/Villa': 'House',
};

/** The home's schema.org properties, from the listed fields that name one (LISTED_FIELDS). */
function homeProperties(p: PropertyDetail): StructuredData {
  const properties: StructuredData = {};
  for (const spec of Object.values(LISTED_FIELDS)) {
    if (!('schemaOrg' in spec)) continue;
    const [property, read] = spec.schemaOrg as readonly [string, (listing: PropertyDetail) => unknown];
    const value = read(p);
    if (value !== null && value !== undefined) properties[property] = value;
  }
  return properties;
}

/** A property page: a RealEstateListing with its offer in INR and, as its subject, the home itself. */
export function propertyStructuredData(p: PropertyDetail, description: string): StructuredData[] {
  const url = propertyPath(p.id);
  const listing: StructuredData = {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description.trim() || description,
    url,
    address: postalAddress(p.location),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'INR',
      availability: `${CONTEXT}/InStock`,
      url,
    },
  };
  if (p.publishedAt) listing.datePosted = p.publishedAt;
  const place = contentLocation(p.location, p.coordinates);
  if (place) listing.contentLocation = place;
  const home = ACCOMMODATION[p.propertyType];
  if (home) {
    listing.about = { '@type': home, name: p.title, address: postalAddress(p.location), ...homeProperties(p) };
  }
  if (p.photos.length) listing.image = photoPaths(p.photos);
  return [listing, breadcrumbList(listingCrumbs(p.location, p.title, url))];
}

/**
 * A project page: a RealEstateListing priced from its cheapest to its dearest unit (an AggregateOffer in
 * INR), about the complex itself (a residential one is an ApartmentComplex).
 */
export function projectStructuredData(p: ProjectDetail, description: string): StructuredData[] {
  const url = projectPath(p.id);
  const low = Math.min(p.minPrice, p.maxPrice);
  const high = Math.max(p.minPrice, p.maxPrice);
  const listing: StructuredData = {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: p.name,
    description: p.description.trim() || description,
    url,
    address: postalAddress(p.location),
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: low,
      highPrice: high,
      // The price a single offer reads as: the cheapest unit.
      price: low,
      priceCurrency: 'INR',
      availability: `${CONTEXT}/${p.availableUnits > 0 ? 'InStock' : 'SoldOut'}`,
      url,
    },
    about: {
      '@type': p.projectType === 'Residential' ? 'ApartmentComplex' : 'Place',
      name: p.name,
      address: postalAddress(p.location),
    },
  };
  const place = contentLocation(p.location, p.coordinates);
  if (place) listing.contentLocation = place;
  if (p.photos.length) listing.image = photoPaths(p.photos);
  return [listing, breadcrumbList(listingCrumbs(p.location, p.name, url))];
}

/** An agent's or builder's page: a RealEstateAgent, where they work, and the trail Home > them. */
export function brokerStructuredData(b: BrokerProfile, description: string): StructuredData[] {
  const url = brokerPath(b.id);
  const agent: StructuredData = {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    name: b.name,
    description,
    url,
  };
  if (b.city || b.state) {
    agent.address = {
      '@type': 'PostalAddress',
      ...(b.city ? { addressLocality: b.city } : {}),
      ...(b.state ? { addressRegion: b.state } : {}),
      addressCountry: 'IN',
    };
  }
  if (b.companyName && b.companyName !== b.name)
    agent.parentOrganization = { '@type': 'Organization', name: b.companyName };
  if (b.photo) agent.image = mediaUrl(b.photo, PREVIEW_PHOTO_WIDTH);
  return [agent, breadcrumbList(brokerCrumbs(b))];
}
