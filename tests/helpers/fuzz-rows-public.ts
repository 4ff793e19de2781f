/**
 * The fuzz's rows of the API's public routes (health, accounts, listings, location and insights), run by
 * tests/api/fuzz-public.test.ts, and of the routes outside the API's endpoint table. fuzz-endpoints.ts
 * gathers them.
 */

import { ACCOUNT_LABELS as A } from '../../src/shared/accounts/account-labels';
import { API_DOC_PATHS, type ApiKey } from '../../src/shared/endpoints/api-endpoints';
import type { Method } from '../../src/shared/endpoints/endpoint';
import type { Auth, FuzzRow } from './fuzz-endpoints';
import { id } from './fuzz-rows-shared';

const SEARCH_TEXT = ['city', 'state', 'locality', 'searchQuery'];

/** Health, accounts and the public listings. */
export const PUBLIC_FUZZ = {
  // Health
  'GET /api/health': { group: 'health' },
  'GET /api/ready': { group: 'health' },

  // Accounts
  'POST /api/users/register': {
    group: 'accounts',
    weight: 0.5,
    typed: { firstName: A.firstName, lastName: A.lastName },
    body: () => ({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: `ravi.${Date.now()}@example.test`,
      phoneNumber: '9812345670',
      password: 'a long enough password',
    }),
  },
  'POST /api/users/register/verify-otp': {
    group: 'accounts',
    body: () => ({ phoneNumber: '9812345670', otp: '123456' }),
  },
  'POST /api/users/register/resend-otp': {
    group: 'accounts',
    body: () => ({ phoneNumber: '9812345670', resendToken: 'not-a-token' }),
  },
  'POST /api/users/login': {
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ email: w.people.buyer.email, password: w.people.buyer.password }),
  },
  'POST /api/users/login/otp': {
    group: 'accounts',
    body: (w) => ({ phoneNumber: `+91 ${w.people.spare.phoneNumber}` }),
  },
  'POST /api/users/login/otp/verify': {
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber, otp: '000000' }),
  },
  'POST /api/users/logout': { actor: 'spare', freshSession: true, group: 'accounts' },
  'GET /api/users/me': { group: 'accounts' },
  'PATCH /api/users/me': {
    group: 'accounts',
    typed: { firstName: A.firstName, lastName: A.lastName },
    body: () => ({ firstName: 'Asha' }),
  },
  'POST /api/users/change-password': {
    actor: 'spare',
    freshSession: true,
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ currentPassword: w.people.spare.password, newPassword: w.people.spare.password }),
  },
  'GET /api/me/export': { group: 'accounts' },
  'POST /api/me/delete': {
    actor: 'leaver',
    freshSession: true,
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ password: w.people.leaver.password }),
  },
  'POST /api/users/password/forgot': {
    group: 'accounts',
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber }),
  },
  'POST /api/users/password/reset': {
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber, otp: '000000', newPassword: 'another long password' }),
  },

  // Public listings
  'GET /api/properties/featured': {
    group: 'listings',
    query: () => 'city=Bhopal&limit=5',
    textQuery: ['city'],
  },
  'GET /api/properties/by-city': {
    group: 'listings',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  'GET /api/properties/offline-city': {
    group: 'listings',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  'GET /api/properties/search': {
    group: 'listings',
    weight: 2,
    query: () => 'city=Bhopal&propertyType=Flat%2FApartment&transactionType=Buy&page=1&sort=price_asc&bedrooms=2,3',
    textQuery: SEARCH_TEXT,
  },
  'GET /api/properties/map': {
    group: 'listings',
    query: () => 'city=Bhopal&transactionType=Buy&bbox=77.35,23.18,77.48,23.29&zoom=13',
    textQuery: SEARCH_TEXT,
  },
  'GET /api/properties/near': {
    group: 'listings',
    query: () => 'lat=23.2332&lng=77.4341&radiusKm=5&transactionType=Rent',
    textQuery: SEARCH_TEXT,
  },
  'GET /api/properties/:id': {
    group: 'listings',
    params: (w) => id(w.publicPropertyId),
  },
  'GET /api/properties/:id/similar': {
    group: 'listings',
    params: (w) => id(w.publicPropertyId),
  },
  'GET /api/brokers/:id': { group: 'listings', params: (w) => id(w.people.builder.id) },
  'GET /api/compare': { group: 'listings', query: (w) => `ids=${w.publicPropertyId}` },
  'GET /api/landing/:city': { group: 'listings', params: () => ({ city: 'bhopal' }) },
  'GET /api/landing/:city/:topic': {
    group: 'listings',
    params: () => ({ city: 'bhopal', topic: 'flats-for-sale' }),
  },
  'GET /api/locations/suggest': {
    group: 'listings',
    query: () => 'q=bho&city=Bhopal&limit=5',
    textQuery: ['q', 'city'],
  },
  'GET /api/projects': {
    group: 'listings',
    query: () => 'city=Bhopal&page=1',
    textQuery: ['city'],
  },
  'GET /api/projects/:id': { group: 'listings', params: (w) => id(w.publicProjectId) },
} satisfies Partial<Record<ApiKey, FuzzRow>>;

/** Location and insights. */
export const INSIGHTS_FUZZ = {
  'GET /api/geolocation/reverse': {
    group: 'insights',
    query: () => 'lat=23.25&lon=77.41',
  },
  'GET /api/places': {
    group: 'insights',
    query: () => 'q=ujj',
    textQuery: ['q'],
  },
  'GET /api/insights/cities': { group: 'insights' },
  'GET /api/insights/localities': {
    group: 'insights',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  'GET /api/insights/price-trends': {
    group: 'insights',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
} satisfies Partial<Record<ApiKey, FuzzRow>>;

/** The routes outside the API's endpoint table: its own description, the photo files and the search engines' files. */
export const OTHER_FUZZ = {
  [`GET ${API_DOC_PATHS.document}` as const]: { auth: 'none', group: 'health' },
  [`GET ${API_DOC_PATHS.reference}` as const]: { auth: 'none', group: 'health' },
  'GET /media/:file': {
    auth: 'none',
    group: 'listings',
    params: (w) => ({ file: `${w.photoHash}-320.webp` }),
  },
  // Search engines: robots.txt and the sitemaps made from the database
  'GET /robots.txt': { auth: 'none', group: 'seo' },
  'GET /sitemap.xml': { auth: 'none', group: 'seo' },
  'GET /sitemaps/:file': { auth: 'none', group: 'seo', params: () => ({ file: 'properties-1.xml' }) },
} satisfies Record<`${Method} /${string}`, FuzzRow & { auth: Auth }>;
