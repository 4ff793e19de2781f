import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FORM } from '../../src/client/features/sellers/add-property/listing-form';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { ADD_PROPERTY_COPY } from '../../src/shared/sellers/seller-ui-add-property';
import { storeSession } from '../fixtures/accounts';
import { isolateFromNetwork, stubFetch } from '../helpers/fetch-stub';
import { memoryDrafts, storageState } from './seller-add-property-drafts';
import { next, renderAddProperty, stepHeading, storedListing, type } from './seller-add-property-support';

configure({ asyncUtilTimeout: 5000 });

vi.mock(
  '../../src/client/features/sellers/add-property/listing-draft.storage',
  () => import('./seller-add-property-drafts'),
);

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the add property draft', () => {
  isolateFromNetwork();
  afterEach(() => {
    memoryDrafts.clear();
    storageState.failSaves = false;
  });

  it('is saved as the seller types, with the step, a version and savedAt', async () => {
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', '2 BHK flat near Arera Colony market');
    await waitFor(() => expect(memoryDrafts.get('new')?.form.title).toBe('2 BHK flat near Arera Colony market'));
    const draft = memoryDrafts.get('new');
    expect(draft?.step).toBe('basics');
    expect(draft?.version).toBe(1);
    expect(typeof draft?.savedAt).toBe('number');
  });

  it('is restored on reload, at the step the seller was on', async () => {
    memoryDrafts.set('new', {
      version: 1,
      savedAt: Date.now() - 60_000,
      step: 'location',
      form: { ...EMPTY_FORM, title: '2 BHK flat near Arera Colony market', city: 'Bhopal' },
      photos: [],
    });
    renderAddProperty();
    await stepHeading('Location');
    expect(inputValue('City')).toBe('Bhopal');
    expect(screen.getByRole('status').textContent).toMatch(/^Your draft from .+ was restored\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Property details');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Basic details');
    expect(inputValue('Title')).toBe('2 BHK flat near Arera Colony market');
  });

  it('is thrown away with Discard draft, back to an empty first step', async () => {
    memoryDrafts.set('new', {
      version: 1,
      savedAt: Date.now(),
      step: 'location',
      form: { ...EMPTY_FORM, city: 'Bhopal' },
      photos: [],
    });
    renderAddProperty();
    await stepHeading('Location');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await stepHeading('Basic details');
    expect(memoryDrafts.has('new')).toBe(false);
    expect(screen.getByText(ADD_PROPERTY_COPY.draftDiscarded)).toBeTruthy();
    expect(inputValue('Title')).toBe('');
  });

  it('sends the seller back from the review to the first step with a problem, focused on the field', async () => {
    const api = stubFetch();
    memoryDrafts.set('new', {
      version: 1,
      savedAt: Date.now(),
      step: 'review',
      form: {
        ...EMPTY_FORM,
        title: '2 BHK flat near Arera Colony market',
        propertyType: 'Flat/Apartment',
        areaValue: '1100',
        bedrooms: '2',
        bathrooms: '2',
        state: 'Madhya Pradesh',
        locality: 'Arera Colony',
        price: '4500000',
      },
      photos: [],
    });
    renderAddProperty();
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await stepHeading('Location');
    expect(screen.getByText('City is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says so when the browser will not keep it', async () => {
    storageState.failSaves = true;
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', 'Something new');
    expect(await screen.findByText(ADD_PROPERTY_COPY.draftNotSaved)).toBeTruthy();
  });
});

describe('editing a property (?id=N)', () => {
  isolateFromNetwork();
  afterEach(() => memoryDrafts.clear());

  it('loads the listing, saves changes with PATCH and keeps its own draft', async () => {
    const api = stubFetch({
      'GET /api/seller/properties/7': { status: 200, body: { success: true, data: storedListing() } },
      'PATCH /api/seller/properties/7': {
        status: 200,
        body: { success: true, message: SELLER_MESSAGES.listingSentForReview, data: storedListing() },
      },
    });
    storeSession(undefined, 'tok-7');
    renderAddProperty('/saller/property/add?id=7');
    await stepHeading('Basic details');
    expect(inputValue('Title')).toBe('3 BHK villa with a garden in Kolar Road');
    expect(api.to('GET /api/seller/properties/7')[0]?.headers.authorization).toBe('Bearer tok-7');
    next();
    await stepHeading('Property details');
    expect(inputValue('Bedrooms (BHK)')).toBe('3');
    await waitFor(() => expect(memoryDrafts.get('edit:7')?.step).toBe('details'));
    expect(memoryDrafts.has('new')).toBe(false);
    for (const step of ['Location', 'Amenities', 'Price']) {
      next();
      await stepHeading(step);
    }
    type('Price (₹)', '11500000');
    expect(screen.getByText('That is ₹1.15 Cr')).toBeTruthy();
    next();
    await stepHeading('Photos');
    next();
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Property updated' })).toBeTruthy();
    expect(screen.getByText(SELLER_MESSAGES.listingSentForReview)).toBeTruthy();
    expect(api.to('PATCH /api/seller/properties/7')[0]?.body).toMatchObject({
      price: 11_500_000,
      bedrooms: 3,
      floor: null,
      totalFloors: 2,
      location: { city: 'Bhopal', locality: 'Kolar Road' },
    });
    await waitFor(() => expect(memoryDrafts.has('edit:7')).toBe(false));
  });

  it("shows the server's message when the listing cannot be loaded", async () => {
    stubFetch({
      'GET /api/seller/properties/9': {
        status: 404,
        body: { success: false, message: SELLER_MESSAGES.propertyNotFound },
      },
    });
    renderAddProperty('/saller/property/add?id=9');
    expect((await screen.findByRole('alert')).textContent).toBe(SELLER_MESSAGES.propertyNotFound);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
