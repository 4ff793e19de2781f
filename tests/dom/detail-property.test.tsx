import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DETAIL_UI, describeDetail } from '../../src/client/features/listing-detail/detail.content';
import { formatDate } from '../../src/shared/date-format';
import { landingPath } from '../../src/shared/landing/landing-paths';
import { BRAND_NAME } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { fail, listingCard, ok, propertyDetail } from '../fixtures/listing-detail';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// The page is a lazy chunk: slow to load the first time in a busy run.

// The pages are lazy chunks: transform them once before the first test, not inside its time limit.
beforeAll(async () => {
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
}, 30_000);

const DETAIL = 'GET /api/properties/2067';
const SIMILAR = 'GET /api/properties/2067/similar';
const path = `${PATHS.propertyProfile}?id=2067`;

function serve(property = propertyDetail(), similar = [listingCard()]) {
  return stubFetch({ [DETAIL]: ok(property), [SIMILAR]: ok(similar) });
}

const TITLE = '1 BHK Flat for Sale in Hoshangabad Road, Bhopal';
/** The page's h1 once it says `name` (while loading, it is the route's title). */
const titled = (name: string = TITLE) => screen.findByRole('heading', { level: 1, name });
/** The value shown under a fact's label in a <dl>. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the property page', { timeout: 15_000 }, () => {
  it('shows the listing’s facts formatted the Indian way', async () => {
    serve();
    renderApp(path);
    await titled();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('₹33.5 L')).toBeTruthy();
    expect(fact(DETAIL_UI.facts.price)).toBe('₹33,50,000');
    expect(fact(DETAIL_UI.facts.pricePerSqft)).toBe('₹5,826/sq.ft');
    expect(screen.getByText(DETAIL_UI.facts.negotiable)).toBeTruthy();
    expect(fact(DETAIL_UI.facts.area)).toBe('575 sq.ft');
    expect(fact(DETAIL_UI.facts.configuration)).toBe('1 BHK');
    expect(fact(DETAIL_UI.facts.floor)).toBe('1st of 10 floors');
    expect(fact(DETAIL_UI.facts.facing)).toBe('East');
    expect(fact(DETAIL_UI.facts.age)).toBe('6 years');
    expect(fact(DETAIL_UI.facts.rera)).toBe(`P-BPL-20-1234${DETAIL_UI.reraCheck('MP RERA')}`);
    expect(
      screen.getByRole('link', { name: DETAIL_UI.reraCheckLabel('P-BPL-20-1234', 'MP RERA') }).getAttribute('href'),
    ).toBe('https://www.rera.mp.gov.in');
    expect(
      screen.getByText(DETAIL_UI.seller.verifiedOn(DETAIL_UI.seller.verifiedWhat.Agent, '12 Mar 2025')),
    ).toBeTruthy();
    expect(fact(DETAIL_UI.facts.posted)).toBe('28 Oct 2025');
    expect(fact(DETAIL_UI.facts.views)).toBe('1,234');
    // Type-specific details with readable labels and units.
    expect(fact('Carpet area')).toBe('420 sq.ft');
    expect(fact('Parking spaces')).toBe('1');
    expect(fact('Corner plot')).toBe('Yes');
    expect(fact('Width of road in front')).toBe('30 ft');
    // Amenities as a list, the location down to the society, a map link at the coordinates.
    const amenities = screen.getByRole('region', { name: DETAIL_UI.amenitiesHeading });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Power Backup', '24x7 Security', 'Community Hall']);
    expect(fact(DETAIL_UI.location.society)).toBe('Amaltas Park');
    expect(fact(DETAIL_UI.location.subLocality)).toBe('Phase 1');
    expect(screen.getByRole('link', { name: DETAIL_UI.location.openInMaps }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=23.175550&mlon=77.452540#map=16/23.175550/77.452540',
    );
    expect(screen.getByRole('link', { name: DETAIL_UI.estimateEmi }).getAttribute('href')).toBe(
      `${PATHS.insightsEmiCalculator}?amount=3350000`,
    );
  });

  it('keeps the description’s line breaks', async () => {
    serve();
    renderApp(path);
    const text = await screen.findByText(/Vaastu-friendly flat/);
    expect(text.textContent).toBe('Vaastu-friendly flat on the 1st floor.\n\nSchools and markets close by.');
    expect(text.className).toContain('whitespace-pre-line');
  });

  it('sets the tab title, leads back to the city and locality pages, and gives the title back on leaving', async () => {
    serve();
    const { location } = renderApp(path);
    await titled();
    await waitFor(() => expect(document.title).toBe(`1 BHK Flat for Sale in Hoshangabad Road, Bhopal | ${BRAND_NAME}`));
    const trail = screen.getByRole('navigation', { name: DETAIL_UI.breadcrumb });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [DETAIL_UI.home, PATHS.home],
      ['Bhopal', landingPath({ city: 'Bhopal' })],
      ['Kolar Road', landingPath({ city: 'Bhopal', locality: 'Kolar Road' })],
    ]);
    expect(within(trail).getByText(TITLE).getAttribute('aria-current')).toBe('page');
    act(() => location.navigate(PATHS.about));
    await screen.findByRole('heading', { level: 1, name: ROUTES.about.title });
    await waitFor(() => expect(document.title).not.toContain(TITLE));
  });

  it('shows rent per month with the deposit, and no EMI link', async () => {
    serve(propertyDetail({ transactionType: 'Rent', price: 25_000, deposit: 50_000, pricePerSqft: null }));
    renderApp(path);
    await titled();
    expect(screen.getByText('₹25,000/month')).toBeTruthy();
    expect(fact(DETAIL_UI.facts.rent)).toBe('₹25,000 per month');
    expect(fact(DETAIL_UI.facts.deposit)).toBe('₹50,000');
    expect(screen.queryByText(DETAIL_UI.facts.pricePerSqft)).toBeNull();
    expect(screen.queryByRole('link', { name: DETAIL_UI.estimateEmi })).toBeNull();
  });

  it('gives land its own unit with square feet beside it, and under-construction its date', async () => {
    serve(
      propertyDetail({
        propertyType: 'Land',
        area: { value: 1.5, unit: 'acre', sqft: 65_340 },
        bedrooms: null,
        bathrooms: null,
        balconies: null,
        floor: null,
        totalFloors: null,
        possession: 'Under Construction',
        possessionDate: '2026-06-01',
        details: { landUse: 'Agricultural', boundaryWall: false },
      }),
    );
    renderApp(path);
    await titled();
    expect(fact(DETAIL_UI.facts.area)).toBe('1.5 acre (65,340 sq.ft)');
    expect(fact(DETAIL_UI.facts.possession)).toBe('Under Construction, by Jun 2026');
    expect(fact('Land use')).toBe('Agricultural');
    expect(fact('Boundary wall')).toBe('No');
    expect(screen.queryByText(DETAIL_UI.facts.configuration)).toBeNull();
    expect(screen.queryByText(DETAIL_UI.facts.age)).toBeNull();
  });

  it('has a gallery that loads the first photo first, with every width and its size set', async () => {
    serve();
    renderApp(path);
    const gallery = await screen.findByRole('region', { name: DETAIL_UI.gallery.region });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(
      [1, 2, 3].map((n) => DETAIL_UI.gallery.alt('1 BHK Flat for Sale in Hoshangabad Road, Bhopal', n, 3)),
    );
    const [first, second] = photos;
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(first?.getAttribute('width')).toBe('1024');
    expect(first?.getAttribute('height')).toBe('768');
    const hash = '1'.repeat(64);
    expect(first?.getAttribute('srcset')).toBe(
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-1024.webp 1024w`,
    );
  });

  it('moves through the photos with the buttons, the arrow keys and the thumbnails', async () => {
    serve();
    renderApp(path);
    const gallery = await screen.findByRole('region', { name: DETAIL_UI.gallery.region });
    const counter = () => screen.getByText(/^\d+ \/ 3$/).textContent;
    const previous = screen.getByRole('button', { name: DETAIL_UI.gallery.previous });
    expect(counter()).toBe('1 / 3');
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: DETAIL_UI.gallery.next }));
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: DETAIL_UI.gallery.next })).toHaveProperty('disabled', true);
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: DETAIL_UI.gallery.show(1) }));
    expect(counter()).toBe('1 / 3');
    expect(screen.getByRole('button', { name: DETAIL_UI.gallery.show(1) }).getAttribute('aria-current')).toBe('true');
  });

  it('shows a placeholder when the listing has no photos', async () => {
    serve(propertyDetail({ photos: [], coverPhoto: null }));
    renderApp(path);
    expect(await screen.findByText(DETAIL_UI.gallery.none)).toBeTruthy();
    expect(screen.queryByRole('region', { name: DETAIL_UI.gallery.region })).toBeNull();
  });

  it('shows a hostile title and description as text, never as HTML', async () => {
    const title = '<img src=x onerror="window.hacked=1">Villa';
    const description = '<script>window.hacked=1</script><b>bold</b>';
    serve(propertyDetail({ title, description, amenities: ['<i>Pool</i>'] }));
    renderApp(path);
    await titled(title);
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByText('<i>Pool</i>')).toBeTruthy();
    expect(document.querySelector('main img[src="x"], main script, main b, main i')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('lists similar properties as cards that open their page', async () => {
    serve(propertyDetail(), [listingCard({ id: 501 }), listingCard({ id: 502, title: '3 BHK Flat in Arera Colony' })]);
    renderApp(path);
    const similar = await screen.findByRole('region', { name: DETAIL_UI.similarHeading });
    const links = within(similar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain(`${PATHS.propertyProfile}?id=501`);
    expect(links).toContain(`${PATHS.propertyProfile}?id=502`);
  });

  it('without an id shows the route’s title and a way to search, asking the server nothing', async () => {
    const api = stubFetch();
    renderApp(PATHS.propertyProfile);
    await titled(ROUTES.propertyProfile.title);
    expect(screen.getByText(DETAIL_UI.states.noProperty)).toBeTruthy();
    expect(screen.getByRole('link', { name: DETAIL_UI.states.searchLink }).getAttribute('href')).toBe(PATHS.search);
    await waitFor(() => expect(document.title).toBe(`${ROUTES.propertyProfile.title} | ${BRAND_NAME}`));
    expect(api.requests.filter((r) => r.path.startsWith('/api/properties'))).toEqual([]);
  });

  it.each(['abc', '0', '-3', '1e3', '99999999999'])('treats ?id=%s as no property', async (id) => {
    const api = stubFetch();
    renderApp(`${PATHS.propertyProfile}?id=${id}`);
    await titled(ROUTES.propertyProfile.title);
    expect(screen.getByText(DETAIL_UI.states.noProperty)).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/properties'))).toEqual([]);
  });

  it('says so when the property is not found', async () => {
    stubFetch({ [DETAIL]: fail(404, 'Property not found') });
    renderApp(path);
    await screen.findByText(DETAIL_UI.states.propertyNotFound);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTES.propertyProfile.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: DETAIL_UI.states.searchLink })).toBeTruthy();
  });

  it('offers to try again when the server cannot be reached, and then shows the property', async () => {
    const api = stubFetch();
    renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(DETAIL_UI.states.propertyLoadFailed);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTES.propertyProfile.title);
    api.routes[DETAIL] = ok(propertyDetail());
    api.routes[SIMILAR] = ok([]);
    fireEvent.click(screen.getByRole('button', { name: DETAIL_UI.states.retry }));
    await titled();
    expect(api.to(DETAIL)).toHaveLength(2);
  });

  it('shares with the phone’s share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      serve();
      renderApp(path);
      await titled();
      fireEvent.click(screen.getByRole('button', { name: DETAIL_UI.share }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share).toHaveBeenCalledWith({
        title: '1 BHK Flat for Sale in Hoshangabad Road, Bhopal',
        url: expect.stringMatching(/\/property-profile\?id=2067$/),
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      serve();
      renderApp(path);
      await titled();
      fireEvent.click(screen.getByRole('button', { name: DETAIL_UI.share }));
      expect(await screen.findByText(DETAIL_UI.linkCopied)).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/property-profile\?id=2067$/));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});

describe('detail formatting', { timeout: 15_000 }, () => {
  it('writes dates the Indian way, as the day falls in India', () => {
    expect(formatDate('2025-10-27T20:30:00.000Z')).toBe('28 Oct 2025');
    expect(formatDate('2026-06-01')).toBe('1 Jun 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('names details it does not know from their key, with the unit the key carries', () => {
    expect(describeDetail('ceilingHeightFt', 24)).toEqual(['Ceiling height', '24 ft']);
    expect(describeDetail('terraceAreaSqft', 1250)).toEqual(['Terrace area', '1,250 sq.ft']);
    expect(describeDetail('liftCount', 2)).toEqual(['Lift count', '2']);
    expect(describeDetail('constructor', 'x')).toEqual(['Constructor', 'x']);
  });
});
