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
    example: {
      body: {
        items: [
          { kind: 'property', id: 443, at: '2026-11-20T09:30:00+05:30' },
          { kind: 'project', id: 18, at: '2026-11-18T18:05:00+05:30' },
        ],
        removed: [{ kind: 'property', id: 451 }],
      },
    },
    body: shortlistSyncSchema,
  }),
  'PUT /api/me/shortlist/:kind/:id': endpoint<Ok<SavedListing>>()({
    summary: 'Shortlist a property or project',
    access: 'user',
    example: { params: { kind: 'property', id: '443' } },
    statuses: [404, 409],
  }),
  'DELETE /api/me/shortlist/:kind/:id': endpoint<Ack>()({
    summary: 'Take a listing off the shortlist',
    access: 'user',
    example: { params: { kind: 'property', id: '443' } },
  }),
  'GET /api/me/recently-viewed': endpoint<Ok<SavedListing[]>>()({
    summary: 'Recently viewed listings, newest first',
    access: 'user',
  }),
  'POST /api/me/recently-viewed/sync': endpoint<Ok<SavedListing[]>>()({
    summary: 'Merge the browser’s recently viewed with the account’s',
    access: 'user',
    example: { body: { items: [{ kind: 'property', id: 443, at: '2026-11-21T20:15:00+05:30' }] } },
    body: recentSyncSchema,
  }),
  'GET /api/me/enquiries': endpoint<MyEnquiriesAnswer>()({
    summary: 'The enquiries the caller sent, newest first',
    access: 'user',
  }),
  'POST /api/saved-searches/new-counts': endpoint<Ok<number[]>>()({
    summary: 'Listings new since each search’s time (no session needed)',
    access: 'public',
    example: {
      body: {
        searches: [
          { query: 'city=Bhopal&transactionType=Rent', since: '2026-11-20T09:30:00+05:30' },
          { query: 'city=Indore&propertyType=Plot', since: '2026-11-15T08:00:00+05:30' },
        ],
      },
    },
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
    example: { params: { id: '31' } },
    statuses: [404],
  }),
  'DELETE /api/me/saved-searches/:id': endpoint<Ack>()({
    summary: 'Forget a saved search',
    access: 'user',
    example: { params: { id: '31' } },
    statuses: [404],
  }),
  'PATCH /api/me/saved-searches/:id': endpoint<Ok<SavedSearch>>()({
    summary: 'Pause or resume a saved search, or turn its text alerts on or off',
    access: 'user',
    example: { params: { id: '31' }, body: { paused: true } },
    body: savedSearchPatchSchema,
    statuses: [404, 409],
    description: '404 for another’s or unknown; 409 for text alerts on a second search of the account.',
  }),
  'POST /api/me/push-subscriptions': endpoint<Ack>()({
    summary: 'Subscribe this browser to saved-search alerts',
    access: 'user',
    example: {
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/cXk1Yv9sT2w:APA91bGw0e6Jx3Qf7Rk2Lm8Np4Zs',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    },
    body: pushSubscriptionSchema,
    status: 201,
  }),
  'DELETE /api/me/push-subscriptions': endpoint<Ack>()({
    summary: 'Unsubscribe a browser',
    access: 'user',
    example: { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/cXk1Yv9sT2w:APA91bGw0e6Jx3Qf7Rk2Lm8Np4Zs' } },
    body: pushEndpointOnly,
  }),
  'POST /api/billing/razorpay/webhook': endpoint<Done>()({
    summary: 'Razorpay’s signed payment events',
    access: 'signed',
    example: {
      body: {
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_Nf3kXq8bYv2LzA',
              order_id: 'order_Nf3jR5tWq1PmZc',
              amount: 499_900,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      },
    },
    statuses: [401, 404],
    bodyNote: {
      type: 'application/json',
      description: 'Razorpay’s event, signed over its raw bytes in `X-Razorpay-Signature`; a bad signature is 400.',
    },
  }),
};
