/** Stored images, addressed by the SHA-256 of their re-encoded bytes (same photo, same row). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

export const media = pgTable(
  'media',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Widths available as WebP variants, ascending (e.g. {320,640,1024}). */
    variants: smallint('variants').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The orphan sweep reads uploads by age.
    index('media_created_at_idx').on(t.createdAt),
    check('media_hash_hex', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
    check('media_positive_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);

export type Media = typeof media.$inferSelect;

/**
 * Who uploaded which photo. A photo is stored once (by hash) but may be uploaded by several sellers; a
 * seller may attach to a listing, project or profile only photos they uploaded themselves. The demo
 * marketplace's photos have no uploader.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    mediaHash: varchar('media_hash', { length: 64 })
      .notNull()
      .references(() => media.hash, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaHash] }), index('media_uploads_media_idx').on(t.mediaHash)],
);
