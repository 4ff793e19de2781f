/**
 * What a shared link to a property or project page should show before any script runs (search engines,
 * WhatsApp and other link previews): the listing's title, a one-line description priced the Indian way,
 * its canonical address and its cover photo, and its schema.org description (structured-data.ts). Only
 * active listings get one; one indexed query each (and one for a property's photos).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AreaUnit } from '../../../shared/listings/area-units';
import { bhkLabel, formatArea, formatPriceRange, formatPriceShort, formatRent } from '../../../shared/listings/format';
import { projectDetailPath, propertyDetailPath } from '../../../shared/listings/listing-api-paths';
import { mediaUrl } from '../../../shared/media';
import { PATHS } from '../../../shared/routes';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { properties, propertyPhotos } from '../listings/listings.schema';
import { publicListing, publicProject } from '../listings/public-visibility';
import { media } from '../media/media.schema';
import { projectPhotos, projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { projectStructuredData, propertyStructuredData, type StructuredData } from './structured-data';

export const SITE_NAME = 'Property Creator';

/** The cover photo's width in link previews (a stored variant of every photo). */
const PREVIEW_WIDTH = 640;

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  image?: { url: string; width: number; height: number; alt: string } | undefined;
  /** Media hash of the first photo, which the page shows first and largest: preloaded (index-page.ts). */
  firstPhoto?: string | undefined;
  /** The API read the page makes first (the listing itself): preloaded, so it is not waiting on the scripts. */
  dataPath?: string | undefined;
  /** schema.org JSON-LD objects for the page (structured-data.ts), each written as its own data block. */
  structuredData?: readonly StructuredData[] | undefined;
}

/** Photos listed in a page's JSON-LD. */
const STRUCTURED_PHOTOS = 10;

export type ListingPage = 'property' | 'project';

const previewImage = (
  origin: string,
  hash: string | null,
  size: { width: number | null; height: number | null },
  alt: string,
): PageMeta['image'] => {
  if (!hash) return undefined;
  const width = size.width && size.width < PREVIEW_WIDTH ? size.width : PREVIEW_WIDTH;
  const height = size.width && size.height ? Math.round((size.height * width) / size.width) : Math.round(width * 0.75);
  return { url: `${origin}${mediaUrl(hash, PREVIEW_WIDTH)}`, width, height, alt };
};

async function propertyMeta(db: Database, id: number, origin: string): Promise<PageMeta | undefined> {
  const [row] = await db
    .select({
      title: properties.title,
      description: properties.description,
      propertyType: properties.propertyType,
      transactionType: properties.transactionType,
      price: properties.price,
      areaValue: properties.areaValue,
      areaUnit: properties.areaUnit,
      areaSqft: properties.areaSqft,
      bedrooms: properties.bedrooms,
      locality: properties.locality,
      city: properties.city,
      state: properties.state,
      postedAt: properties.publishedAt,
      createdAt: properties.createdAt,
      cover: propertyPhotos.mediaHash,
      coverWidth: media.width,
      coverHeight: media.height,
    })
    .from(properties)
    .leftJoin(propertyPhotos, and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.position, 0)))
    .leftJoin(media, eq(media.hash, propertyPhotos.mediaHash))
    .where(and(eq(properties.id, id), publicListing));
  if (!row) return undefined;
  const rent = row.transactionType === 'Rent';
  const price = rent ? formatRent(Number(row.price)) : formatPriceShort(Number(row.price));
  const area = formatArea(Number(row.areaValue), row.areaUnit as AreaUnit);
  const bhk = row.bedrooms === null ? '' : `${bhkLabel(row.bedrooms)} `;
  const what = `${bhk}${row.propertyType} for ${rent ? 'rent' : 'sale'} in ${row.locality}, ${row.city}`;
  const canonical = `${origin}${PATHS.propertyProfile}?id=${id}`;
  const photos = row.cover
    ? await db
        .select({ hash: propertyPhotos.mediaHash })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, id))
        .orderBy(asc(propertyPhotos.position))
        .limit(STRUCTURED_PHOTOS)
    : [];
  const structuredData = propertyStructuredData(origin, {
    title: row.title,
    description: row.description || what,
    url: canonical,
    price: Number(row.price),
    postedAt: row.postedAt ?? row.createdAt,
    images: photos.map((photo) => `${origin}${mediaUrl(photo.hash, PREVIEW_WIDTH)}`),
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    areaSqft: Number(row.areaSqft),
    locality: row.locality,
    city: row.city,
    state: row.state,
  });
  return {
    title: `${row.title} | ${SITE_NAME}`,
    description: `${what}: ${price}, ${area}. See photos and details, and contact the seller on ${SITE_NAME}.`,
    canonical,
    dataPath: propertyDetailPath(id),
    image: previewImage(origin, row.cover, { width: row.coverWidth, height: row.coverHeight }, row.title),
    firstPhoto: row.cover ?? undefined,
    structuredData,
  };
}

const PROJECT_KIND: Record<string, string> = {
  Residential: 'residential project',
  Commercial: 'commercial project',
  Mixed: 'mixed-use project',
};

async function projectMeta(db: Database, id: number, origin: string): Promise<PageMeta | undefined> {
  const [row] = await db
    .select({
      name: projects.name,
      projectType: projects.projectType,
      locality: projects.locality,
      city: projects.city,
      state: projects.state,
      minPrice: projects.minPrice,
      maxPrice: projects.maxPrice,
      units: projects.unitConfigurations,
      firstName: users.firstName,
      lastName: users.lastName,
      company: sellers.companyName,
      cover: projectPhotos.mediaHash,
      coverWidth: media.width,
      coverHeight: media.height,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.builderId))
    .leftJoin(sellers, eq(sellers.userId, projects.builderId))
    .leftJoin(projectPhotos, and(eq(projectPhotos.projectId, projects.id), eq(projectPhotos.position, 0)))
    .leftJoin(media, eq(media.hash, projectPhotos.mediaHash))
    .where(and(eq(projects.id, id), publicProject));
  if (!row) return undefined;
  const builder = row.company ?? `${row.firstName} ${row.lastName}`;
  const configurations = row.units.map((unit) => unit.label).join(', ');
  const kind = PROJECT_KIND[row.projectType] ?? 'project';
  const price = formatPriceRange(Number(row.minPrice), Number(row.maxPrice));
  const description =
    `${row.name} by ${builder}: ${configurations ? `${configurations} ` : ''}${kind} in ${row.locality}, ` +
    `${row.city}, priced ${price}. See photos, floor plans and details on ${SITE_NAME}.`;
  const canonical = `${origin}${PATHS.projectProfile}?id=${id}`;
  return {
    title: `${row.name}, ${row.locality}, ${row.city} | ${SITE_NAME}`,
    description,
    canonical,
    dataPath: projectDetailPath(id),
    image: previewImage(origin, row.cover, { width: row.coverWidth, height: row.coverHeight }, row.name),
    firstPhoto: row.cover ?? undefined,
    structuredData: projectStructuredData(origin, {
      name: row.name,
      description,
      url: canonical,
      images: row.cover ? [`${origin}${mediaUrl(row.cover, PREVIEW_WIDTH)}`] : [],
      locality: row.locality,
      city: row.city,
      state: row.state,
    }),
  };
}

/** The meta of an active listing's page, or undefined (unknown, not active, or its owner is blocked). */
export function listingMeta(
  db: Database,
  page: ListingPage,
  id: number,
  origin: string,
): Promise<PageMeta | undefined> {
  return page === 'property' ? propertyMeta(db, id, origin) : projectMeta(db, id, origin);
}
