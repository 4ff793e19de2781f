/**
 * The fuzz's rows of what buyers use (enquiries and contacts, the contact form, alerts, the shortlist and
 * recently viewed), run by tests/api/fuzz-member.test.ts. fuzz-endpoints.ts gathers them.
 */
import type { ApiKey } from '../../src/shared/endpoints/api-endpoints';
import { ENQUIRY_LABELS } from '../../src/shared/enquiries/enquiry-constants';
import type { FuzzRow } from './fuzz-endpoints';
import { id, same } from './fuzz-rows-shared';

const PUSH = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-endpoint',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** Enquiries, seller contacts and the contact form. */
export const ENQUIRIES_FUZZ = {
  'POST /api/enquiries': {
    group: 'enquiries',
    idempotent: true,
    typed: { message: ENQUIRY_LABELS.message },
    body: (w) => ({
      propertyId: w.publicPropertyId,
      message: 'Is it still available? I can visit on Sunday.',
      preferredTime: 'Evening',
    }),
  },
  'GET /api/properties/:id/contact': {
    group: 'enquiries',
    params: (w) => id(w.publicPropertyId),
  },
  'GET /api/projects/:id/contact': {
    group: 'enquiries',
    params: (w) => id(w.publicProjectId),
  },
  'GET /api/me/enquiries': { group: 'enquiries' },
  // A reason that never counts towards holding: the fuzz's public listing must stay public.
  'POST /api/properties/:id/report': {
    group: 'enquiries',
    params: (w) => id(w.publicPropertyId),
    typed: { details: 'Details' },
    codes: ['reason'],
    body: () => ({ reason: 'wrong-details', details: 'The area shown is larger than the flat.' }),
  },
  'POST /api/projects/:id/report': {
    group: 'enquiries',
    params: (w) => id(w.publicProjectId),
    typed: { details: 'Details' },
    codes: ['reason'],
    body: () => ({ reason: 'duplicate', details: 'The same project is listed twice.' }),
  },
  'POST /api/contact': {
    group: 'enquiries',
    idempotent: true,
    typed: same('name', 'message'),
    body: () => ({ name: 'Meera Joshi', email: 'meera@example.test', message: 'Please call me about listing plans.' }),
  },
} satisfies Partial<Record<ApiKey, FuzzRow>>;

/** A resident's review of the fuzz world's public listing's locality (Arera Colony, Bhopal). */
const PLACE = () => ({ city: 'bhopal', locality: 'arera-colony' });

/** Resident reviews: reads, one's own review, helpful marks on the builder's review. */
export const REVIEWS_FUZZ = {
  'GET /api/reviews/:city/:locality': { group: 'reviews', params: PLACE, query: () => 'sort=helpful&page=1' },
  'GET /api/reviews/:city': { group: 'reviews', params: () => ({ city: 'bhopal' }) },
  'GET /api/me/reviews/:city/:locality': { group: 'reviews', params: PLACE },
  'PUT /api/me/reviews/:city/:locality': {
    group: 'reviews',
    params: PLACE,
    typed: { text: 'Your review' },
    body: () => ({
      overall: 4,
      connectivity: 3,
      safety: 4,
      schools: 5,
      utilities: 3,
      markets: 4,
      text: 'Good schools nearby, water comes twice a day and the main road jams at 9 am.',
      tenure: 'Owner',
      stay: 'Over 5 years',
      livesThere: true,
    }),
  },
  'POST /api/reviews/:id/helpful': { group: 'reviews', params: (w) => id(w.reviewId) },
  'DELETE /api/reviews/:id/helpful': { group: 'reviews', params: (w) => id(w.reviewId) },
  'POST /api/reviews/:id/report': {
    group: 'reviews',
    params: (w) => id(w.reviewId),
    typed: { details: 'Details' },
    codes: ['reason'],
    body: () => ({ reason: 'personal', details: 'It names my neighbour and his flat number.' }),
  },
} satisfies Partial<Record<ApiKey, FuzzRow>>;

/** Saved searches and push alerts, the shortlist and recently viewed. */
export const ALERTS_AND_SHORTLIST_FUZZ = {
  // Alerts
  'POST /api/saved-searches/new-counts': {
    group: 'alerts',
    body: () => ({ searches: [{ query: 'city=Bhopal&transactionType=Buy', since: '2026-01-01T00:00:00.000Z' }] }),
  },
  'GET /api/push/public-key': { group: 'alerts' },
  'GET /api/me/saved-searches': { group: 'alerts' },
  'POST /api/me/saved-searches': {
    group: 'alerts',
    typed: same('query', 'label'),
    body: () => ({ query: 'city=Indore&transactionType=Rent', label: 'Indore rentals' }),
  },
  'POST /api/me/saved-searches/:id/seen': {
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
  },
  'PATCH /api/me/saved-searches/:id': {
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
    body: () => ({ paused: true }),
  },
  'DELETE /api/me/saved-searches/:id': {
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
  },
  'POST /api/me/push-subscriptions': { group: 'alerts', body: () => PUSH },
  'DELETE /api/me/push-subscriptions': {
    group: 'alerts',
    body: () => ({ endpoint: PUSH.endpoint }),
  },

  // Shortlist and recently viewed
  'GET /api/me/shortlist': { group: 'shortlist' },
  'PUT /api/me/shortlist/:kind/:id': {
    group: 'shortlist',
    params: (w) => ({ kind: 'property', id: String(w.publicPropertyId) }),
  },
  'DELETE /api/me/shortlist/:kind/:id': {
    group: 'shortlist',
    params: (w) => ({ kind: 'project', id: String(w.publicProjectId) }),
  },
  'POST /api/me/shortlist/sync': {
    group: 'shortlist',
    body: (w) => ({
      items: [{ kind: 'property', id: w.publicPropertyId, at: new Date().toISOString() }],
      removed: [{ kind: 'project', id: w.publicProjectId }],
    }),
  },
  'GET /api/me/recently-viewed': { group: 'shortlist' },
  'POST /api/me/recently-viewed/sync': {
    group: 'shortlist',
    body: (w) => ({ items: [{ kind: 'property', id: w.publicPropertyId, at: new Date().toISOString() }] }),
  },
} satisfies Partial<Record<ApiKey, FuzzRow>>;
