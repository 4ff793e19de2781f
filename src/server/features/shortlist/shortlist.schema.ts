/**
 * A buyer's shortlist (favourites) and recently viewed listings, kept per account so they follow the
 * buyer across devices. The browser keeps its own copy in IndexedDB (offline) and syncs it here when
 * logged in (docs/product-rules.md, Offline).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { SAVED_LISTING_KINDS } from '../../../shared/shortlist/saved-listings-contract';
import { users } from '../accounts/accounts.schema';

export const savedListingKind = pgEnum('saved_listing_kind', SAVED_LISTING_KINDS);

export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: savedListingKind('kind').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.listingId] }),
    index('shortlist_items_user_added_idx').on(t.userId, t.addedAt.desc()),
    check('shortlist_items_listing_id_positive', sql`${t.listingId} > 0`),
  ],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: savedListingKind('kind').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.listingId] }),
    index('recently_viewed_user_viewed_idx').on(t.userId, t.viewedAt.desc()),
    check('recently_viewed_listing_id_positive', sql`${t.listingId} > 0`),
  ],
);
