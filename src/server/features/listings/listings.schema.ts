/**
 * Properties and their photos. Prices are whole rupees; areas keep the poster's unit and are normalised
 * to sq.ft for search. A generated tsvector (places weighted above title above description) and trigram
 * indexes on places make free-text search fast and typo-tolerant.
 */
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
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { AREA_UNIT_NAMES } from '../../../shared/listings/area-units';
import type { TenantPreference } from '../../../shared/listings/listing-terms';
import { PARKING } from '../../../shared/listings/listing-terms';
import {
  FACING,
  FURNISHING,
  LISTING_STATUSES,
  POSSESSION,
  POSTED_BY,
  PROPERTY_TYPES,
  TRANSACTION_TYPES,
} from '../../../shared/listings/vocabulary';
import { LOCATION_PRECISIONS } from '../../../shared/location/map-area';
import { users } from '../accounts/accounts.schema';
import { media } from '../media/media.schema';
import { tsvectorType } from '../media/tsvector';
import { projects } from '../projects/projects.schema';

export const propertyType = pgEnum('property_type', PROPERTY_TYPES);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const postedBy = pgEnum('posted_by', POSTED_BY);
export const furnishing = pgEnum('furnishing', FURNISHING);
export const possession = pgEnum('possession', POSSESSION);
export const parking = pgEnum('parking', PARKING);
export const facing = pgEnum('facing', FACING);
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES);
export const locationPrecision = pgEnum('location_precision', LOCATION_PRECISIONS);
export const areaUnit = pgEnum('area_unit', AREA_UNIT_NAMES as [string, ...string[]]);

/** Type-specific details that only some property types have (kept flexible, validated by the API). */
export interface PropertyDetails {
  carpetAreaSqft?: number;
  plotLengthFt?: number;
  plotBreadthFt?: number;
  cornerPlot?: boolean;
  boundaryWall?: boolean;
  roadWidthFt?: number;
  washrooms?: number;
  pantry?: boolean;
  parking?: number;
  ceilingHeightFt?: number;
  [key: string]: string | number | boolean | undefined;
}

/** What an edit changed, field by field, as the public saw it before and would see it after. */
export type ReviewChanges = Record<string, { before: unknown; after: unknown }>;

export const properties = pgTable(
  'properties',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    postedBy: postedBy('posted_by').notNull(),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    propertyType: propertyType('property_type').notNull(),
    transactionType: transactionType('transaction_type').notNull(),
    /** Sale price, or monthly rent for Rent, in whole rupees. */
    price: bigint('price', { mode: 'number' }).notNull(),
    deposit: bigint('deposit', { mode: 'number' }),
    priceNegotiable: boolean('price_negotiable').notNull().default(false),
    areaValue: numeric('area_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    areaUnit: areaUnit('area_unit').notNull(),
    areaSqft: numeric('area_sqft', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** In `area_unit`, at most `area_value`; buildings only. */
    carpetAreaValue: numeric('carpet_area_value', { precision: 12, scale: 2, mode: 'number' }),
    parking: parking('parking'),
    parkingSpaces: smallint('parking_spaces'),
    /** Rentals only; empty: anyone. */
    tenantPreferences: text('tenant_preferences')
      .array()
      .$type<TenantPreference[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    petsAllowed: boolean('pets_allowed'),
    availableFrom: date('available_from'),
    pricePerSqft: integer('price_per_sqft').generatedAlwaysAs(
      (): SQL => sql`case when area_sqft > 0 then round(price / area_sqft)::integer end`,
    ),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    balconies: smallint('balconies'),
    furnishing: furnishing('furnishing'),
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    facing: facing('facing'),
    possession: possession('possession').notNull().default('Ready to Move'),
    possessionDate: date('possession_date'),
    ageYears: smallint('age_years'),
    reraId: varchar('rera_id', { length: 60 }),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    details: jsonb('details').$type<PropertyDetails>().notNull().default({}),
    state: varchar('state', { length: 80 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    locality: varchar('locality', { length: 120 }).notNull(),
    subLocality: varchar('sub_locality', { length: 120 }),
    society: varchar('society', { length: 120 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** 'approximate' shows an area of about 300 m instead of the point (shared/location/map-area.ts). */
    locationPrecision: locationPrecision('location_precision').notNull().default('exact'),
    /**
     * The point every public answer, map and index uses: the exact one, or for an approximate listing the
     * exact one snapped to a grid of APPROXIMATE_STEP_DEGREES, so no query can narrow the exact one down.
     */
    mapLatitude: doublePrecision('map_latitude').generatedAlwaysAs(
      (): SQL =>
        sql`case when location_precision = 'approximate' then round(latitude / 0.0027) * 0.0027 else latitude end`,
    ),
    mapLongitude: doublePrecision('map_longitude').generatedAlwaysAs(
      (): SQL =>
        sql`case when location_precision = 'approximate' then round(longitude / 0.0027) * 0.0027 else longitude end`,
    ),
    status: listingStatus('status').notNull().default('pending'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    search: tsvectorType('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('simple'::regconfig, coalesce(locality, '') || ' ' || coalesce(sub_locality, '') || ' ' || coalesce(society, '') || ' ' || city || ' ' || state), 'A')
          || setweight(to_tsvector('simple'::regconfig, title), 'B')
          || setweight(to_tsvector('simple'::regconfig, description), 'D')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the seller last confirmed it is still available (approval counts); it lapses after FRESHNESS. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the seller was reminded to confirm, for the current confirmation; null until reminded. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** While a reminder is being sent: another run leaves it alone until then (a crashed send is retried after). */
    reminderClaimedUntil: timestamp('reminder_claimed_until', { withTimezone: true }),
    /** Set when enough buyers reported it sold or fake: it waits in review, its seller told why. */
    heldForReportsAt: timestamp('held_for_reports_at', { withTimezone: true }),
    /** For an edit sent back to review: each changed field's public value before and after. */
    reviewChanges: jsonb('review_changes').$type<ReviewChanges>(),
  },
  (t) => [
    check('properties_price_non_negative', sql`${t.price} >= 0`),
    check('properties_deposit_non_negative', sql`${t.deposit} is null or ${t.deposit} >= 0`),
    check('properties_area_positive', sql`${t.areaValue} > 0 and ${t.areaSqft} > 0`),
    check(
      'properties_rooms_range',
      sql`coalesce(${t.bedrooms}, 0) between 0 and 20 and coalesce(${t.bathrooms}, 0) between 0 and 20 and coalesce(${t.balconies}, 0) between 0 and 20`,
    ),
    check(
      'properties_floors_range',
      sql`${t.totalFloors} is null or (${t.totalFloors} between 0 and 200 and coalesce(${t.floor}, 0) between -3 and ${t.totalFloors})`,
    ),
    check(
      'properties_location_present',
      sql`length(trim(${t.city})) > 0 and length(trim(${t.state})) > 0 and length(trim(${t.locality})) > 0`,
    ),
    check('properties_title_present', sql`length(trim(${t.title})) > 0`),
    check(
      'properties_coordinates_range',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check('properties_rejection_has_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    check('properties_views_non_negative', sql`${t.views} >= 0`),
    // Search paths, all limited to what the public sees.
    // Each ordered index matches a search sort exactly, tie-breaker included, so a page is read in order
    // from the index instead of sorting every match (see `ordering` in listings.search.ts).
    // Migration 0018_covering_search_indexes (hand-written) rebuilds the seven indexes below, up to
    // properties_active_newest_id_idx, with INCLUDE columns (the seller and the filtered columns), so a
    // page's ids and a search's total are index-only scans; drizzle-kit cannot declare INCLUDE here.
    index('properties_active_city_newest_id_idx')
      .on(sql`lower(${t.city})`, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index('properties_active_city_type_price_idx')
      .on(sql`lower(${t.city})`, t.propertyType, t.transactionType, t.price)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_type_price_idx')
      .on(t.propertyType, t.transactionType, t.price)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_city_price_id_idx')
      .on(sql`lower(${t.city})`, t.price, t.id)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_city_price_per_sqft_id_idx')
      .on(sql`lower(${t.city})`, t.pricePerSqft, t.id)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_price_id_idx').on(t.price, t.id).where(sql`${t.status} = 'active'`),
    index('properties_active_newest_id_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'active'`),
    // In the featured strip's own order: the newest expiry first, then the newest id. On (featured_until)
    // alone, every featured listing sharing one expiry was read and sorted (100 -> 3 ms at 100k, PGlite).
    index('properties_active_featured_id_idx')
      .on(t.featuredUntil.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    // The cities with public listings, one index probe per city (listedCities walks it in order), and
    // the type-ahead's counts per city. Migration 0019_covering_place_indexes (hand-written) adds
    // INCLUDE (seller_id, state), as it does (seller_id, city, state) to the locality index below.
    index('properties_active_city_idx').on(t.city).where(sql`${t.status} = 'active'`),
    // The localities with public listings (listedLocalities walks it like the cities), and the search's
    // locality and typo-tolerant text conditions, which name the localities they mean (shared/listings/place-similarity.ts).
    index('properties_active_locality_idx')
      .on(sql`lower(${t.locality})`, t.locality)
      .where(sql`${t.status} = 'active'`),
    index('properties_search_idx').using('gin', t.search),
    index('properties_locality_trgm_idx').using('gin', t.locality.op('gin_trgm_ops')),
    index('properties_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('properties_seller_status_idx').on(t.sellerId, t.status),
    index('properties_project_idx').on(t.projectId),
    // The freshness job: active listings of a transaction type by their last confirmation.
    index('properties_active_confirmed_idx').on(t.transactionType, t.confirmedAt).where(sql`${t.status} = 'active'`),
    // The admin moderation table: a status (the pending queue above all) newest first.
    index('properties_status_created_idx').on(t.status, t.createdAt.desc()),
    // The admin tables' near-identical flag: another seller's listing with the same title, locality and city.
    index('properties_twins_idx')
      .on(sql`lower(${t.title})`, t.locality, sql`lower(${t.city})`)
      .where(sql`${t.status} <> 'deleted'`),
    // The admin tables' price-outlier filter: a city's listings of one transaction and type, by price per sq.ft.
    index('properties_market_idx').on(sql`lower(${t.city})`, t.transactionType, t.propertyType, t.pricePerSqft),
    // The map: pins, counts and clusters of a box. Migration 0028_map_points (hand-written) adds INCLUDE
    // (seller_id, transaction_type, property_type, bedrooms, price), so a box's clusters with the common
    // filters are an index-only scan.
    index('properties_active_map_idx')
      .on(t.mapLatitude, t.mapLongitude)
      .where(sql`${t.status} = 'active' and ${t.mapLatitude} is not null`),
    // Near me, nearest first: a K-nearest-neighbour walk of points on the earth's surface in metres
    // (geo_ecef, a function of migration 0028_map_points over the cube extension; no PostGIS in PGlite).
    index('properties_active_near_idx')
      .using('gist', sql`geo_ecef(${t.mapLatitude}, ${t.mapLongitude})`)
      .where(sql`${t.status} = 'active' and ${t.mapLatitude} is not null`),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    propertyId: bigint('property_id', { mode: 'number' })
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaHash: varchar('media_hash', { length: 64 })
      .notNull()
      .references(() => media.hash),
    caption: varchar('caption', { length: 120 }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.position] }),
    index('property_photos_media_idx').on(t.mediaHash),
    check('property_photos_position_range', sql`${t.position} between 0 and 9`),
  ],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
