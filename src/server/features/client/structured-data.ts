/**
 * The schema.org description of a listing's page that search engines read (JSON-LD): the listing with its
 * offer in rupees, its address and photos, and the trail Home > city > listing. Built from public listing
 * facts only (never the seller's phone or e-mail), and written as a data block (`<script
 * type="application/ld+json">`), never run, so the CSP needs no change.
 */
import { searchResultsUrl } from '../../../shared/listings/search-href';

const CONTEXT = 'https://schema.org';

export type StructuredData = Record<string, unknown>;

export interface PlaceFacts {
  locality: string;
  city: string;
  state: string;
}

export interface PropertyFacts extends PlaceFacts {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  price: number;
  postedAt: Date;
  /** Absolute photo URLs, first photo first. */
  images: readonly string[];
  propertyType: string;
  bedrooms: number | null;
  /** Area in square feet. */
  areaSqft: number;
}

export interface ProjectFacts extends PlaceFacts {
  name: string;
  description: string;
  url: string;
  images: readonly string[];
}

const postalAddress = ({ locality, city, state }: PlaceFacts) => ({
  '@type': 'PostalAddress',
  // The locality with its city ("Arera Colony, Bhopal"): schema.org has no separate field for the city.
  addressLocality: `${locality}, ${city}`,
  addressRegion: state,
  addressCountry: 'IN',
});

/** Home > the city's listings > the page itself, positions from 1. */
export function breadcrumbList(origin: string, city: string, name: string, url: string): StructuredData {
  const trail = [
    { name: 'Home', item: `${origin}/` },
    { name: city, item: `${origin}${searchResultsUrl({ city })}` },
    { name, item: url },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}

/** The homes schema.org describes as accommodation; plots, land, offices and shops get no `about`. */
const ACCOMMODATION: Record<string, string> = {
  'Flat/Apartment': 'Apartment',
  'Builder Floor': 'Apartment',
  'Independent House/Villa': 'House',
};

/** A property page: a RealEstateListing with its offer in INR and, as its subject, the home itself. */
export function propertyStructuredData(origin: string, p: PropertyFacts): StructuredData[] {
  const listing: StructuredData = {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description,
    url: p.url,
    datePosted: p.postedAt.toISOString(),
    address: postalAddress(p),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'INR',
      availability: `${CONTEXT}/InStock`,
      url: p.url,
    },
  };
  const home = ACCOMMODATION[p.propertyType];
  if (home) {
    const about: StructuredData = { '@type': home, name: p.title, address: postalAddress(p) };
    if (p.bedrooms !== null) about.numberOfRooms = p.bedrooms;
    about.floorSize = { '@type': 'QuantitativeValue', value: p.areaSqft, unitCode: 'FTK' };
    listing.about = about;
  }
  if (p.images.length) listing.image = [...p.images];
  return [listing, breadcrumbList(origin, p.city, p.title, p.url)];
}

/** A project page: the residence complex, its address and photos. */
export function projectStructuredData(origin: string, p: ProjectFacts): StructuredData[] {
  const project: StructuredData = {
    '@context': CONTEXT,
    '@type': 'ApartmentComplex',
    name: p.name,
    description: p.description,
    url: p.url,
    address: postalAddress(p),
  };
  if (p.images.length) project.image = [...p.images];
  return [project, breadcrumbList(origin, p.city, p.name, p.url)];
}
