/**
 * Health, places, insights, landing pages, enquiries and the contact form (server: features/health,
 * location, insights, landing, enquiries, contact). The insights queries here are the ones its routes
 * validate with.
 */
import { z } from 'zod';
import type { HealthResponse, ReadyResponse } from '../api';
import { contactInputSchema } from '../contact/contact-contract';
import type { EnquiryReceipt, SellerContact } from '../enquiries/enquiry-constants';
import { enquiryInputSchema } from '../enquiries/enquiry-contract';
import type { CityInsight, LocalityInsight, PriceTrends } from '../insights/insights-contract';
import type { LandingResponse } from '../landing/landing-contract';
import type { ReverseGeocodeResponse } from '../location/location.types';
import { reverseGeocodeQuerySchema } from '../location/location-contract';
import { type PlacesResponse, placesQuerySchema } from '../location/places-contract';
import { searchText } from '../plain-text';
import { type Done, endpoint, type Ok } from './endpoint';

const cityName = z
  .string({ error: 'city is required' })
  .overwrite(searchText)
  .trim()
  .max(80, 'city must be at most 80 characters');
export const localitiesQuery = z.object({ city: cityName.min(1, 'city is required') });
export const trendsQuery = z.object({ city: cityName.optional() });

const IDEMPOTENT =
  'An optional `Idempotency-Key` header (1-100 characters): a replay answers 200 with the first answer and stores nothing.';

export const PUBLIC_ENDPOINTS = {
  'GET /api/health': endpoint<HealthResponse>()({ summary: 'The process is alive', access: 'public' }),
  'GET /api/ready': endpoint<ReadyResponse>()({
    summary: 'The database (and Redis, when configured) answers',
    access: 'public',
    description: '503 when the database or Redis does not answer.',
  }),
  'GET /api/geolocation/reverse': endpoint<ReverseGeocodeResponse>()({
    summary: 'The Indian city nearest a point (offline gazetteer)',
    access: 'public',
    example: { query: { lat: '23.25994', lon: '77.41267' } },
    statuses: [304, 404],
    query: reverseGeocodeQuerySchema,
  }),
  'GET /api/places': endpoint<PlacesResponse>()({
    summary: 'Indian cities and towns whose name starts with q (offline gazetteer), for the seller forms',
    access: 'public',
    example: { query: { q: 'ujj' } },
    statuses: [304],
    query: placesQuerySchema,
  }),
  'GET /api/insights/cities': endpoint<Ok<CityInsight[]>>()({
    summary: 'Cities by active listings for sale, with the median price per sq.ft',
    access: 'public',
    statuses: [304],
  }),
  'GET /api/insights/localities': endpoint<Ok<LocalityInsight[]>>()({
    summary: 'A city’s localities with their prices',
    access: 'public',
    example: { query: { city: 'Bhopal' } },
    statuses: [304],
    query: localitiesQuery,
  }),
  'GET /api/insights/price-trends': endpoint<Ok<PriceTrends>>()({
    summary: 'Median price per sq.ft by month and by type',
    access: 'public',
    example: { query: { city: 'Indore' } },
    statuses: [304],
    query: trendsQuery,
  }),
  'GET /api/landing/:city': endpoint<LandingResponse>()({
    summary: 'A city’s landing page',
    access: 'public',
    example: { params: { city: 'bhopal' } },
    statuses: [304, 404],
  }),
  'GET /api/landing/:city/:topic': endpoint<LandingResponse>()({
    summary: 'A landing page for a locality or a type and deal in a city',
    access: 'public',
    example: { params: { city: 'bhopal', topic: 'flats-for-sale' } },
    statuses: [304, 404],
  }),
  'POST /api/enquiries': endpoint<Ok<EnquiryReceipt> & { message: string }>()({
    summary: 'Send an enquiry about a property or a project',
    access: 'user',
    example: {
      body: { propertyId: 12, message: 'Is this flat still available? I would like to visit on Sunday.' },
    },
    statuses: [200, 403, 404, 409, 429],
    body: enquiryInputSchema,
    status: 201,
    description: `Exactly one of \`propertyId\` and \`projectId\` (400 otherwise). ${IDEMPOTENT}`,
  }),
  'GET /api/properties/:id/contact': endpoint<Ok<SellerContact>>()({
    summary: 'The seller’s phone number, once enquired',
    access: 'user',
    example: { params: { id: '443' } },
    statuses: [403, 404],
  }),
  'GET /api/projects/:id/contact': endpoint<Ok<SellerContact>>()({
    summary: 'The builder’s phone number, once enquired',
    access: 'user',
    example: { params: { id: '18' } },
    statuses: [403, 404],
  }),
  'POST /api/contact': endpoint<Done>()({
    summary: 'Send a message from the contact page',
    access: 'optional',
    example: {
      body: {
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.test',
        topic: 'Buying a property',
        message: 'Is this flat still available? I would like to visit on Sunday.',
      },
    },
    statuses: [200, 429],
    body: contactInputSchema,
    status: 201,
    description: IDEMPOTENT,
  }),
};
