/** Reports of resident reviews and the admins' queue of them (server: features/reviews). */
import type { AdminPage } from '../admin/admin-people-contract';
import { adminReportsQuerySchema } from '../reports/report-contract';
import {
  type AdminReviewReport,
  type ReviewReportReceipt,
  reviewReportActionSchema,
  reviewReportInputSchema,
} from '../reviews/review-report-contract';
import { endpoint, type Ok } from './endpoint';

type Said<T> = Ok<T> & { message: string };

export const REVIEW_REPORTS_ENDPOINTS = {
  'POST /api/reviews/:id/report': endpoint<Said<ReviewReportReceipt>>()({
    summary: 'Report a review (abusive, spam, exposes a person, not by a resident, other)',
    access: 'user',
    example: { params: { id: '64' }, body: { reason: 'personal', details: 'It names my neighbour and his flat.' } },
    statuses: [403, 404, 409, 429],
    body: reviewReportInputSchema,
    status: 201,
    description:
      'One report per account per review, of a review the public sees and not one’s own; details are required ' +
      'for Other. Counts against the same hourly allowance as reports of listings (429 with Retry-After).',
  }),
  'GET /api/admin/review-reports': endpoint<AdminPage<AdminReviewReport>>()({
    summary: 'Reviews with open reports, the newest report first',
    access: 'admin',
    example: { query: { page: '1' } },
    query: adminReportsQuerySchema,
  }),
  'POST /api/admin/review-reports/:id': endpoint<Said<{ reviewId: number; closed: number }>>()({
    summary: 'Hide a reported review (with the reason its author reads) or dismiss its reports',
    access: 'admin',
    example: { params: { id: '64' }, body: { action: 'hide', reason: 'It names a neighbour and accuses him.' } },
    statuses: [404, 409],
    body: reviewReportActionSchema,
    description: 'Closes every open report of the review; 409 when none is open (already dealt with).',
  }),
};
