/**
 * The heads of the property, project and agent pages, from what the API answered them: a title, a
 * one-line description priced the Indian way (what a link preview and a search result show), the
 * canonical address, the preview photo (its 640 px variant), the first photo to fetch with the HTML, and
 * the schema.org description (listing-structured-data.ts). The server writes them into the page's <head>.
 */
import {
  bhkLabel,
  formatArea,
  formatCount,
  formatPriceRange,
  formatPriceShort,
  formatRent,
} from '../../../shared/listings/format';
import type { BrokerProfile, ProjectDetail, PropertyDetail } from '../../../shared/listings/listing-types';
import { postedByFor, RESIDENTIAL_TYPES } from '../../../shared/listings/vocabulary';
import { mediaUrl } from '../../../shared/media';
import { BRAND_NAME } from '../../../shared/messages';
import type { PageHead } from '../../../shared/page-head';
import { brokerPath } from '../../../shared/routes';
import {
  brokerStructuredData,
  PREVIEW_PHOTO_WIDTH,
  projectPath,
  projectStructuredData,
  propertyPath,
  propertyStructuredData,
} from './listing-structured-data';

/** The stored photos are 4:3 (media.ts): the preview's size as link previews want it said. */
const PREVIEW_PHOTO_HEIGHT = (PREVIEW_PHOTO_WIDTH * 3) / 4;

export const preview = (hash: string | null | undefined, alt: string): PageHead['image'] =>
  hash
    ? { path: mediaUrl(hash, PREVIEW_PHOTO_WIDTH), width: PREVIEW_PHOTO_WIDTH, height: PREVIEW_PHOTO_HEIGHT, alt }
    : undefined;

/** The first sentences of a text, cut at a word near `max` characters, for a meta description. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:\s]+$/, '')}…`;
}

/** '3 BHK Flat/Apartment for sale in Arera Colony, Bhopal: ₹45 L, 1,450 sq.ft. See photos and details...' */
export function propertyDescription(p: PropertyDetail): string {
  const rent = p.transactionType === 'Rent';
  const price = rent ? formatRent(p.price) : formatPriceShort(p.price);
  const area = formatArea(p.area.value, p.area.unit);
  // Plots, land, offices and shops have no bedrooms to speak of.
  const bhk = p.bedrooms !== null && RESIDENTIAL_TYPES.includes(p.propertyType) ? `${bhkLabel(p.bedrooms)} ` : '';
  const what = `${bhk}${p.propertyType} for ${rent ? 'rent' : 'sale'} in ${p.location.locality}, ${p.location.city}`;
  return `${what}: ${price}, ${area}. See photos and details, and contact the seller on ${BRAND_NAME}.`;
}

export function propertyHead(p: PropertyDetail): PageHead {
  const description = propertyDescription(p);
  const cover = p.photos[0] ?? p.coverPhoto;
  // A listing the public cannot see (shown to its owner or an admin) is never described to search engines.
  const listed = p.status === 'active';
  return {
    title: p.title,
    description,
    canonical: propertyPath(p.id),
    noindex: !listed,
    image: preview(cover, p.title),
    preloadPhoto: p.photos[0],
    structuredData: listed ? propertyStructuredData(p, description) : undefined,
  };
}

const PROJECT_KIND: Record<string, string> = {
  Residential: 'residential project',
  Commercial: 'commercial project',
  Mixed: 'mixed-use project',
};

/**
 * What a project page has to see, in the words its description promises them: only the parts this
 * project's page shows (a project without photos or a price table is not sold on them).
 */
export const PROJECT_PAGE_OFFERS = {
  photos: (count: number) => (count === 1 ? '1 photo' : `${formatCount(count)} photos`),
  units: 'unit sizes and prices',
  amenities: 'amenities',
  rera: 'the RERA id',
  see: (parts: string[]) => `See ${joinWithAnd(parts)} on ${BRAND_NAME}.`,
  nothing: `Contact the builder on ${BRAND_NAME}.`,
} as const;

/** 'a', 'a and b', 'a, b and c'. */
const joinWithAnd = (parts: string[]): string =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** 'Skyline Residency by Skyline Builders: 2 BHK residential project in Kolar Road, Bhopal, priced ₹38 L. See...' */
export function projectDescription(p: ProjectDetail): string {
  const configurations = p.configurations.join(', ');
  const kind = PROJECT_KIND[p.projectType] ?? 'project';
  const price = formatPriceRange(p.minPrice, p.maxPrice);
  const { locality, city } = p.location;
  const offers = PROJECT_PAGE_OFFERS;
  const parts = [
    p.photos.length > 0 ? offers.photos(p.photos.length) : '',
    p.unitConfigurations.length > 0 ? offers.units : '',
    p.amenities.length > 0 ? offers.amenities : '',
    p.reraId ? offers.rera : '',
  ].filter(Boolean);
  return (
    `${p.name} by ${p.builder.name}: ${configurations ? `${configurations} ` : ''}${kind} in ${locality}, ` +
    `${city}${price ? `, priced ${price}` : ''}. ${parts.length > 0 ? offers.see(parts) : offers.nothing}`
  );
}

export function projectHead(p: ProjectDetail): PageHead {
  const { locality, city } = p.location;
  const description = projectDescription(p);
  const listed = p.status === 'active';
  return {
    title: `${p.name}, ${locality}, ${city}`,
    description,
    canonical: projectPath(p.id),
    noindex: !listed,
    image: preview(p.photos[0] ?? p.coverPhoto, p.name),
    preloadPhoto: p.photos[0],
    structuredData: listed ? projectStructuredData(p, description) : undefined,
  };
}

export function brokerHead(b: BrokerProfile): PageHead {
  const kind = postedByFor(b.sellerType);
  const where = [b.city, b.state].filter(Boolean).join(', ');
  const description = summarise(
    [`${b.name}, ${kind}${b.companyName ? ` at ${b.companyName}` : ''}${where ? `, ${where}` : ''}.`, b.about]
      .filter(Boolean)
      .join(' '),
  );
  return {
    title: b.name,
    description,
    canonical: brokerPath(b.id),
    image: preview(b.photo, b.name),
    structuredData: brokerStructuredData(b, description),
  };
}
