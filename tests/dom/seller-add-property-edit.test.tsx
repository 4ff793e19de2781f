import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_PROPERTY_COPY as C } from '../../src/client/features/sellers/add-property/add-property.content';
import { ROUTES } from '../../src/shared/route-titles';
import type { SellerListing } from '../../src/shared/sellers/seller-constants';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { next, renderAddProperty, stepHeading, storedListing, type } from '../helpers/seller-add-property-dom';
import { clearDrafts } from '../helpers/seller-add-property-drafts';

const GET = 'GET /api/seller/properties/7';
const PATCH = 'PATCH /api/seller/properties/7';

function editListing(status: 'active' | 'pending', stored: Partial<SellerListing> = {}) {
  const api = stubFetch({
    [GET]: { status: 200, body: { success: true, data: storedListing({ status, ...stored }) } },
    [PATCH]: {
      status: 200,
      body: {
        success: true,
        message: SELLER_MESSAGES.listingSentForReview,
        data: storedListing({ status: 'pending' }),
      },
    },
  });
  storeSession(undefined, 'tok-7');
  renderAddProperty('/saller/property/add?id=7');
  return api;
}

async function toStep(name: string) {
  await stepHeading('Basic details');
  for (const step of ['Property details', 'Location', 'Amenities', 'Price', 'Photos', 'Review and submit']) {
    next();
    await stepHeading(step);
    if (step === name) return;
  }
}

describe('editing a property', () => {
  afterEach(() => {
    clearDrafts();
    vi.unstubAllGlobals();
  });

  it('is headed Edit property, in the page and the tab title', async () => {
    editListing('active');
    await stepHeading('Basic details');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(C.editTitle);
    expect(screen.queryByRole('heading', { name: ROUTES.sellerAddProperty.title })).toBeNull();
    expect(document.title).toContain(C.editTitle);
  });

  it('says a new price sends a live listing back to review, as the price changes and again on saving', async () => {
    const api = editListing('active');
    await toStep('Price');
    expect(screen.queryByText(C.priceReviewNotice)).toBeNull();
    type('Price (₹)', '11500000');
    expect(screen.getByRole('note').textContent).toBe(C.priceReviewNotice);
    // Back to the stored price: nothing goes back to review.
    type('Price (₹)', '12500000');
    expect(screen.queryByText(C.priceReviewNotice)).toBeNull();
    type('Price (₹)', '11500000');
    next();
    await stepHeading('Photos');
    next();
    await stepHeading('Review and submit');
    expect(screen.getByText(C.priceReviewNotice)).toBeTruthy();

    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('button', { name: C.saveChanges }));
    expect(confirm).toHaveBeenCalledWith(C.priceReviewConfirm('₹1.15 Cr'));
    expect(api.to(PATCH)).toHaveLength(0);

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: C.saveChanges }));
    expect(await screen.findByText(SELLER_MESSAGES.listingSentForReview)).toBeTruthy();
    expect(api.to(PATCH)[0]?.body).toMatchObject({ price: 11_500_000 });
  });

  it('lets a listing posted before carpet areas were asked change its price without one', async () => {
    const api = editListing('active', { carpetArea: null });
    await toStep('Price');
    expect(screen.queryByText(/carpet area/i, { selector: '[role=alert], .text-red-700' })).toBeNull();
    type('Price (₹)', '11500000');
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    fireEvent.click(screen.getByRole('button', { name: C.saveChanges }));
    expect(await screen.findByText(SELLER_MESSAGES.listingSentForReview)).toBeTruthy();
    expect(api.to(PATCH)[0]?.body).toMatchObject({ price: 11_500_000, carpetArea: null });
  });

  it('asks nothing when the listing is not live or its price is unchanged', async () => {
    const api = editListing('pending');
    await toStep('Price');
    type('Price (₹)', '11500000');
    expect(screen.queryByRole('note')).toBeNull();
    next();
    await stepHeading('Photos');
    next();
    await stepHeading('Review and submit');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('button', { name: C.saveChanges }));
    await waitFor(() => expect(api.to(PATCH)).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('the wizard’s messages', () => {
  afterEach(() => clearDrafts());

  it('clears a field’s message as soon as the field is valid, and keeps the others', async () => {
    editListing('active');
    await toStep('Location');
    type('Locality', '');
    type('City', '');
    next();
    expect(await screen.findByText('Locality is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    type('Locality', 'Kolar Road');
    expect(screen.queryByText('Locality is required')).toBeNull();
    expect(screen.getByText('City is required')).toBeTruthy();
    // Typing into the field never brings a message of its own before Next.
    type('City', 'Bhopal');
    expect(screen.queryByText('City is required')).toBeNull();
  });
});
