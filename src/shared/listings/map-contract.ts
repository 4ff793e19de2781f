/**
 * The map's and near me's queries and answers (server: features/listings/listings.map.ts): the search's
 * filters, the same table the list uses (search-filters.ts), with the map's box and zoom or near me's
 * point and radius. zod, so the server's only: the browser writes these URLs with search-href.ts.
 */
import { z } from 'zod';
import { coordinate } from '../location/location-contract';
import { MAP_ZOOM, type MapBox, NEAR_LIMIT, NEAR_RADIUS_KM, readBox } from '../location/map-area';
import { documentedAs, wholeNumberText } from '../openapi-meta';
import type { ListingCard } from './listing-types';
import { SEARCH_PARAMS } from './search-filters';
import { searchFiltersWith } from './search-params';
import type { PropertyType, TransactionType } from './vocabulary';

const BOX_LABEL = SEARCH_PARAMS.bbox.label;

/** The map's box: required here (a map always shows one), read as the search filter reads it. */
const requiredBox = z
  .string({ error: `${BOX_LABEL} is required` })
  .transform((raw, ctx): MapBox => {
    const read = raw.trim() ? readBox(raw, BOX_LABEL) : { problem: `${BOX_LABEL} is required` };
    if ('box' in read) return read.box;
    ctx.addIssue({ code: 'custom', message: read.problem });
    return z.NEVER;
  })
  .meta(documentedAs({ ...SEARCH_PARAMS.bbox.schema }));

const zoomMessage = `zoom must be a whole number from ${MAP_ZOOM.resultsMin} to ${MAP_ZOOM.max}`;
const zoom = z
  .string({ error: zoomMessage })
  .regex(/^\d{1,2}$/, zoomMessage)
  .transform(Number)
  .refine((n) => n >= MAP_ZOOM.resultsMin && n <= MAP_ZOOM.max, zoomMessage)
  .meta(wholeNumberText(MAP_ZOOM.resultsMin, MAP_ZOOM.max));

export const mapQuerySchema = searchFiltersWith({ bbox: requiredBox, zoom });

const radiusMessage = `Radius (\`radiusKm\`) must be a number of kilometres from ${NEAR_RADIUS_KM.min} to ${NEAR_RADIUS_KM.max}`;
const radiusKm = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,3})?$/, radiusMessage)
  .transform(Number)
  .refine((km) => km >= NEAR_RADIUS_KM.min && km <= NEAR_RADIUS_KM.max, radiusMessage)
  .meta(documentedAs({ type: 'number', minimum: NEAR_RADIUS_KM.min, maximum: NEAR_RADIUS_KM.max }))
  .optional()
  .transform((km) => km ?? NEAR_RADIUS_KM.fallback);

const limitMessage = `limit must be a whole number from 1 to ${NEAR_LIMIT.max}`;
const limit = z
  .string()
  .regex(/^\d{1,3}$/, limitMessage)
  .transform(Number)
  .refine((n) => n >= 1 && n <= NEAR_LIMIT.max, limitMessage)
  .meta(wholeNumberText(1, NEAR_LIMIT.max))
  .optional()
  .transform((n) => n ?? NEAR_LIMIT.fallback);

export const nearQuerySchema = searchFiltersWith({ lat: coordinate('lat'), lng: coordinate('lng'), radiusKm, limit });

export type MapQuery = z.output<typeof mapQuerySchema>;
export type NearQuery = z.output<typeof nearQuerySchema>;

/** One listing on the map: enough for its price pill and its accessible name; the card comes from the list. */
export interface MapPin {
  id: number;
  latitude: number;
  longitude: number;
  /** The point is the centre of an area of about 300 m (map-area.ts), not the property itself. */
  approximate: boolean;
  price: number;
  transactionType: TransactionType;
  propertyType: PropertyType;
  bedrooms: number | null;
  locality: string;
}

/** Several listings near each other at this zoom: a count to tap, which zooms to `box`. */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** The box of the cluster's listings: tapping the cluster fits the map to it. */
  box: MapBox;
}

export interface MapAnswer {
  success: true;
  /** The box answered: the one asked for, grown to the zoom's tile grid (map-area.ts's snapBox). */
  bbox: string;
  zoom: number;
  /** Matches in the box: the pins' number, or the clusters' counts added up. */
  total: number;
  /** Pins up to MAP_PIN_LIMIT matches, clusters beyond; the other list is empty. */
  kind: 'pins' | 'clusters';
  pins: MapPin[];
  clusters: MapCluster[];
}

export interface NearListing extends ListingCard {
  /** From the point asked about to the listing's public point, in kilometres. */
  distanceKm: number;
}

export interface NearAnswer {
  success: true;
  data: NearListing[];
}
