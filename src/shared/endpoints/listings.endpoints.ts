/**
 * Public listing reads: cards, details, agents, places, projects (server: features/listings and
 * features/projects). The query schemas here are the ones those routes validate with.
 */
import { z } from 'zod';
import { type CompareAnswer, compareQuerySchema } from '../compare/compare-contract';
import type {
  BrokerProfile,
  ListingCard,
  LocationSuggestion,
  ProjectCard,
  ProjectDetail,
  PropertyDetail,
  SearchResponse,
} from '../listings/listing-types';
import { type MapAnswer, mapQuerySchema, type NearAnswer, nearQuerySchema } from '../listings/map-contract';
import { searchParamsSchema } from '../listings/search-params';
import { MAX_SEARCH_PAGE } from '../listings/vocabulary';
import { MAP_ZOOM, NEAR_LIMIT, NEAR_RADIUS_KM } from '../location/map-area';
import type { OfflineCityResponse } from '../offline/saved-cities';
import { wholeNumberText } from '../openapi-meta';
import { searchText } from '../plain-text';
import { endpoint, type Ok } from './endpoint';

const limit = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `limit must be a whole number from 1 to ${max}`)
    .meta(wholeNumberText(1, max))
    .optional()
    .transform((n) => n ?? fallback);

// Search text is cleaned, not refused: see searchText.
const cityName = z
  .string({ error: 'city is required' })
  .overwrite(searchText)
  .trim()
  .max(80, 'city must be at most 80 characters');

export const featuredQuery = z.object({ city: cityName.optional(), limit: limit(50, 12) });
export const cityQuery = z.object({ city: cityName.min(1, 'city is required'), limit: limit(50, 12) });
export const offlineCityQuery = z.object({ city: cityName.min(1, 'city is required') });
export const suggestQuery = z.object({
  q: z
    .string({ error: 'q must be at least 2 characters' })
    .overwrite(searchText)
    .trim()
    .min(2, 'q must be at least 2 characters')
    .max(60, 'q must be at most 60 characters'),
  city: cityName.optional(),
  limit: limit(20, 8),
});

export const projectListQuery = z.object({
  city: z.string().overwrite(searchText).trim().max(80, 'city must be at most 80 characters').optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/, `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_SEARCH_PAGE, `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}`)
    .meta(wholeNumberText(1, MAX_SEARCH_PAGE))
    .optional()
    .transform((n) => n ?? 1),
});

const GONE = 'A listing that was public and no longer is answers 410 with `similar` listings; one never public, 404.';

export const LISTINGS_ENDPOINTS = {
  'GET /api/properties/featured': endpoint<Ok<ListingCard[]>>()({
    summary: 'Active listings featured until a future date',
    access: 'public',
    example: { query: { city: 'Indore', limit: '12' } },
    statuses: [304],
    query: featuredQuery,
  }),
  'GET /api/properties/by-city': endpoint<{ success: true; properties: ListingCard[] }>()({
    summary: 'A city’s active listings, newest first',
    access: 'public',
    example: { query: { city: 'Bhopal', limit: '12' } },
    statuses: [304],
    query: cityQuery,
  }),
  'GET /api/properties/offline-city': endpoint<OfflineCityResponse>()({
    summary: 'A city’s newest listings to search offline',
    access: 'public',
    example: { query: { city: 'Bhopal' } },
    statuses: [304],
    query: offlineCityQuery,
    description:
      'The city’s newest 200 public listings, newest first, each with `words` (the words its search vector holds), and ' +
      'the city’s total: what the app saves on the device to answer searches and landing pages offline. A city ' +
      'without listings answers an empty list.',
  }),
  'GET /api/properties/search': endpoint<SearchResponse>()({
    summary: 'Search listings (20 a page)',
    access: 'public',
    example: { query: { city: 'Bhopal', sort: 'newest' } },
    statuses: [304],
    query: searchParamsSchema,
    description:
      '`minPrice` not above `maxPrice`, and `minArea` not above `maxArea` (400 otherwise).' +
      ' `bbox` is west,south,east,north, with west below east and south below north.',
  }),
  'GET /api/properties/map': endpoint<MapAnswer>()({
    summary: 'What the map shows of a box: pins, or clusters when more than 300 listings match',
    access: 'public',
    example: { query: { city: 'Bhopal', propertyType: 'Flat/Apartment', bbox: '77.35,23.18,77.48,23.29', zoom: '13' } },
    statuses: [304],
    query: mapQuerySchema,
    description:
      'The search’s filters (the same as `/api/properties/search`) with the map’s `bbox` (required) and `zoom` ' +
      `(${MAP_ZOOM.resultsMin} to ${MAP_ZOOM.max}: maps are city-scale). The box is grown to the zoom’s tile grid ` +
      '(`bbox` in the answer), so neighbouring views share an answer. Up to 300 matches come as `pins`; more as ' +
      '`clusters` whose counts add up to `total`. An approximate listing’s point is the centre of an area of ' +
      'about 300 m, never its exact point. `bbox` is west,south,east,north, with west below east and south below north.',
  }),
  'GET /api/properties/near': endpoint<NearAnswer>()({
    summary: 'The listings nearest a point, nearest first, with their distance',
    access: 'public',
    example: { query: { lat: '23.2332', lng: '77.4341', radiusKm: '5', transactionType: 'Rent' } },
    statuses: [304],
    query: nearQuerySchema,
    description:
      `At most ${NEAR_LIMIT.max} listings (\`limit\`, ${NEAR_LIMIT.fallback} by default) within \`radiusKm\` ` +
      `(${NEAR_RADIUS_KM.min} to ${NEAR_RADIUS_KM.max}, ${NEAR_RADIUS_KM.fallback} by default) of \`lat\`, \`lng\`, ` +
      'with the search’s filters; `distanceKm` is measured to each listing’s public point. `bbox` is west,south,east,north, with west below east and south below north.',
  }),
  'GET /api/properties/:id': endpoint<Ok<PropertyDetail>>()({
    summary: 'One property with its photos, seller and project',
    access: 'optional',
    example: { params: { id: '443' } },
    statuses: [304, 404, 410],
    description: `Owners and admins also see it in other states. ${GONE}`,
  }),
  'GET /api/properties/:id/similar': endpoint<Ok<ListingCard[]>>()({
    summary: 'Active listings like a property',
    access: 'public',
    example: { params: { id: '443' } },
    statuses: [304, 404],
  }),
  'GET /api/brokers/:id': endpoint<{
    success: true;
    data: BrokerProfile;
    properties: ListingCard[];
    projects: ProjectCard[];
  }>()({
    summary: 'An agent’s or builder’s public profile with their listings and (builders) projects',
    access: 'public',
    example: { params: { id: '27' } },
    statuses: [304, 404],
  }),
  'GET /api/locations/suggest': endpoint<Ok<LocationSuggestion[]>>()({
    summary: 'Cities and localities with active listings, typo-tolerant',
    access: 'public',
    example: { query: { q: 'bho', limit: '8' } },
    statuses: [304],
    query: suggestQuery,
  }),
  'GET /api/projects': endpoint<{
    success: true;
    data: ProjectCard[];
    total: number;
    page: number;
    pageSize: number;
  }>()({
    summary: 'A city’s projects, paged',
    access: 'public',
    example: { query: { city: 'Indore', page: '1' } },
    statuses: [304],
    query: projectListQuery,
  }),
  'GET /api/projects/:id': endpoint<Ok<ProjectDetail>>()({
    summary: 'One project with its configurations and listings',
    access: 'optional',
    example: { params: { id: '18' } },
    statuses: [304, 404, 410],
    description: GONE,
  }),
  'GET /api/compare': endpoint<CompareAnswer>()({
    summary: 'Up to four properties side by side',
    access: 'public',
    example: { query: { ids: '443,451,472' } },
    statuses: [304, 404],
    query: compareQuerySchema,
    description: 'Each id once. In the order asked; `missing` lists those no longer public. 404 when none is.',
  }),
};
