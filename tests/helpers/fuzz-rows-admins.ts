/** The fuzz's rows of the admin routes, run by tests/api/fuzz-admin.test.ts. fuzz-endpoints.ts gathers them. */

import { BILLING_LABELS } from '../../src/shared/billing/billing-labels';
import type { ApiKey } from '../../src/shared/endpoints/api-endpoints';
import { validPlan } from '../fixtures/plans';
import type { FuzzRow, FuzzWorld } from './fuzz-endpoints';
import { id, same } from './fuzz-rows-shared';

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const REASON = 'Photos are blurred and the price looks wrong';
const PLAN = validPlan({ name: 'Fuzz Plan', sellerType: 'Builder', projectCredits: 1 });

/** The moderation routes of listings or projects: alike but for the records they act on. */
function moderation(kind: 'properties' | 'projects') {
  const moderated = (w: FuzzWorld) => (kind === 'properties' ? w.moderatedPropertyId : w.moderatedProjectId);
  const doomed = (w: FuzzWorld) => (kind === 'properties' ? w.adminDoomedPropertyId : w.adminDoomedProjectId);
  return {
    approve: { group: 'admin', params: (w) => id(moderated(w)) },
    reject: {
      group: 'admin',
      params: (w) => id(moderated(w)),
      typed: same('reason'),
      body: () => ({ reason: REASON }),
    },
    feature: { group: 'admin', params: (w) => id(moderated(w)), body: () => ({ until: future() }) },
    unfeature: { group: 'admin', params: (w) => id(moderated(w)) },
    delete: { group: 'admin', params: (w) => id(doomed(w)) },
    bulk: {
      group: 'admin',
      typed: same('reason'),
      body: (w) => ({ action: 'reject', ids: [moderated(w)], reason: REASON }),
    },
  } satisfies Record<string, FuzzRow>;
}
const PROPERTY_MODERATION = moderation('properties');
const PROJECT_MODERATION = moderation('projects');

export const ADMINS_FUZZ = {
  'GET /api/admin/dashboard': { group: 'admin' },
  'GET /api/admin/properties': {
    group: 'admin',
    query: () => 'status=pending&sort=price&order=desc&page=1&pageSize=10',
    textQuery: ['q', 'city'],
  },
  'GET /api/admin/projects': {
    group: 'admin',
    query: () => 'status=active&flagged=true',
    textQuery: ['q', 'city'],
  },
  'GET /api/admin/properties/:id/review': {
    group: 'admin',
    params: (w) => id(w.moderatedPropertyId),
    query: () => 'status=pending',
  },
  'POST /api/admin/properties/:id/approve': PROPERTY_MODERATION.approve,
  'POST /api/admin/properties/:id/reject': PROPERTY_MODERATION.reject,
  'POST /api/admin/properties/:id/feature': PROPERTY_MODERATION.feature,
  'POST /api/admin/properties/:id/unfeature': PROPERTY_MODERATION.unfeature,
  'DELETE /api/admin/properties/:id': PROPERTY_MODERATION.delete,
  'POST /api/admin/properties/bulk': PROPERTY_MODERATION.bulk,
  'POST /api/admin/projects/:id/approve': PROJECT_MODERATION.approve,
  'POST /api/admin/projects/:id/reject': PROJECT_MODERATION.reject,
  'POST /api/admin/projects/:id/feature': PROJECT_MODERATION.feature,
  'POST /api/admin/projects/:id/unfeature': PROJECT_MODERATION.unfeature,
  'DELETE /api/admin/projects/:id': PROJECT_MODERATION.delete,
  'POST /api/admin/projects/bulk': PROJECT_MODERATION.bulk,
  'GET /api/admin/plans': { group: 'admin' },
  'POST /api/admin/plans': { group: 'admin', typed: { name: BILLING_LABELS.plan.name }, body: () => PLAN },
  'PATCH /api/admin/plans/:id': {
    group: 'admin',
    params: (w) => id(w.planId),
    typed: { name: BILLING_LABELS.plan.name },
    body: () => ({ priceInr: 1999 }),
  },
  'GET /api/admin/payments': { group: 'admin', query: () => 'status=pending&page=1' },
  'GET /api/admin/payments.csv': { group: 'admin', query: () => 'provider=manual' },
  'POST /api/admin/payments/:id/mark-paid': {
    group: 'admin',
    params: (w) => id(w.paymentId),
    body: () => ({ reference: '412345678901' }),
  },
  'GET /api/admin/settings/quota': { group: 'admin' },
  'PUT /api/admin/settings/quota': {
    group: 'admin',
    body: () => ({ freeListingQuota: 500, freeProjectQuota: 500 }),
  },
  'GET /api/admin/users': {
    group: 'admin',
    query: () => 'q=asha&status=active&page=1',
    textQuery: ['q'],
  },
  'GET /api/admin/sellers': {
    group: 'admin',
    query: () => 'sellerType=Builder',
    textQuery: ['q'],
  },
  'GET /api/admin/users/:id': { group: 'admin', params: (w) => id(w.victimUserId) },
  'POST /api/admin/users/:id/block': {
    group: 'admin',
    params: (w) => id(w.victimUserId),
  },
  'POST /api/admin/users/:id/unblock': {
    group: 'admin',
    params: (w) => id(w.victimUserId),
  },
  'POST /api/admin/sellers/:id/type': {
    group: 'admin',
    params: (w) => id(w.victimUserId),
    body: () => ({ sellerType: 'Agent' }),
  },
  'GET /api/admin/broker-requests': { group: 'admin', query: () => 'status=pending' },
  'POST /api/admin/broker-requests/:id/approve': {
    group: 'admin',
    params: (w) => id(w.brokerRequestId),
  },
  'POST /api/admin/broker-requests/:id/reject': {
    group: 'admin',
    params: (w) => id(w.brokerRequestId),
    typed: same('reason'),
    body: () => ({ reason: 'The RERA number is not listed' }),
  },
  'GET /api/admin/reports': { group: 'admin', query: () => 'page=1' },
  // Listings nobody reported: a valid decision answers 409 and changes nothing.
  'POST /api/admin/reports/properties/:id': {
    group: 'admin',
    params: (w) => id(w.moderatedPropertyId),
    typed: same('reason'),
    body: () => ({ action: 'hide', reason: REASON }),
  },
  'POST /api/admin/reports/projects/:id': {
    group: 'admin',
    params: (w) => id(w.moderatedProjectId),
    typed: same('reason'),
    body: () => ({ action: 'hide', reason: REASON }),
  },
  'GET /api/admin/reviews': { group: 'admin', query: () => 'status=hidden&page=1' },
  'POST /api/admin/reviews/:id/hide': {
    group: 'admin',
    params: (w) => id(w.reviewId),
    typed: { reason: 'Reason' },
    body: () => ({ reason: 'Names a neighbour' }),
  },
  'POST /api/admin/reviews/:id/unhide': { group: 'admin', params: (w) => id(w.reviewId) },
  'GET /api/admin/review-reports': { group: 'admin', query: () => 'page=1' },
  // A review nobody reported: a valid decision answers 409 and changes nothing.
  'POST /api/admin/review-reports/:id': {
    group: 'admin',
    params: (w) => id(w.reviewId),
    typed: { reason: 'Reason' },
    body: () => ({ action: 'hide', reason: 'Names a neighbour' }),
  },
} satisfies Partial<Record<ApiKey, FuzzRow>>;
