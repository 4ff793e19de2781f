/**
 * Residents' reviews of a locality: an overall rating and five aspect ratings (1 to 5), text, whether
 * they own or rent and how long they lived there. One per account per locality (`place_key`, the
 * locality page's path 'bhopal/arera-colony'), editable; admins hide one; other accounts mark one helpful.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, REVIEW_STAYS, REVIEW_TENURES } from '../../../shared/reviews/review-vocabulary';
import { users } from '../accounts/accounts.schema';

export const reviewTenure = pgEnum('review_tenure', REVIEW_TENURES);
export const reviewStay = pgEnum('review_stay', REVIEW_STAYS);
export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);

export const localityReviews = pgTable(
  'locality_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The locality page's path below /in/: 'bhopal/arera-colony'. */
    placeKey: varchar('place_key', { length: 200 }).notNull(),
    state: varchar('state', { length: 80 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    locality: varchar('locality', { length: 120 }).notNull(),
    overall: smallint('overall').notNull(),
    connectivity: smallint('connectivity').notNull(),
    safety: smallint('safety').notNull(),
    schools: smallint('schools').notNull(),
    utilities: smallint('utilities').notNull(),
    markets: smallint('markets').notNull(),
    text: text('text').notNull(),
    tenure: reviewTenure('tenure').notNull(),
    stay: reviewStay('stay').notNull(),
    /** Lives there now, or lived there before. */
    livesThere: boolean('lives_there').notNull(),
    status: reviewStatus('status').notNull().default('published'),
    hiddenReason: varchar('hidden_reason', { length: 500 }),
    hiddenBy: bigint('hidden_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locality_reviews_one_per_author').on(t.authorId, t.placeKey),
    index('locality_reviews_place_newest_idx')
      .on(t.placeKey, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('locality_reviews_place_helpful_idx')
      .on(t.placeKey, t.helpfulCount.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('locality_reviews_city_idx').on(sql`lower(${t.city})`).where(sql`${t.status} = 'published'`),
    index('locality_reviews_status_idx').on(t.status, t.createdAt.desc()),
    check(
      'locality_reviews_ratings_range',
      sql`${t.overall} between 1 and 5 and ${t.connectivity} between 1 and 5 and ${t.safety} between 1 and 5 and ${t.schools} between 1 and 5 and ${t.utilities} between 1 and 5 and ${t.markets} between 1 and 5`,
    ),
    check('locality_reviews_helpful_non_negative', sql`${t.helpfulCount} >= 0`),
    check('locality_reviews_hidden_has_reason', sql`${t.status} <> 'hidden' or ${t.hiddenReason} is not null`),
  ],
);

/** One account's "helpful" mark on a review. */
export const localityReviewVotes = pgTable(
  'locality_review_votes',
  {
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => localityReviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('locality_review_votes_user_idx').on(t.userId)],
);
