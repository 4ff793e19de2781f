/** "Report" under a review: a reason, then the review says it was reported. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_UI } from '../../src/client/features/reports/reports.content';
import { ReviewReportButton } from '../../src/client/features/reviews/components/ReviewReportButton';
import { REVIEW_REPORT_UI } from '../../src/client/features/reviews/reviews.content';
import type { PublicReview } from '../../src/shared/reviews/review-labels';
import { REVIEW_REPORT_MESSAGES, REVIEW_REPORT_REASON_LABELS } from '../../src/shared/reviews/review-report-contract';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';

beforeAll(async () => {
  await import('../../src/client/features/reports/ReportDialog');
}, 30_000);

const REVIEW: PublicReview = {
  id: 5,
  author: 'Amit K.',
  ratings: { overall: 2, connectivity: 2, safety: 3, schools: 2, utilities: 1, markets: 3 },
  text: 'Water comes once in two days and the road floods every monsoon.',
  tenure: 'Tenant',
  stay: '1-3 years',
  livesThere: false,
  helpfulCount: 0,
  createdAt: '2026-08-18T10:00:00.000Z',
  editedAt: null,
};

describe('reporting a review', { timeout: 15_000 }, () => {
  it('sends the chosen reason and then says the review was reported', async () => {
    storeSession();
    const api = stubFetch({
      'POST /api/reviews/5/report': {
        status: 201,
        body: { success: true, message: REVIEW_REPORT_MESSAGES.sent, data: { id: 1, reviewId: 5, reason: 'spam' } },
      },
    });
    render(<ReviewReportButton review={REVIEW} />);
    fireEvent.click(screen.getByRole('button', { name: REVIEW_REPORT_UI.buttonLabel('Amit K.') }));
    const dialog = await screen.findByRole('dialog', { name: REVIEW_REPORT_UI.title });
    fireEvent.click(within(dialog).getByLabelText(REVIEW_REPORT_REASON_LABELS.spam));
    fireEvent.click(within(dialog).getByRole('button', { name: REPORT_UI.send }));
    expect((await screen.findByRole('status')).textContent).toBe(REVIEW_REPORT_UI.reported);
    expect(api.to('POST /api/reviews/5/report')[0]?.body).toEqual({ reason: 'spam' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
