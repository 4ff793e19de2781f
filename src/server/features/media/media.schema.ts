/** Stored images, addressed by the SHA-256 of their re-encoded bytes (same photo, same row). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    check('media_hash_hex', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
    check('media_positive_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);

export type Media = typeof media.$inferSelect;
