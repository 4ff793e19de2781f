/**
 * A buyer's own enquiries, newest first: read by `buyer_id` alone (the `enquiries_buyer_created_idx`
 * index), so nobody else's can appear. Each comes with its listing's title, place, cover photo and price,
 * whether the listing is still public, and who it went to; the phone is revealed per listing (enquiries.service.ts).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MY_ENQUIRIES_LIMITS, type MyEnquiry } from '../../../shared/enquiries/my-enquiries';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { properties, propertyPhotos } from '../listings/listings.schema';
import { publicListing, publicProject } from '../listings/public-visibility';
import { projectPhotos, projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { enquiries } from './enquiries.schema';

const iso = (value: Date | string) => new Date(value).toISOString();
const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

export async function myEnquiries(db: Database, buyerId: number): Promise<{ data: MyEnquiry[]; total: number }> {
  const mine = eq(enquiries.buyerId, buyerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        status: enquiries.status,
        message: enquiries.message,
        preferredTime: enquiries.preferredTime,
        createdAt: enquiries.createdAt,
        updatedAt: enquiries.updatedAt,
        propertyId: enquiries.propertyId,
        projectId: enquiries.projectId,
        propertyTitle: properties.title,
        propertyCity: properties.city,
        propertyLocality: properties.locality,
        propertyPrice: properties.price,
        propertyTransaction: properties.transactionType,
        propertyCover: propertyPhotos.mediaHash,
        propertyPublic: sql<boolean>`coalesce(${and(eq(properties.id, enquiries.propertyId), publicListing)}, false)`,
        projectName: projects.name,
        projectCity: projects.city,
        projectLocality: projects.locality,
        projectMinPrice: projects.minPrice,
        projectMaxPrice: projects.maxPrice,
        projectCover: projectPhotos.mediaHash,
        projectPublic: sql<boolean>`coalesce(${and(eq(projects.id, enquiries.projectId), publicProject)}, false)`,
        firstName: users.firstName,
        lastName: users.lastName,
        company: sellers.companyName,
      })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.sellerId))
      .leftJoin(sellers, eq(sellers.userId, enquiries.sellerId))
      .leftJoin(properties, eq(properties.id, enquiries.propertyId))
      .leftJoin(projects, eq(projects.id, enquiries.projectId))
      .leftJoin(
        propertyPhotos,
        and(eq(propertyPhotos.propertyId, enquiries.propertyId), eq(propertyPhotos.position, 0)),
      )
      .leftJoin(projectPhotos, and(eq(projectPhotos.projectId, enquiries.projectId), eq(projectPhotos.position, 0)))
      .where(mine)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(MY_ENQUIRIES_LIMITS.shown),
    db.select({ n: count() }).from(enquiries).where(mine),
  ]);
  const data = rows.map((row): MyEnquiry => {
    const property = row.propertyId !== null;
    const available = Boolean(property ? row.propertyPublic : row.projectPublic);
    return {
      id: Number(row.id),
      status: row.status,
      message: row.message,
      preferredTime: row.preferredTime,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      listing: {
        kind: property ? 'property' : 'project',
        id: Number(property ? row.propertyId : row.projectId),
        title: (property ? row.propertyTitle : row.projectName) ?? '',
        city: (property ? row.propertyCity : row.projectCity) ?? '',
        locality: (property ? row.propertyLocality : row.projectLocality) ?? '',
        available,
        // A listing taken down (sold, or held for what its photos show) keeps its photos to itself.
        coverPhoto: available ? ((property ? row.propertyCover : row.projectCover) ?? null) : null,
        price: nullableNumber(property ? row.propertyPrice : row.projectMinPrice),
        maxPrice: property ? null : nullableNumber(row.projectMaxPrice),
        transactionType: property ? (row.propertyTransaction ?? null) : null,
      },
      sellerName: row.company ?? `${row.firstName} ${row.lastName}`,
    };
  });
  return { data, total: Number(counted?.n ?? 0) };
}
