/** Builder projects: a development with unit configurations, a price range and a completion timeline. */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { UnitConfigurationView } from '../../../shared/listings/listing-types';
import { PROJECT_STATUSES, PROJECT_TYPES } from '../../../shared/listings/vocabulary';
import { users } from '../accounts/accounts.schema';
import { media } from '../media/media.schema';
import { tsvectorType } from '../media/tsvector';

export const projectType = pgEnum('project_type', PROJECT_TYPES);
export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);

/** One unit configuration of a project, e.g. 2 BHK, 1150-1300 sq.ft, ₹68 L to ₹79 L (the API's shape). */
export type UnitConfiguration = UnitConfigurationView;

export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    builderId: bigint('builder_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 150 }).notNull(),
    projectType: projectType('project_type').notNull(),
    description: text('description').notNull().default(''),
    state: varchar('state', { length: 80 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    locality: varchar('locality', { length: 120 }).notNull(),
    address: varchar('address', { length: 300 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    totalUnits: integer('total_units').notNull(),
    availableUnits: integer('available_units').notNull(),
    unitConfigurations: jsonb('unit_configurations').$type<UnitConfiguration[]>().notNull().default([]),
    minPrice: bigint('min_price', { mode: 'number' }).notNull(),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull(),
    launchDate: date('launch_date'),
    completionDate: date('completion_date'),
    reraId: varchar('rera_id', { length: 60 }),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    status: projectStatus('status').notNull().default('pending'),
    /** Set when enough buyers reported it sold or fake: it waits in review, its builder told why. */
    heldForReportsAt: timestamp('held_for_reports_at', { withTimezone: true }),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    upcoming: boolean('upcoming').notNull().default(false),
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    search: tsvectorType('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('simple'::regconfig, name || ' ' || locality || ' ' || city || ' ' || state), 'A')
          || setweight(to_tsvector('simple'::regconfig, description), 'D')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('projects_units_valid', sql`${t.totalUnits} > 0 and ${t.availableUnits} between 0 and ${t.totalUnits}`),
    check('projects_price_range', sql`${t.minPrice} >= 0 and ${t.maxPrice} >= ${t.minPrice}`),
    check(
      'projects_location_present',
      sql`length(trim(${t.city})) > 0 and length(trim(${t.state})) > 0 and length(trim(${t.locality})) > 0`,
    ),
    check(
      'projects_dates_ordered',
      sql`${t.launchDate} is null or ${t.completionDate} is null or ${t.completionDate} >= ${t.launchDate}`,
    ),
    check('projects_rejection_has_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    index('projects_active_city_idx')
      .on(sql`lower(${t.city})`, t.publishedAt.desc())
      .where(sql`${t.status} = 'active'`),
    index('projects_builder_idx').on(t.builderId, t.status),
    // The admin moderation table: a status (the pending queue above all) newest first, tie-breaker included.
    // The admin tables' near-identical flag: another builder's project with the same name, locality and city.
    index('projects_twins_idx')
      .on(sql`lower(${t.name})`, t.locality, sql`lower(${t.city})`)
      .where(sql`${t.status} <> 'deleted'`),
    index('projects_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('projects_search_idx').using('gin', t.search),
  ],
);

export const projectPhotos = pgTable(
  'project_photos',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaHash: varchar('media_hash', { length: 64 })
      .notNull()
      .references(() => media.hash),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.position] }),
    index('project_photos_media_idx').on(t.mediaHash),
    check('project_photos_position_range', sql`${t.position} between 0 and 9`),
  ],
);

export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
