/**
 * Reports of listings and projects (server: features/reports): buyers send them, admins work the queue.
 * Contract in `src/shared/reports/report-contract.ts`.
 */
import {
  type AdminReportsPage,
  adminReportsQuerySchema,
  REPORT_HOLD_THRESHOLD,
  type ReportActionResponse,
  type ReportSentResponse,
  reportActionSchema,
  reportInputSchema,
} from '../reports/report-contract';
import { endpoint } from './endpoint';

const reportDescription = `\`details\` is required when \`reason\` is other (400 otherwise). One per person per listing (a second answers 409), at most 10 an hour per account (429). \
A listing must be public (404 otherwise) and not the caller's own (403). When ${REPORT_HOLD_THRESHOLD} people have \
reported it as sold or let or as fake, it is hidden pending review and its seller is told why.`;

const actionDescription = `hide: the listing is rejected with the reason (the seller reads it) and its reports upheld. \
dismiss: its reports are dismissed and a listing held by reports is active again. 409 when it has no open reports.`;

export const REPORTS_ENDPOINTS = {
  'POST /api/properties/:id/report': endpoint<ReportSentResponse>()({
    summary: 'Report a property (sold, wrong details, fake, duplicate, agent posing as owner, other)',
    access: 'user',
    example: {
      params: { id: '443' },
      body: { reason: 'sold', details: 'The owner said it was sold last month when I called.' },
    },
    statuses: [403, 404, 409, 429],
    body: reportInputSchema,
    status: 201,
    description: reportDescription,
  }),
  'POST /api/projects/:id/report': endpoint<ReportSentResponse>()({
    summary: 'Report a project',
    access: 'user',
    example: {
      params: { id: '18' },
      body: { reason: 'wrong-details', details: 'The brochure at the site office says 180 flats, not 240.' },
    },
    statuses: [403, 404, 409, 429],
    body: reportInputSchema,
    status: 201,
    description: reportDescription,
  }),
  'GET /api/admin/reports': endpoint<AdminReportsPage>()({
    summary: 'The reports queue: reported listings and projects with open reports, newest first',
    access: 'admin',
    example: { query: { page: '1' } },
    query: adminReportsQuerySchema,
  }),
  'POST /api/admin/reports/properties/:id': endpoint<ReportActionResponse>()({
    summary: 'Hide a reported property or dismiss its reports',
    access: 'admin',
    example: {
      params: { id: '443' },
      body: { action: 'hide', reason: 'Three buyers and the society office say the flat is already sold.' },
    },
    statuses: [404, 409],
    body: reportActionSchema,
    description: actionDescription,
  }),
  'POST /api/admin/reports/projects/:id': endpoint<ReportActionResponse>()({
    summary: 'Hide a reported project or dismiss its reports',
    access: 'admin',
    example: { params: { id: '18' }, body: { action: 'dismiss' } },
    statuses: [404, 409],
    body: reportActionSchema,
    description: actionDescription,
  }),
} as const;
