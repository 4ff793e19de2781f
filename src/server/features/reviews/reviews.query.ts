/**
 * Reading reviews: a locality's summary and its published reviews a page at a time (newest or most
 * helpful first, each order served by its partial index), a city's rated localities, one author's own
 * review, and the admin's list. Reviews of blocked or deleted accounts are left out of every public read.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { landingPath } from '../../../shared/landing/landing-paths';
import {
  ADMIN_REVIEW_PAGE_SIZE,
  type AdminReview,
  type MyReview,
  type PublicReview,
  type RatedLocality,
  REVIEW_PAGE_SIZE,
  REVIEW_RATINGS,
  type ReviewRating,
  type ReviewSort,
  type ReviewSummary,
} from '../../../shared/reviews/review-labels';
import type { ReviewStatus } from '../../../shared/reviews/review-vocabulary';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { localityReviews as r } from './reviews.schema';

type ReviewRow = typeof r.$inferSelect;

/** What everyone may read: published, by an account still active. */
export const shownReview = and(eq(r.status, 'published'), eq(users.status, 'active')) as SQL;

const oneDecimal = (value: unknown): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

const ratingsOf = (row: ReviewRow): Record<ReviewRating, number> =>
  Object.fromEntries(REVIEW_RATINGS.map((name) => [name, row[name]])) as Record<ReviewRating, number>;

/** 'Asha V.': a first name and an initial, nothing that finds the person. */
const authorName = (firstName: string, lastName: string) => {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
};

const editedAt = (row: ReviewRow) =>
  row.updatedAt.getTime() - row.createdAt.getTime() > 60_000 ? row.updatedAt.toISOString() : null;

export const toPublicReview = (row: ReviewRow, firstName: string, lastName: string): PublicReview => ({
  id: row.id,
  author: authorName(firstName, lastName),
  ratings: ratingsOf(row),
  text: row.text,
  tenure: row.tenure,
  stay: row.stay,
  livesThere: row.livesThere,
  helpfulCount: row.helpfulCount,
  createdAt: row.createdAt.toISOString(),
  editedAt: editedAt(row),
});

export const toMyReview = (row: ReviewRow): MyReview => ({
  id: row.id,
  ratings: ratingsOf(row),
  text: row.text,
  tenure: row.tenure,
  stay: row.stay,
  livesThere: row.livesThere,
  createdAt: row.createdAt.toISOString(),
  editedAt: editedAt(row),
  status: row.status,
  hiddenReason: row.hiddenReason,
});

/** The averages, count and overall distribution of a locality's shown reviews, computed by the database. */
export async function reviewSummary(db: Database, placeKey: string): Promise<ReviewSummary> {
  const avg = (column: AnyPgColumn) => sql<string | null>`avg(${column})`;
  const stars = (n: number) => sql<number>`count(*) filter (where ${r.overall} = ${n})::int`.mapWith(Number);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      overall: avg(r.overall),
      connectivity: avg(r.connectivity),
      safety: avg(r.safety),
      schools: avg(r.schools),
      utilities: avg(r.utilities),
      markets: avg(r.markets),
      s1: stars(1),
      s2: stars(2),
      s3: stars(3),
      s4: stars(4),
      s5: stars(5),
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.authorId))
    .where(and(eq(r.placeKey, placeKey), shownReview));
  const averages = Object.fromEntries(
    REVIEW_RATINGS.map((name) => [name, oneDecimal(row?.[name] ?? null)]),
  ) as ReviewSummary['averages'];
  return {
    count: row?.count ?? 0,
    averages,
    distribution: [row?.s1 ?? 0, row?.s2 ?? 0, row?.s3 ?? 0, row?.s4 ?? 0, row?.s5 ?? 0],
  };
}

/** One page of a locality's shown reviews. */
export async function reviewPage(db: Database, placeKey: string, sort: ReviewSort, page: number) {
  const order = sort === 'helpful' ? [desc(r.helpfulCount), desc(r.id)] : [desc(r.createdAt), desc(r.id)];
  const rows = await db
    .select({ review: r, firstName: users.firstName, lastName: users.lastName })
    .from(r)
    .innerJoin(users, eq(users.id, r.authorId))
    .where(and(eq(r.placeKey, placeKey), shownReview))
    .orderBy(...order)
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE);
  return rows.map((row) => toPublicReview(row.review, row.firstName, row.lastName));
}

/** A city's rated localities (by the city's slug, the first part of their keys), the best rated first. */
export async function cityRatings(db: Database, citySlug: string): Promise<RatedLocality[]> {
  const rows = await db
    .select({
      placeKey: r.placeKey,
      city: sql<string>`mode() within group (order by ${r.city})`,
      locality: sql<string>`mode() within group (order by ${r.locality})`,
      count: sql<number>`count(*)::int`.mapWith(Number),
      overall: sql<string>`avg(${r.overall})`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.authorId))
    .where(and(sql`${r.placeKey} like ${`${citySlug}/%`}`, shownReview))
    .groupBy(r.placeKey);
  return rows
    .map((row) => ({
      placeKey: row.placeKey,
      city: row.city,
      locality: row.locality,
      path: landingPath({ city: row.city, locality: row.locality }),
      count: row.count,
      overall: oneDecimal(row.overall) ?? 0,
    }))
    .sort((a, b) => b.overall - a.overall || b.count - a.count || a.locality.localeCompare(b.locality));
}

/** The author's own review of a place, whatever its status. */
export async function ownReview(db: Database, authorId: number, placeKey: string): Promise<MyReview | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.authorId, authorId), eq(r.placeKey, placeKey)));
  return row && toMyReview(row);
}

/** One admin row. */
export const toAdminReview = (row: ReviewRow, author: { firstName: string; lastName: string; email: string }) => ({
  ...toPublicReview(row, author.firstName, author.lastName),
  placeKey: row.placeKey,
  city: row.city,
  locality: row.locality,
  path: landingPath({ city: row.city, locality: row.locality }),
  authorId: row.authorId,
  authorEmail: author.email,
  status: row.status,
  hiddenReason: row.hiddenReason,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
});

/** The admin's list: every review (or those of one status), newest first. */
export async function adminReviewPage(db: Database, status: ReviewStatus | undefined, page: number) {
  const where = status ? eq(r.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: r, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(r)
      .innerJoin(users, eq(users.id, r.authorId))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(ADMIN_REVIEW_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(r).where(where),
  ]);
  const data: AdminReview[] = rows.map((row) => toAdminReview(row.review, row));
  return { data, total: total?.n ?? 0, page, pageSize: ADMIN_REVIEW_PAGE_SIZE };
}

/** The city a review is of (what its change touches in the public cache); undefined when there is none. */
export async function reviewCity(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ city: r.city }).from(r).where(eq(r.id, id));
  return row?.city;
}
