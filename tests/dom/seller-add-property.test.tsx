import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contactDetailsMessage } from '../../src/shared/contact-details';
import { ROUTES } from '../../src/shared/route-titles';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { next, renderAddProperty, stepHeading, type } from '../helpers/seller-add-property-dom';
import { clearDrafts, rawDraft } from '../helpers/seller-add-property-drafts';

const POST = 'POST /api/seller/properties';
const created = { status: 201, body: { success: true, message: SELLER_MESSAGES.listingCreated, data: { id: 1 } } };

/** Fills the basics of a 2 BHK flat and moves on to the details. */
async function fillBasics(propertyType = 'Flat/Apartment', transaction: 'Buy' | 'Rent' = 'Buy') {
  await stepHeading('Basic details');
  type('Title', '2 BHK flat near Arera Colony market');
  type('Description', 'Sunny corner flat.');
  type('Property type', propertyType);
  fireEvent.click(screen.getByRole('radio', { name: transaction === 'Buy' ? 'Sell (Buy)' : 'Rent' }));
  next();
  await stepHeading('Property details');
}

/** The flat's own details (area, rooms), then on to the location step. */
async function fillFlatDetails(area = '1100', bathrooms = '2') {
  type('Carpet area', area);
  type('Bedrooms (BHK)', '2');
  type('Bathrooms', bathrooms);
  next();
  await stepHeading('Location');
}

/** Location in Bhopal, no amenities, then on to the price step. */
async function fillLocationToPrice() {
  type('State', 'Madhya Pradesh');
  type('City', 'Bhopal');
  type('Locality', 'Arera Colony');
  next();
  await stepHeading('Amenities');
  next();
  await stepHeading('Price');
}

async function fillToPrice() {
  await fillBasics();
  await fillFlatDetails();
  await fillLocationToPrice();
}

describe('the add property page', () => {
  afterEach(() => clearDrafts());

  it('has one h1 with the route title and sets the document title', async () => {
    renderAddProperty();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTES.sellerAddProperty.title);
    await stepHeading('Basic details');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toContain(ROUTES.sellerAddProperty.title);
  });

  it('checks each step with the contract: messages by the fields, focus on the first bad one', async () => {
    renderAddProperty();
    await stepHeading('Basic details');
    next();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText(/^Property type must be one of/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    type('Title', 'Too short');
    next();
    expect(await screen.findByText('Title must be at least 10 characters')).toBeTruthy();
  });

  it('refuses a phone number in the title and a web address in an amenity, by the field, sending nothing', async () => {
    const api = stubFetch();
    renderAddProperty();
    await stepHeading('Basic details');
    type('Title', '2 BHK flat, call 98765 43210');
    next();
    expect(await screen.findByText(contactDetailsMessage('Title'))).toBeTruthy();
    await fillBasics();
    await fillFlatDetails();
    type('State', 'Madhya Pradesh');
    type('City', 'Bhopal');
    type('Locality', 'Arera Colony');
    next();
    await stepHeading('Amenities');
    type('Other amenity', 'Tour at www.sharmaestates.in');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    next();
    expect(await screen.findByText(contactDetailsMessage('Amenities'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Price' })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/seller/properties'),
      expect.anything(),
    );
  });

  it('asks a home for rooms, and the contract says bedrooms are required', async () => {
    renderAddProperty();
    await fillBasics();
    type('Carpet area', '1100');
    next();
    expect(await screen.findByText('Bedrooms (BHK) is required for Flat/Apartment')).toBeTruthy();
    expect(screen.getByText('Bathrooms is required for Flat/Apartment')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Bedrooms (BHK)')));
    // Floor without total floors, and above it, are the contract's cross-field rules.
    type('Bedrooms (BHK)', '2');
    type('Bathrooms', '2');
    type('Floor', '9');
    type('Total floors', '4');
    next();
    expect(await screen.findByText('Floor must not be above the total floors')).toBeTruthy();
  });

  it('hides what does not apply: no rooms, floors or furnishing for a plot; the date only when under construction', async () => {
    renderAddProperty();
    await fillBasics('Plot');
    expect(screen.queryByLabelText('Bedrooms (BHK)')).toBeNull();
    expect(screen.queryByLabelText('Furnishing')).toBeNull();
    expect(screen.queryByLabelText('Floor')).toBeNull();
    expect(screen.queryByLabelText('Age of property (years)')).toBeNull();
    expect(screen.queryByLabelText('Possession date')).toBeNull();
    type('Possession', 'Under Construction');
    type('Area', '240');
    type('Area unit', 'sq.yd');
    next();
    expect(await screen.findByText('Possession date is required when possession is Under Construction')).toBeTruthy();
  });

  it('asks a rental for a deposit and shows prices the Indian way as they are typed', async () => {
    renderAddProperty();
    await fillBasics('Flat/Apartment', 'Rent');
    await fillFlatDetails('900', '1');
    await fillLocationToPrice();
    type('Rent per month (₹)', '18000');
    expect(screen.getByText('That is ₹18,000')).toBeTruthy();
    next();
    expect(await screen.findByText('Security deposit is required for Rent')).toBeTruthy();
    type('Security deposit (₹)', '4550000');
    expect(screen.getByText('That is ₹45.5 L')).toBeTruthy();
  });

  it('suggests localities from the server, within the typed city', async () => {
    const api = stubFetch({
      'GET /api/locations/suggest': {
        status: 200,
        body: {
          success: true,
          data: [{ kind: 'locality', city: 'Bhopal', state: 'Madhya Pradesh', locality: 'Arera Colony', listings: 12 }],
        },
      },
    });
    renderAddProperty();
    await fillBasics();
    await fillFlatDetails();
    type('City', 'Bhopal');
    type('Locality', 'Arer');
    const list = screen.getByTestId('locality-suggestions');
    await waitFor(() => expect(list.querySelector('option')?.getAttribute('value')).toBe('Arera Colony'));
    const asked = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q=Arer'));
    expect(asked.at(-1)).toContain('city=Bhopal');
    // Choosing the suggestion fills the state too.
    type('Locality', 'Arera Colony');
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Madhya Pradesh');
  });

  it('reviews everything, submits the listing and says it is pending review', async () => {
    const api = stubFetch({ [POST]: created });
    storeSession(undefined, 'tok-9');
    renderAddProperty();
    await fillToPrice();
    type('Price (₹)', '4500000');
    expect(screen.getByText('That is ₹45 L')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Price is negotiable'));
    next();
    await stepHeading('Photos');
    next();
    await stepHeading('Review and submit');
    const basics = screen.getByRole('region', { name: 'Basic details' });
    expect(within(basics).getByText('2 BHK flat near Arera Colony market')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('₹45 L')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Submitted for review' })).toBeTruthy();
    expect(screen.getByText(SELLER_MESSAGES.listingCreated)).toBeTruthy();
    expect(screen.getByText(/pending review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My properties' }).getAttribute('href')).toBe('/saller/properties');
    const [sent] = api.to(POST);
    expect(sent?.headers.authorization).toBe('Bearer tok-9');
    expect(sent?.body).toMatchObject({
      title: '2 BHK flat near Arera Colony market',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      price: 4_500_000,
      deposit: null,
      priceNegotiable: true,
      area: { value: 1100, unit: 'sq.ft' },
      bedrooms: 2,
      bathrooms: 2,
      location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Arera Colony' },
      photos: [],
    });
    await waitFor(async () => expect(await rawDraft('new')).toBeUndefined());
    fireEvent.click(screen.getByRole('button', { name: 'Add another property' }));
    expect(await stepHeading('Basic details')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's 400 message, and the 402 quota message with a link to the seller's properties", async () => {
    const api = stubFetch({
      [POST]: { status: 400, body: { success: false, message: 'Title must be plain text on one line' } },
    });
    renderAddProperty();
    await fillToPrice();
    type('Price (₹)', '4500000');
    next();
    await stepHeading('Photos');
    next();
    await stepHeading('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Title must be plain text on one line');
    api.routes[POST] = { status: 402, body: { success: false, message: SELLER_MESSAGES.quotaReached(3) } };
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(SELLER_MESSAGES.quotaReached(3));
    expect(screen.getByRole('link', { name: 'Manage my properties' }).getAttribute('href')).toBe('/saller/properties');
    expect(screen.queryByRole('heading', { name: 'Submitted for review' })).toBeNull();
  });
});
