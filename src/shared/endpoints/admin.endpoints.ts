/**
 * The admin area (server: features/admin); its plans, payments and quotas are in billing.endpoints.ts. Every call answers 401 without a
 * session and 403 for anyone but an admin; each change is written to the audit log.
 */
import { z } from 'zod';
import {
  type AdminListingsPage,
  adminListingsQuerySchema,
  adminProjectsQuerySchema,
} from '../admin/admin-listings-contract';
import {
  ADMIN_PEOPLE_MAX_PAGE,
  ADMIN_PEOPLE_MESSAGES,
  type AdminPage,
  type AdminSellerRow,
  type AdminUserResponse,
  type AdminUserRow,
  adminSellersQuerySchema,
  adminUsersQuerySchema,
  sellerTypeChangeSchema,
} from '../admin/admin-people-contract';
import {
  type AdminBrokerRequest,
  BROKER_REQUEST_STATUSES,
  type BrokerRequestResponse,
} from '../admin/broker-request-contract';
import type { AdminDashboardResponse } from '../admin/dashboard-contract';
import { type ListingReviewResponse, listingReviewQuerySchema } from '../admin/listing-review-contract';
import {
  type BulkModerationResponse,
  bulkSchema,
  FEATURE_LIMITS,
  featureSchema,
  type ListingActionResponse,
  type ModerationResponse,
  rejectSchema,
} from '../admin/moderation-contract';
import { oneOf } from '../sellers/seller-fields';
import { endpoint } from './endpoint';

export const brokerQueueQuery = z.object({
  status: oneOf('status', BROKER_REQUEST_STATUSES).optional(),
  page: z.coerce
    .number({ error: ADMIN_PEOPLE_MESSAGES.pageRange })
    .int(ADMIN_PEOPLE_MESSAGES.pageRange)
    .min(1, ADMIN_PEOPLE_MESSAGES.pageRange)
    .max(ADMIN_PEOPLE_MAX_PAGE, ADMIN_PEOPLE_MESSAGES.pageRange)
    .default(1),
});

export interface Changed<T> {
  success: true;
  message: string;
  data: T;
}

const admin = 'admin' as const;

const BULK_REASON = '`reason` is required when `action` is reject (400 otherwise).';
export const FROM_TO = '`from` not after `to` (400 otherwise).';
const FEATURE_UNTIL = `\`until\` must be after now and at most ${FEATURE_LIMITS.maxDays} days ahead, by the server’s clock (400 otherwise).`;

export const ADMIN_ENDPOINTS = {
  'GET /api/admin/dashboard': endpoint<AdminDashboardResponse>()({
    summary: 'Counts, queues, a 14-day trend and recent activity',
    access: admin,
  }),
  'GET /api/admin/properties': endpoint<AdminListingsPage>()({
    summary: 'The properties table',
    access: admin,
    example: { query: { status: 'pending', city: 'Bhopal', sort: 'createdAt', order: 'desc', page: '1' } },
    query: adminListingsQuerySchema,
    description: FROM_TO,
  }),
  'GET /api/admin/projects': endpoint<AdminListingsPage>()({
    summary: 'The projects table',
    access: admin,
    example: { query: { status: 'pending', city: 'Indore', propertyType: 'Residential', page: '1' } },
    query: adminProjectsQuerySchema,
    description: FROM_TO,
  }),
  'GET /api/admin/properties/:id/review': endpoint<ListingReviewResponse>()({
    summary: 'The evidence for reviewing one property',
    access: admin,
    example: { params: { id: '443' }, query: { status: 'pending' } },
    statuses: [404],
    query: listingReviewQuerySchema,
    description:
      'Every photo, the details, the seller’s history, the flags with the matching listings, what an edit changed, open reports, and the previous and next listing of the queue (`status`).',
  }),
  'POST /api/admin/properties/:id/approve': endpoint<ModerationResponse>()({
    summary: 'Approve a property',
    access: admin,
    example: { params: { id: '443' } },
    statuses: [404, 409],
  }),
  'POST /api/admin/properties/:id/reject': endpoint<ModerationResponse>()({
    summary: 'Reject a property with a reason',
    access: admin,
    example: {
      params: { id: '443' },
      body: { reason: 'The photos show a different building from the one described. Upload photos of this flat.' },
    },
    statuses: [404, 409],
    body: rejectSchema,
  }),
  'POST /api/admin/projects/:id/approve': endpoint<ModerationResponse>()({
    summary: 'Approve a project',
    access: admin,
    example: { params: { id: '18' } },
    statuses: [404, 409],
  }),
  'POST /api/admin/projects/:id/reject': endpoint<ModerationResponse>()({
    summary: 'Reject a project with a reason',
    access: admin,
    example: {
      params: { id: '18' },
      body: { reason: 'The RERA number is not in the MP RERA register. Check it and submit again.' },
    },
    statuses: [404, 409],
    body: rejectSchema,
  }),
  'POST /api/admin/properties/bulk': endpoint<BulkModerationResponse>()({
    summary: 'Approve or reject many properties',
    access: admin,
    example: { body: { action: 'approve', ids: [443, 451, 472] } },
    body: bulkSchema,
    description: BULK_REASON,
  }),
  'POST /api/admin/projects/bulk': endpoint<BulkModerationResponse>()({
    summary: 'Approve or reject many projects',
    access: admin,
    example: {
      body: { action: 'reject', ids: [18, 21], reason: 'The RERA number is not in the MP RERA register.' },
    },
    body: bulkSchema,
    description: BULK_REASON,
  }),
  'POST /api/admin/properties/:id/feature': endpoint<ListingActionResponse>()({
    summary: 'Feature a property until a date',
    access: admin,
    example: { params: { id: '443' }, body: { until: '2027-03-31' } },
    statuses: [404, 409],
    body: featureSchema,
    description: FEATURE_UNTIL,
  }),
  'POST /api/admin/properties/:id/unfeature': endpoint<ListingActionResponse>()({
    summary: 'Stop featuring a property',
    access: admin,
    example: { params: { id: '443' } },
    statuses: [404, 409],
  }),
  'DELETE /api/admin/properties/:id': endpoint<ListingActionResponse>()({
    summary: 'Delete a property',
    access: admin,
    example: { params: { id: '443' } },
    statuses: [404],
  }),
  'POST /api/admin/projects/:id/feature': endpoint<ListingActionResponse>()({
    summary: 'Feature a project until a date',
    access: admin,
    example: { params: { id: '18' }, body: { until: '2027-03-31' } },
    statuses: [404, 409],
    body: featureSchema,
    description: FEATURE_UNTIL,
  }),
  'POST /api/admin/projects/:id/unfeature': endpoint<ListingActionResponse>()({
    summary: 'Stop featuring a project',
    access: admin,
    example: { params: { id: '18' } },
    statuses: [404, 409],
  }),
  'DELETE /api/admin/projects/:id': endpoint<ListingActionResponse>()({
    summary: 'Delete a project',
    access: admin,
    example: { params: { id: '18' } },
    statuses: [404],
  }),
  'GET /api/admin/users': endpoint<AdminPage<AdminUserRow>>()({
    summary: 'Search accounts',
    access: admin,
    example: { query: { q: 'asha', status: 'active', page: '1' } },
    query: adminUsersQuerySchema,
  }),
  'GET /api/admin/sellers': endpoint<AdminPage<AdminSellerRow>>()({
    summary: 'Search sellers',
    access: admin,
    example: { query: { q: 'Verma', sellerType: 'Agent', page: '1' } },
    query: adminSellersQuerySchema,
  }),
  'GET /api/admin/users/:id': endpoint<AdminUserResponse>()({
    summary: 'One account in detail',
    access: admin,
    example: { params: { id: '112' } },
    statuses: [404],
  }),
  'POST /api/admin/users/:id/block': endpoint<AdminUserResponse>()({
    summary: 'Block an account (ends its sessions, hides its listings)',
    access: admin,
    example: { params: { id: '112' } },
    statuses: [403, 404, 409],
  }),
  'POST /api/admin/users/:id/unblock': endpoint<AdminUserResponse>()({
    summary: 'Unblock an account',
    access: admin,
    example: { params: { id: '112' } },
    statuses: [403, 404, 409],
  }),
  'POST /api/admin/sellers/:id/type': endpoint<AdminUserResponse>()({
    summary: 'Change a seller’s type',
    access: admin,
    example: { params: { id: '27' }, body: { sellerType: 'Builder' } },
    statuses: [404, 409],
    body: sellerTypeChangeSchema,
  }),
  'GET /api/admin/broker-requests': endpoint<AdminPage<AdminBrokerRequest>>()({
    summary: 'The agents’ verification requests',
    access: admin,
    example: { query: { status: 'pending', page: '1' } },
    query: brokerQueueQuery,
  }),
  'POST /api/admin/broker-requests/:id/approve': endpoint<BrokerRequestResponse>()({
    summary: 'Verify an agent',
    access: admin,
    example: { params: { id: '9' } },
    statuses: [404, 409],
  }),
  'POST /api/admin/broker-requests/:id/reject': endpoint<BrokerRequestResponse>()({
    summary: 'Turn a verification request down with a reason',
    access: admin,
    example: {
      params: { id: '9' },
      body: { reason: 'The certificate photo is blurred. Upload a clearer one.' },
    },
    statuses: [404, 409],
    body: rejectSchema,
  }),
};
