import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_PROPERTY_COPY as C } from '../../src/client/features/sellers/add-property/add-property.content';
import { formatDate } from '../../src/shared/date-format';
import { TITLE_CONFLICTS } from '../../src/shared/listings/listing-title';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { CARPET_PARKING_MESSAGES, indiaToday, RENTAL_MESSAGES } from '../../src/shared/sellers/seller-listing-contract';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { next, renderAddProperty, stepHeading, storedListing, type } from '../helpers/seller-add-property-dom';
import { clearDrafts } from '../helpers/seller-add-property-drafts';

const POST = 'POST /api/seller/properties';
const GET = 'GET /api/seller/properties/7';
const PATCH = 'PATCH /api/seller/properties/7';

/** A new 2 BHK flat in Arera Colony, Bhopal, of `area` sq.ft, filled up to the review step. */
async function fillToReview(title: string, area = '1050') {
  renderAddProperty();
  await stepHeading('Basic details');
  type('Title', title);
  type('Property type', 'Flat/Apartment');
  next();
  await stepHeading('Property details');
  type('Carpet area', area);
  type('Parking', 'Covered');
  type('Parking spaces', '1');
  type('Bedrooms (BHK)', '2');
  type('Bathrooms', '2');
  next();
  await stepHeading('Location');
  type('State', 'Madhya Pradesh');
  type('City', 'Bhopal');
  type('Locality', 'Arera Colony');
  next();
  await stepHeading('Amenities');
  next();
  await stepHeading('Price');
  type('Price (₹)', '4500000');
  next();
  await stepHeading('Photos');
  next();
  await stepHeading('Review and submit');
}

const photo = (hash: string) => ({
  hash,
  urls: { 320: `/media/${hash}-320.webp`, 640: `/media/${hash}-640.webp`, 1024: `/media/${hash}-1024.webp` },
});

function editStored() {
  const stored = storedListing({ photos: [photo('aaa'), photo('bbb')] });
  const api = stubFetch({
    [GET]: { status: 200, body: { success: true, data: stored } },
    [PATCH]: { status: 200, body: { success: true, message: SELLER_MESSAGES.listingUpdated, data: stored } },
  });
  storeSession(undefined, 'tok-7');
  renderAddProperty('/saller/property/add?id=7');
  return api;
}

describe('the property wizard', () => {
  afterEach(() => clearDrafts());

  it('says after posting how long review usually takes', async () => {
    stubFetch({
      [POST]: { status: 201, body: { success: true, message: SELLER_MESSAGES.listingCreated, data: { id: 1 } } },
    });
    storeSession(undefined, 'tok-9');
    await fillToReview('2 BHK flat near Arera Colony market');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('heading', { name: 'Submitted for review' });
    expect(screen.getByText(C.reviewTime)).toBeTruthy();
  });

  it('reviews the area in the site format and the photos as thumbnails, the cover first', async () => {
    editStored();
    await stepHeading('Basic details');
    for (const step of ['Property details', 'Location', 'Amenities', 'Price', 'Photos', 'Review and submit']) {
      next();
      await stepHeading(step);
    }
    const details = screen.getByRole('region', { name: 'Property details' });
    expect(within(details).getByText('2,400 sq.ft')).toBeTruthy();
    const photos = within(screen.getByRole('region', { name: 'Photos' }));
    const thumbs = photos.getAllByRole('img') as HTMLImageElement[];
    expect(thumbs.map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['Photo 1', '/media/aaa-320.webp'],
      ['Photo 2', '/media/bbb-320.webp'],
    ]);
    expect(photos.getByText(C.cover)).toBeTruthy();
  });

  it('writes a typed area with Indian grouping on the review step', async () => {
    await fillToReview('2 BHK flat near Arera Colony market', '1050');
    expect(within(screen.getByRole('region', { name: 'Property details' })).getByText('1,050 sq.ft')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Photos' })).getByText(C.noPhotos)).toBeTruthy();
  });

  it('saves an edit from the first step, without going through the others', async () => {
    const api = editStored();
    await stepHeading('Basic details');
    type('Description', 'Corner plot, two car parks, a new kitchen.');
    fireEvent.click(screen.getByRole('button', { name: C.saveChanges }));
    expect(await screen.findByRole('heading', { name: C.updatedTitle })).toBeTruthy();
    expect(api.to(PATCH)[0]?.body).toMatchObject({
      description: 'Corner plot, two car parks, a new kitchen.',
      title: '3 BHK villa with a garden in Kolar Road',
    });
  });

  it('saves what is valid mid-way and names what is not, in the field words', async () => {
    const api = editStored();
    await stepHeading('Basic details');
    type('Title', 'Too short');
    type('Description', 'A new kitchen.');
    fireEvent.click(screen.getByRole('button', { name: C.saveChanges }));
    expect(await screen.findByText(C.savedExcept(['Title must be at least 10 characters']))).toBeTruthy();
    expect(screen.getByText('Title must be at least 10 characters')).toBeTruthy();
    // The refused title stays as stored; the valid description is saved.
    expect(api.to(PATCH)[0]?.body).toMatchObject({
      title: '3 BHK villa with a garden in Kolar Road',
      description: 'A new kitchen.',
    });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Too short');
    expect(screen.queryByRole('heading', { name: C.updatedTitle })).toBeNull();
    // Said for the step it was saved on, not carried to the next.
    type('Title', '3 BHK villa with a garden and a lawn');
    next();
    await stepHeading('Property details');
    expect(screen.queryByText(/Not saved yet/)).toBeNull();
  });

  it('asks a flat for its carpet area, the super built-up area optional, and for parking', async () => {
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', '2 BHK flat near Arera Colony market');
    type('Property type', 'Flat/Apartment');
    next();
    await stepHeading('Property details');
    type('Bedrooms (BHK)', '2');
    type('Bathrooms', '2');
    next();
    expect(await screen.findByText(CARPET_PARKING_MESSAGES.carpetAreaRequired('Flat/Apartment'))).toBeTruthy();
    // One message: the optional field says nothing of its own.
    expect(screen.queryByText(/^(Area|Super built-up area) (is|must)/)).toBeNull();
    type('Carpet area', '1200');
    type('Super built-up area', '1000');
    next();
    expect(await screen.findByText(CARPET_PARKING_MESSAGES.carpetAboveArea)).toBeTruthy();
    type('Super built-up area', '-4');
    next();
    expect(await screen.findByText(/^Super built-up area must be a number greater than 0/)).toBeTruthy();
    type('Super built-up area', '');
    expect(screen.queryByLabelText('Parking spaces')).toBeNull();
    type('Parking', 'Open');
    next();
    expect(await screen.findByText(CARPET_PARKING_MESSAGES.spacesRequired('Open'))).toBeTruthy();
    type('Parking spaces', '2');
    next();
    await stepHeading('Location');
  });

  it('asks a plot for one area and no parking', async () => {
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', 'Corner plot on Kolar Road for sale');
    type('Property type', 'Plot');
    next();
    await stepHeading('Property details');
    expect(screen.queryByLabelText('Carpet area')).toBeNull();
    expect(screen.queryByLabelText('Parking')).toBeNull();
    type('Area', '240');
    next();
    await stepHeading('Location');
  });

  it('sends the carpet area as the area without a super built-up area, and reviews the parking', async () => {
    const api = stubFetch({
      [POST]: { status: 201, body: { success: true, message: SELLER_MESSAGES.listingCreated, data: { id: 1 } } },
    });
    storeSession(undefined, 'tok-9');
    await fillToReview('2 BHK flat near Arera Colony market', '1050');
    const details = within(screen.getByRole('region', { name: 'Property details' }));
    expect(details.getByText('Covered, 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('heading', { name: 'Submitted for review' });
    expect(api.to(POST)[0]?.body).toMatchObject({
      area: { value: 1050, unit: 'sq.ft' },
      carpetArea: 1050,
      parking: 'Covered',
      parkingSpaces: 1,
    });
  });

  it('asks a rental for its tenants, pets and date, reviews and sends them; a sale is not asked', async () => {
    const api = stubFetch({
      [POST]: { status: 201, body: { success: true, message: SELLER_MESSAGES.listingCreated, data: { id: 1 } } },
    });
    storeSession(undefined, 'tok-9');
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', '2 BHK flat to let near Arera Colony');
    type('Property type', 'Flat/Apartment');
    fireEvent.click(screen.getByRole('radio', { name: 'Rent' }));
    next();
    await stepHeading('Property details');
    type('Carpet area', '900');
    type('Bedrooms (BHK)', '2');
    type('Bathrooms', '1');
    next();
    await stepHeading('Location');
    type('State', 'Madhya Pradesh');
    type('City', 'Bhopal');
    type('Locality', 'Arera Colony');
    next();
    await stepHeading('Amenities');
    next();
    await stepHeading('Price');
    type('Rent per month (₹)', '18000');
    type('Security deposit (₹)', '36000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Family' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Company' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    const yesterday = indiaToday(new Date(Date.now() - 86_400_000));
    type('Available from', yesterday);
    next();
    expect(await screen.findByText(RENTAL_MESSAGES.availableFromPast)).toBeTruthy();
    const from = indiaToday(new Date(Date.now() + 5 * 86_400_000));
    type('Available from', from);
    next();
    await stepHeading('Photos');
    next();
    await stepHeading('Review and submit');
    const price = within(screen.getByRole('region', { name: 'Price' }));
    expect(price.getByText('Family, Company')).toBeTruthy();
    expect(price.getByText(formatDate(from))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('heading', { name: 'Submitted for review' });
    expect(api.to(POST)[0]?.body).toMatchObject({
      tenantPreferences: ['Family', 'Company'],
      petsAllowed: false,
      availableFrom: from,
    });
  });

  it('does not ask a sale for tenants, pets or a date', async () => {
    await fillToReview('2 BHK flat near Arera Colony market');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Price' }));
    await stepHeading('Price');
    expect(screen.queryByRole('checkbox', { name: 'Family' })).toBeNull();
    expect(screen.queryByLabelText('Available from')).toBeNull();
  });

  it('has no Save changes mid-way for a new listing', async () => {
    renderAddProperty();
    await stepHeading('Basic details');
    expect(screen.queryByRole('button', { name: C.saveChanges })).toBeNull();
  });

  it('suggests a title from the facts that the seller can take', async () => {
    await fillToReview('Sunny home, good light all day');
    fireEvent.click(screen.getByRole('button', { name: C.useSuggestedTitle }));
    const basics = screen.getByRole('region', { name: 'Basic details' });
    expect(within(basics).getByText('2 BHK Flat for sale in Arera Colony, Bhopal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: C.useSuggestedTitle })).toBeNull();
  });

  it('warns before submit about a title with another BHK count or another locality', async () => {
    await fillToReview('3 BHK flat in Kolar Road, Bhopal');
    const rooms = screen.getByText(TITLE_CONFLICTS.rooms('3 BHK', '2 BHK'));
    expect(rooms.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText(TITLE_CONFLICTS.place('Kolar Road', 'Arera Colony, Bhopal'))).toBeTruthy();
  });

  it('does not warn about a title that agrees with the facts', async () => {
    await fillToReview('2 BHK flat in Arera Colony, near the market');
    expect(screen.queryByText(/^The title says/)).toBeNull();
    // Lower case after 'in' is not a place.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Basic details' }));
    await stepHeading('Basic details');
    type('Title', '2 BHK flat in good condition');
    expect(screen.queryByText(/^The title says/)).toBeNull();
    type('Title', '2 BHK flat in Kolar Road');
    expect(screen.getByText(TITLE_CONFLICTS.place('Kolar Road', 'Arera Colony, Bhopal'))).toBeTruthy();
  });
});
