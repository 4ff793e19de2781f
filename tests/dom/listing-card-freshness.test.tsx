/**
 * A listing's confirmation reads green while recent and amber once older (FRESHNESS.recentDays), on the
 * card every list shows.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ListingCardView } from '../../src/client/features/listings/components/ListingCardView';
import { DAY_MS, FRESHNESS, FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import { listingCard } from '../fixtures/listing-detail';

const confirmedDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000).toISOString();

function lineOf(days: number) {
  render(
    <Router>
      <ListingCardView listing={listingCard({ confirmedAt: confirmedDaysAgo(days) })} />
    </Router>,
  );
  return screen.getByText(FRESHNESS_MESSAGES.confirmedAgo(days));
}

describe('the card’s “Confirmed available” line', () => {
  it('is green for a confirmation within the last two weeks', () => {
    expect(lineOf(FRESHNESS.recentDays).className).toContain('text-emerald-800');
  });

  it('is amber for an older one (52 days ago)', () => {
    const line = lineOf(52);
    expect(line.className).toContain('text-amber-800');
    expect(line.className).not.toContain('emerald');
  });
});
