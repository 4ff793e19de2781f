/** Inserts the demo's resident reviews and their helpful marks (the count is the marks' number). */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { localityReviews, localityReviewVotes } from '../server/features/reviews/reviews.schema';
import type { DemoMarketplace } from './demo.types';
import { inBatches, insertJsonRows } from './demo-seed-sql';

const BATCH = 2000;

/** Inserts `market.reviews`, written by the accounts whose ids are `userIds` (by seller index). */
export async function insertDemoReviews(db: Database, market: DemoMarketplace, userIds: readonly number[]) {
  const { reviews } = market;
  if (reviews.length === 0) return 0;
  // Ids taken ahead, so the marks can name their review without reading the rows back.
  const reserved = rowsOf<{ id: unknown }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence('locality_reviews', 'id')) as id from generate_series(1, ${reviews.length}) order by 1`,
    ),
  ).map((row) => Number(row.id));
  const userOf = (index: number) => {
    const id = userIds[index];
    if (id === undefined) throw new Error(`no account for demo seller ${index}`);
    return id;
  };
  const rows = reviews.map((review, i) => ({
    id: reserved[i] as number,
    authorId: userOf(review.authorIndex),
    placeKey: review.placeKey,
    state: review.state,
    city: review.city,
    locality: review.locality,
    overall: review.overall,
    ...review.ratings,
    text: review.text,
    tenure: review.tenure,
    stay: review.stay,
    livesThere: review.livesThere,
    helpfulCount: review.helpfulBy.length,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  }));
  await inBatches(rows, BATCH, (batch) => insertJsonRows(db, localityReviews, batch, { overridingSystemValue: true }));
  const votes = reviews.flatMap((review, i) =>
    review.helpfulBy.map((index) => ({
      reviewId: reserved[i] as number,
      userId: userOf(index),
      createdAt: review.updatedAt,
    })),
  );
  await inBatches(votes, BATCH * 5, (batch) => insertJsonRows(db, localityReviewVotes, batch));
  return reviews.length;
}
