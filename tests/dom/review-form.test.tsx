/**
 * The review form: it checks with the API's own schema before sending (each refused field shows the
 * contract's message in the form's words), sends the ratings and choices as the API takes them, and puts
 * a refusal from the server beside the field it names.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from '../../src/client/features/reviews/components/ReviewForm';
import { REVIEW_FORM_UI } from '../../src/client/features/reviews/reviews.content';
import {
  RATING_LABELS,
  REVIEW_FIELD_LABELS,
  REVIEW_RATINGS,
  REVIEW_TEXT_MESSAGES,
  ratingMessage,
  reviewContactMessage,
  TENURE_LABELS,
} from '../../src/shared/reviews/review-contract';
import { STAY_LABELS } from '../../src/shared/reviews/review-labels';

const TEXT = 'Quiet lanes and a good vegetable market, but the main road jams every evening.';

function fill() {
  for (const rating of REVIEW_RATINGS)
    fireEvent.click(within(screen.getByRole('group', { name: RATING_LABELS[rating] })).getByLabelText('3 stars'));
  fireEvent.change(screen.getByLabelText(REVIEW_FIELD_LABELS.text), { target: { value: TEXT } });
  fireEvent.click(screen.getByLabelText(TENURE_LABELS.Owner));
  fireEvent.click(screen.getByLabelText(STAY_LABELS['Over 5 years']));
  fireEvent.click(screen.getByLabelText(REVIEW_FIELD_LABELS.livedBefore));
}

describe('review form', () => {
  it('shows each missing answer in the form’s words and sends nothing', async () => {
    const onSave = vi.fn();
    render(<ReviewForm existing={null} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(ratingMessage('safety'))).toBeTruthy();
    expect(screen.getByText(ratingMessage('utilities'))).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXT_MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXT_MESSAGES.tenure)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says how to rate beside each rating not given yet, and stops once a star is tapped', () => {
    render(<ReviewForm existing={null} onSave={vi.fn()} />);
    const overall = screen.getByRole('group', { name: RATING_LABELS.overall });
    expect(within(overall).getByText(REVIEW_FORM_UI.tapToRate)).toBeTruthy();
    expect(screen.getAllByText(REVIEW_FORM_UI.tapToRate)).toHaveLength(REVIEW_RATINGS.length);
    fireEvent.click(within(overall).getByLabelText('4 stars'));
    expect(within(overall).queryByText(REVIEW_FORM_UI.tapToRate)).toBeNull();
    expect(within(overall).getByText('4')).toBeTruthy();
    expect(screen.getAllByText(REVIEW_FORM_UI.tapToRate)).toHaveLength(REVIEW_RATINGS.length - 1);
  });

  it('sends the review as the API takes it, and shows the server’s refusal beside its field', async () => {
    const onSave = vi.fn(async () => ({ ok: false as const, message: reviewContactMessage }));
    render(<ReviewForm existing={null} onSave={onSave} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(reviewContactMessage)).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({
      overall: 3,
      connectivity: 3,
      safety: 3,
      schools: 3,
      utilities: 3,
      markets: 3,
      text: TEXT,
      tenure: 'Owner',
      stay: 'Over 5 years',
      livesThere: false,
    });
    expect(screen.getByLabelText(REVIEW_FIELD_LABELS.text).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a phone number in the text before sending', async () => {
    const onSave = vi.fn();
    render(<ReviewForm existing={null} onSave={onSave} />);
    fill();
    fireEvent.change(screen.getByLabelText(REVIEW_FIELD_LABELS.text), {
      target: { value: 'Good area, call the secretary on 98765 43210 for flats on rent here.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(reviewContactMessage)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
