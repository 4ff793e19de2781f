/**
 * The landing pages' figures for the big cities, kept by the landing-figures job (landing-figures.ts) so
 * that a page reads a row or two instead of aggregating a whole city per request.
 */
import { integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per page of a summarized city: `page` is '' for the city itself (whose `figures` hold the
 * city's counts by type and deal and its busiest localities), `type:<type>:<deal>` for a type and deal
 * (every one of them, with 0 when it has none), and `locality:<slug>` for a locality (whose `figures`
 * hold its name and spellings). A city without rows is computed on each request.
 */
export const landingFigures = pgTable(
  'landing_figures',
  {
    citySlug: varchar('city_slug', { length: 200 }).notNull(),
    page: varchar('page', { length: 300 }).notNull(),
    total: integer('total').notNull(),
    medianPricePerSqft: integer('median_price_per_sqft'),
    medianRent: integer('median_rent'),
    figures: jsonb('figures'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.citySlug, t.page] })],
);
