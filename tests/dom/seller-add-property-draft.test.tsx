import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_PROPERTY_COPY } from '../../src/client/features/sellers/add-property/add-property.content';
import {
  DRAFT_MAX_AGE_DAYS,
  DRAFT_VERSION,
} from '../../src/client/features/sellers/add-property/listing-draft.storage';
import { EMPTY_FORM } from '../../src/client/features/sellers/add-property/listing-form';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { next, renderAddProperty, stepHeading, storedListing, type } from '../helpers/seller-add-property-dom';
import { clearDrafts, photoHash, putDraft, rawDraft, storedDraft } from '../helpers/seller-add-property-drafts';

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the add property draft', () => {
  afterEach(() => clearDrafts());

  it('is saved in IndexedDB as the seller types, with the step, a version and savedAt', async () => {
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', '2 BHK flat near Arera Colony market');
    await waitFor(async () =>
      expect((await storedDraft('new'))?.form.title).toBe('2 BHK flat near Arera Colony market'),
    );
    expect(await rawDraft('new')).toMatchObject({
      step: 'basics',
      version: DRAFT_VERSION,
      savedAt: expect.any(Number),
    });
  });

  it('is restored on reload, at the step the seller was on', async () => {
    await putDraft('new', {
      savedAt: Date.now() - 60_000,
      step: 'location',
      form: { ...EMPTY_FORM, title: '2 BHK flat near Arera Colony market', city: 'Bhopal' },
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

  it('is not restored, and is removed, once it is older than 30 days', async () => {
    await putDraft('new', {
      savedAt: Date.now() - (DRAFT_MAX_AGE_DAYS + 1) * 24 * 60 * 60 * 1000,
      step: 'location',
      form: { ...EMPTY_FORM, title: 'An old draft of a flat in Bhopal' },
    });
    renderAddProperty();
    await stepHeading('Basic details');
    expect(inputValue('Title')).toBe('');
    await waitFor(async () => expect(await rawDraft('new')).toBeUndefined());
  });

  it('is thrown away with Discard draft, back to an empty first step', async () => {
    await putDraft('new', { step: 'location', form: { ...EMPTY_FORM, city: 'Bhopal' } });
    renderAddProperty();
    await stepHeading('Location');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await stepHeading('Basic details');
    expect(await rawDraft('new')).toBeUndefined();
    expect(screen.getByText(ADD_PROPERTY_COPY.draftDiscarded)).toBeTruthy();
    expect(inputValue('Title')).toBe('');
  });

  it('sends the seller back from the review to the first step with a problem, focused on the field', async () => {
    const api = stubFetch();
    await putDraft('new', {
      step: 'review',
      form: {
        ...EMPTY_FORM,
        title: '2 BHK flat near Arera Colony market',
        propertyType: 'Flat/Apartment',
        carpetArea: '1100',
        bedrooms: '2',
        bathrooms: '2',
        state: 'Madhya Pradesh',
        locality: 'Arera Colony',
        price: '4500000',
      },
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
    // A full (or private-mode) IndexedDB refuses every write.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', 'Something new');
    expect(await screen.findByText(ADD_PROPERTY_COPY.draftNotSaved)).toBeTruthy();
  });
});

describe('editing a property (?id=N)', () => {
  afterEach(() => clearDrafts());

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
    await waitFor(async () => expect((await storedDraft('edit:7'))?.step).toBe('details'));
    expect(await rawDraft('new')).toBeUndefined();
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
    // A new price for a live listing is confirmed first (seller-add-property-edit.test.tsx).
    vi.stubGlobal('confirm', () => true);
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
    await waitFor(async () => expect(await rawDraft('edit:7')).toBeUndefined());
  });

  it('loads the listing’s photos into the photo step and sends them in their new order', async () => {
    const [front, garden] = [photoHash('a'), photoHash('b')];
    const listingPhoto = (hash: string) => ({
      hash,
      urls: { 320: `/media/${hash}-320.webp`, 640: `/media/${hash}-640.webp`, 1024: `/media/${hash}-1024.webp` },
    });
    const listing = storedListing({ coverPhoto: front, photos: [listingPhoto(front), listingPhoto(garden)] });
    const api = stubFetch({
      'GET /api/seller/properties/7': { status: 200, body: { success: true, data: listing } },
      'PATCH /api/seller/properties/7': {
        status: 200,
        body: { success: true, message: SELLER_MESSAGES.listingUpdated, data: listing },
      },
    });
    storeSession();
    renderAddProperty('/saller/property/add?id=7');
    await stepHeading('Basic details');
    for (const step of ['Property details', 'Location', 'Amenities', 'Price', 'Photos']) {
      next();
      await stepHeading(step);
    }
    const photoRows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(photoRows.map((row) => row.textContent?.match(/Saved photo \d/)?.[0])).toEqual([
      ADD_PROPERTY_COPY.savedPhoto(1),
      ADD_PROPERTY_COPY.savedPhoto(2),
    ]);
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(`/media/${front}-320.webp`);
    fireEvent.click(screen.getByRole('button', { name: `Make cover: Photo 2 (${ADD_PROPERTY_COPY.savedPhoto(2)})` }));
    next();
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Property updated' })).toBeTruthy();
    expect(api.to('PATCH /api/seller/properties/7')[0]?.body).toMatchObject({ photos: [garden, front] });
  });

  it('drops an edit’s draft from before drafts kept the photos, and starts from the listing with its photos', async () => {
    const hash = photoHash('a');
    const listing = storedListing({
      coverPhoto: hash,
      photos: [{ hash, urls: { 320: `/media/${hash}-320.webp`, 640: '', 1024: '' } }],
    });
    stubFetch({ 'GET /api/seller/properties/7': { status: 200, body: { success: true, data: listing } } });
    await putDraft('edit:7', { version: 1, step: 'photos', form: { ...EMPTY_FORM } });
    await putDraft('new', { version: 1, step: 'location', form: { ...EMPTY_FORM } });
    expect(await storedDraft('edit:7')).toBeNull();
    expect((await storedDraft('new'))?.step).toBe('location');
    storeSession();
    renderAddProperty('/saller/property/add?id=7');
    await stepHeading('Basic details');
    expect(inputValue('Title')).toBe(listing.title);
    for (const step of ['Property details', 'Location', 'Amenities', 'Price', 'Photos']) {
      next();
      await stepHeading(step);
    }
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(`/media/${hash}-320.webp`);
  });

  it('works on an edit’s draft when no answer comes for the listing (offline), and says nothing failed', async () => {
    // No route for the listing: the request fails as it does offline.
    stubFetch();
    await putDraft('edit:7', {
      savedAt: Date.now() - 60_000,
      step: 'location',
      form: { ...EMPTY_FORM, title: 'Edited offline: 2 BHK near Arera Colony', city: 'Bhopal' },
    });
    storeSession();
    renderAddProperty('/saller/property/add?id=7');
    await stepHeading('Location');
    expect(inputValue('City')).toBe('Bhopal');
    expect(screen.queryByText(ADD_PROPERTY_COPY.loadFailed)).toBeNull();
  });

  it("shows the server's message when the listing cannot be loaded", async () => {
    stubFetch({
      'GET /api/seller/properties/9': {
        status: 404,
        body: { success: false, message: SELLER_MESSAGES.propertyNotFound },
      },
    });
    storeSession();
    renderAddProperty('/saller/property/add?id=9');
    expect((await screen.findByRole('alert')).textContent).toBe(SELLER_MESSAGES.propertyNotFound);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
