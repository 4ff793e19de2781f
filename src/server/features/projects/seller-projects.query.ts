/**
 * Reads of a builder's own projects: the page of their projects (never the deleted ones), newest first,
 * and, for any set of them, their photos in order and the enquiries received (new and total).
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SellerProjectPage, SellerProjectsQuery } from '../../../shared/sellers/seller-project-contract';
import type { Database } from '../../db/client';
import { enquiries } from '../enquiries/enquiries.schema';
import { projectPhotos, projects } from './projects.schema';
import { toSellerProject } from './seller-project-row';

/** Each project's photo hashes by position (the first is the cover). */
export async function projectPhotosOf(db: Database, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byProject = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProject;
  const rows = await db
    .select({ projectId: projectPhotos.projectId, hash: projectPhotos.mediaHash })
    .from(projectPhotos)
    .where(inArray(projectPhotos.projectId, [...ids]))
    .orderBy(asc(projectPhotos.projectId), asc(projectPhotos.position));
  for (const row of rows) byProject.get(Number(row.projectId))?.push(row.hash);
  return byProject;
}

/** Enquiries the builder received on each project: new and total (through the seller's inbox index). */
export async function projectEnquiryCounts(
  db: Database,
  sellerId: number,
  ids: readonly number[],
): Promise<Map<number, { new: number; total: number }>> {
  const counts = new Map<number, { new: number; total: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      projectId: enquiries.projectId,
      total: sql<number>`count(*)::int`,
      fresh: sql<number>`(count(*) filter (where ${enquiries.status} = 'new'))::int`,
    })
    .from(enquiries)
    .where(and(eq(enquiries.sellerId, sellerId), inArray(enquiries.projectId, [...ids])))
    .groupBy(enquiries.projectId);
  for (const row of rows) counts.set(Number(row.projectId), { new: Number(row.fresh), total: Number(row.total) });
  return counts;
}

export async function sellerProjects(
  db: Database,
  sellerId: number,
  query: SellerProjectsQuery,
): Promise<Omit<SellerProjectPage, 'success'>> {
  const filters: (SQL | undefined)[] = [
    eq(projects.builderId, sellerId),
    sql`${projects.status} <> 'deleted'`,
    query.status ? eq(projects.status, query.status) : undefined,
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  const ids = rows.map((row) => Number(row.id));
  const [photos, counts] = await Promise.all([projectPhotosOf(db, ids), projectEnquiryCounts(db, sellerId, ids)]);
  return {
    data: rows.map((row) => toSellerProject(row, photos.get(Number(row.id)) ?? [], counts.get(Number(row.id)))),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
