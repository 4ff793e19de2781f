/**
 * A person's own lists, saved searches and push subscriptions (server: features/shortlist and
 * features/alerts); and Razorpay's webhook, which has no person at all.
 */

import {
  newCountsSchema,
  pushSubscriptionSchema,
  type SavedSearch,
  savedSearchInputSchema,
  savedSearchPatchSchema,
} from '../alerts/saved-search-contract';
import type { MyEnquiriesAnswer } from '../enquiries/my-enquiries';
import { recentSyncSchema, type SavedListing, shortlistSyncSchema } from '../shortlist/saved-listings-contract';
import { type Done, endpoint, type Ok } from './endpoint';

/** DELETE /api/me/push-subscriptions names only the subscription's endpoint. */
export const pushEndpointOnly = pushSubscriptionSchema.pick({ endpoint: true });

/** `{ success: true }`: done, nothing to add. */
export interface Ack {
  success: true;
}

export const ME_ENDPOINTS = {
  'GET /api/me/shortlist': endpoint<Ok<SavedListing[]>>()({ summary: 'The shortlist, newest first', access: 'user' }),
  'POST /api/me/shortlist/sync': endpoint<Ok<SavedListing[]>>()({
    summary: 'Merge the browser’s shortlist with the account’s',
    access: 'user',
    body: shortlistSyncSchema,
  }),
  'PUT /api/me/shortlist/:kind/:id': endpoint<Ok<SavedListing>>()({
    summary: 'Shortlist a property or project',
    access: 'user',
    statuses: [404, 409],
  }),
  'DELETE /api/me/shortlist/:kind/:id': endpoint<Ack>()({
    summary: 'Take a listing off the shortlist',
    access: 'user',
  }),
  'GET /api/me/recently-viewed': endpoint<Ok<SavedListing[]>>()({
    summary: 'Recently viewed listings, newest first',
    access: 'user',
  }),
  'POST /api/me/recently-viewed/sync': endpoint<Ok<SavedListing[]>>()({
    summary: 'Merge the browser’s recently viewed with the account’s',
    access: 'user',
    body: recentSyncSchema,
  }),
  'GET /api/me/enquiries': endpoint<MyEnquiriesAnswer>()({
    summary: 'The enquiries the caller sent, newest first',
    access: 'user',
  }),
  'POST /api/saved-searches/new-counts': endpoint<Ok<number[]>>()({
    summary: 'Listings new since each search’s time (no session needed)',
    access: 'public',
    body: newCountsSchema,
  }),
  'GET /api/push/public-key': endpoint<Ok<{ publicKey: string }>>()({
    summary: 'The VAPID public key (404 when push is not configured)',
    access: 'public',
    statuses: [404],
  }),
  'GET /api/me/saved-searches': endpoint<Ok<SavedSearch[]>>()({
    summary: 'The account’s saved searches',
    access: 'user',
  }),
  'POST /api/me/saved-searches': endpoint<Ok<SavedSearch>>()({
    summary: 'Save a search (200 with the one already saved)',
    access: 'user',
    statuses: [200, 409],
    example: { body: { query: 'city=Bhopal', label: 'Bhopal' } },
    body: savedSearchInputSchema,
    status: 201,
  }),
  'POST /api/me/saved-searches/:id/seen': endpoint<Ok<SavedSearch>>()({
    summary: 'Restart a saved search’s “new since” count',
    access: 'user',
    statuses: [404],
  }),
  'DELETE /api/me/saved-searches/:id': endpoint<Ack>()({
    summary: 'Forget a saved search',
    access: 'user',
    statuses: [404],
  }),
  'PATCH /api/me/saved-searches/:id': endpoint<Ok<SavedSearch>>()({
    summary: 'Pause or resume a saved search, or turn its text alerts on or off',
    access: 'user',
    body: savedSearchPatchSchema,
    statuses: [404, 409],
    description: '404 for another’s or unknown; 409 for text alerts on a second search of the account.',
  }),
  'POST /api/me/push-subscriptions': endpoint<Ack>()({
    summary: 'Subscribe this browser to saved-search alerts',
    access: 'user',
    body: pushSubscriptionSchema,
    status: 201,
  }),
  'DELETE /api/me/push-subscriptions': endpoint<Ack>()({
    summary: 'Unsubscribe a browser',
    access: 'user',
    body: pushEndpointOnly,
  }),
  'POST /api/billing/razorpay/webhook': endpoint<Done>()({
    summary: 'Razorpay’s signed payment events',
    access: 'signed',
    statuses: [401, 404],
    bodyNote: {
      type: 'application/json',
      description: 'Razorpay’s event, signed over its raw bytes in `X-Razorpay-Signature`; a bad signature is 400.',
    },
  }),
};
