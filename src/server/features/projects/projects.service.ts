/** Reads of builder projects: cards by city, and the project page with its listings. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ProjectCard, ProjectDetail } from '../../../shared/listings/listing-types';
import { SEARCH_PAGE_SIZE } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/auth';
import { users } from '../accounts/accounts.schema';
import { selectCards, toListingCard } from '../listings/listing-card.query';
import { properties } from '../listings/listings.schema';
import { publicListing, publicProject } from '../listings/public-visibility';
import { largestWidth } from '../media/largest-width';
import { media } from '../media/media.schema';
import { sellers } from '../sellers/sellers.schema';
import { projectPhotos, projects } from './projects.schema';

const cardColumns = {
  project: projects,
  builderFirst: users.firstName,
  builderLast: users.lastName,
  builderCompany: sellers.companyName,
  builderVerified: sellers.verified,
  builderVerifiedAt: sellers.verifiedAt,
  cover: projectPhotos.mediaHash,
  builderStatus: users.status,
};

const selectProjectCards = (db: Database) =>
  db
    .select(cardColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.builderId))
    .leftJoin(sellers, eq(sellers.userId, projects.builderId))
    .leftJoin(projectPhotos, and(eq(projectPhotos.projectId, projects.id), eq(projectPhotos.position, 0)));

type Row = Awaited<ReturnType<ReturnType<typeof selectProjectCards>['execute']>>[number];

const toProjectCard = ({ project: p, ...row }: Row): ProjectCard => ({
  id: p.id,
  name: p.name,
  projectType: p.projectType,
  location: { city: p.city, state: p.state, locality: p.locality },
  minPrice: p.minPrice,
  maxPrice: p.maxPrice,
  configurations: p.unitConfigurations.map((unit) => unit.label),
  upcoming: p.upcoming,
  completionDate: p.completionDate,
  builder: {
    id: p.builderId,
    name: row.builderCompany ?? `${row.builderFirst} ${row.builderLast}`,
    verified: row.builderVerified ?? false,
    verifiedAt: row.builderVerified ? (row.builderVerifiedAt?.toISOString() ?? null) : null,
  },
  coverPhoto: row.cover,
});

export async function listProjects(db: Database, city: string | undefined, page: number) {
  const where = and(publicProject, city ? sql`lower(${projects.city}) = lower(${city})` : undefined);
  const [rows, [total]] = await Promise.all([
    selectProjectCards(db)
      .where(where)
      .orderBy(desc(projects.publishedAt), desc(projects.id))
      .limit(SEARCH_PAGE_SIZE)
      .offset((page - 1) * SEARCH_PAGE_SIZE),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { data: rows.map(toProjectCard), total: Number(total?.n ?? 0), page, pageSize: SEARCH_PAGE_SIZE };
}

/** A builder's public projects, newest first, for their profile page (/broker/:id). */
export async function builderProjectCards(db: Database, builderId: number, limit: number): Promise<ProjectCard[]> {
  const rows = await selectProjectCards(db)
    .where(and(publicProject, eq(projects.builderId, builderId)))
    .orderBy(desc(projects.publishedAt), desc(projects.id))
    .limit(limit);
  return rows.map(toProjectCard);
}

export async function projectDetail(db: Database, id: number, viewer?: Viewer): Promise<ProjectDetail | undefined> {
  const [row] = await selectProjectCards(db).where(eq(projects.id, id));
  // A blocked builder's project is hidden like their listings (admins still see it).
  if (!row || (row.builderStatus !== 'active' && viewer?.role !== 'admin')) return undefined;
  const p = row.project;
  const visible =
    p.status === 'active' ||
    (viewer !== undefined && (viewer.role === 'admin' || (viewer.userId === p.builderId && p.status !== 'deleted')));
  if (!visible) return undefined;
  const [photos, listings] = await Promise.all([
    db
      .select({ hash: projectPhotos.mediaHash, variants: media.variants })
      .from(projectPhotos)
      .leftJoin(media, eq(media.hash, projectPhotos.mediaHash))
      .where(eq(projectPhotos.projectId, id))
      .orderBy(asc(projectPhotos.position)),
    selectCards(db)
      .where(and(eq(properties.projectId, id), publicListing))
      .orderBy(asc(properties.price))
      .limit(50),
  ]);
  return {
    ...toProjectCard(row),
    description: p.description,
    address: p.address,
    coordinates: p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : null,
    totalUnits: p.totalUnits,
    availableUnits: p.availableUnits,
    unitConfigurations: p.unitConfigurations,
    launchDate: p.launchDate,
    reraId: p.reraId,
    amenities: p.amenities,
    photos: photos.map((photo) => photo.hash),
    photoWidths: photos.map((photo) => largestWidth(photo.variants)),
    status: p.status,
    views: p.views,
    properties: listings.map(toListingCard),
  };
}
