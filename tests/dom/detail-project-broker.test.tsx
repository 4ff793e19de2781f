import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import { BRAND_NAME } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { brokerProfile, fail, listingCard, ok, projectDetail } from '../fixtures/listing-detail';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// The pages are lazy chunks: transform them once before the first test, not inside its time limit.
beforeAll(async () => {
  await import('../../src/client/features/projects/ProjectDetailPage');
  await import('../../src/client/features/listing-detail/pages/BrokerPage');
}, 30_000);

const PROJECT = 'GET /api/projects/16';
const BROKER = 'GET /api/brokers/73';
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the project page', { timeout: 15_000 }, () => {
  it('shows the project: builder, price range, unit configurations, units, dates and RERA id', async () => {
    stubFetch({ [PROJECT]: ok(projectDetail()) });
    renderApp(`${PATHS.projectProfile}?id=16`);
    await screen.findByRole('heading', { level: 1, name: 'Greenfield Surya Residency' });
    await waitFor(() =>
      expect(document.title).toBe(`Greenfield Surya Residency, Hoshangabad Road, Bhopal | ${BRAND_NAME}`),
    );
    const builderLinks = screen
      .getAllByRole('link', { name: 'Greenfield Realtors LLP' })
      .map((link) => link.getAttribute('href'));
    expect(builderLinks).toContain(brokerPath(121));
    expect(screen.getAllByText(DETAIL_UI.seller.verified).length).toBeGreaterThan(0);
    expect(screen.getByText('₹44 L - ₹1.3 Cr', { selector: 'p' })).toBeTruthy();

    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      [DETAIL_UI.project.unit, DETAIL_UI.project.size, DETAIL_UI.project.price],
      ['2 BHK', '865 - 1,000 sq.ft', '₹44 L - ₹52 L'],
      ['3 BHK', '1,485 - 1,720 sq.ft', '₹76 L - ₹1.3 Cr'],
    ]);
    expect(fact(DETAIL_UI.project.totalUnits)).toBe('1,180');
    expect(fact(DETAIL_UI.project.availableUnits)).toBe('33');
    expect(fact(DETAIL_UI.project.launchDate)).toBe('15 Nov 2022');
    expect(fact(DETAIL_UI.project.completionDate)).toBe('Jun 2026');
    expect(fact(DETAIL_UI.project.rera)).toBe(`P-BHO-22-2603${DETAIL_UI.reraCheck('MP RERA')}`);
    const rera = screen.getByRole('link', { name: DETAIL_UI.reraCheckLabel('P-BHO-22-2603', 'MP RERA') });
    expect(rera.getAttribute('href')).toBe('https://www.rera.mp.gov.in');
    expect(rera.getAttribute('rel')).toBe('noopener noreferrer');
    // The builder's badge says what was checked and when.
    expect(
      screen.getByText(DETAIL_UI.seller.verifiedOn(DETAIL_UI.seller.verifiedWhat.Builder, '2 Nov 2024')),
    ).toBeTruthy();
    expect(fact(DETAIL_UI.project.status)).toBe(DETAIL_UI.project.launched);
    // The address row adds what the locality, city and state rows above it do not already say.
    expect(fact(DETAIL_UI.location.address)).toBe('Plot 7');
    expect(screen.queryByRole('link', { name: DETAIL_UI.location.openInMaps })).toBeNull();

    const inProject = screen.getByRole('region', { name: DETAIL_UI.projectPropertiesHeading });
    expect(
      within(inProject)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain(`${PATHS.propertyProfile}?id=443`);
  });

  it('sends the enquiry about the project and shows the builder’s phone', async () => {
    storeSession();
    const api = stubFetch({
      [PROJECT]: ok(projectDetail()),
      'GET /api/projects/16/contact': fail(403, ENQUIRY_MESSAGES.contactLocked),
      'POST /api/enquiries': {
        status: 201,
        body: {
          success: true,
          message: ENQUIRY_MESSAGES.sent,
          data: {
            id: 3,
            propertyId: null,
            projectId: 16,
            status: 'new',
            createdAt: '2025-11-02T05:00:00.000Z',
            seller: {
              name: 'Greenfield Realtors LLP',
              phoneNumber: '9123456780',
              enquiredAt: '2025-11-02T05:00:00.000Z',
            },
          },
        },
      },
    });
    renderApp(`${PATHS.projectProfile}?id=16`);
    await screen.findByRole('heading', { level: 1, name: 'Greenfield Surya Residency' });
    await waitFor(() => expect(api.to('GET /api/projects/16/contact')).toHaveLength(1));
    const form = screen.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
    fireEvent.click(within(form).getByRole('button', { name: DETAIL_UI.enquiry.send }));
    const builder = screen.getByRole('region', { name: DETAIL_UI.seller.builderHeading });
    expect(await within(builder).findByRole('link', { name: '+91 91234 56780' })).toBeTruthy();
    expect(api.to('POST /api/enquiries')[0]?.body).toMatchObject({ projectId: 16 });
  });

  it('without an id shows the route’s title', async () => {
    renderApp(PATHS.projectProfile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.projectProfile.title });
    expect(screen.getByText(DETAIL_UI.states.noProject)).toBeTruthy();
  });

  it('says so when the project is not found', async () => {
    stubFetch({ [PROJECT]: fail(404, 'Project not found') });
    renderApp(`${PATHS.projectProfile}?id=16`);
    await screen.findByText(DETAIL_UI.states.projectNotFound);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTES.projectProfile.title);
  });
});

describe('the agent’s page', { timeout: 15_000 }, () => {
  it('shows who the agent is, whether we checked them, and their listings', async () => {
    stubFetch({
      [BROKER]: {
        status: 200,
        body: { success: true, data: brokerProfile(), properties: [listingCard({ id: 77 }), listingCard({ id: 78 })] },
      },
    });
    renderApp(brokerPath(73));
    await screen.findByRole('heading', { level: 1, name: 'Ankit Parmar' });
    await waitFor(() => expect(document.title).toBe(`Ankit Parmar | ${BRAND_NAME}`));
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('Parmar Property Solutions')).toBeTruthy();
    expect(within(header).getByText(DETAIL_UI.seller.verified)).toBeTruthy();
    expect(fact(DETAIL_UI.broker.experience)).toBe('20 years');
    expect(fact(DETAIL_UI.broker.rera)).toBe(`MPRERA/A/BHO/2020/99759${DETAIL_UI.reraCheck('MP RERA')}`);
    expect(
      within(header).getByText(DETAIL_UI.seller.verifiedOn(DETAIL_UI.seller.verifiedWhat.Agent, '1 Oct 2024')),
    ).toBeTruthy();
    expect(fact(DETAIL_UI.broker.city)).toBe('Bhopal, Madhya Pradesh');
    expect(fact(DETAIL_UI.broker.memberSince)).toBe('19 Sep 2024');
    expect(fact(DETAIL_UI.broker.activeListings)).toBe('17');
    expect(screen.getByText('Homes and shops in Misrod and Lalghati since 2006.')).toBeTruthy();
    const listings = screen.getByRole('region', { name: DETAIL_UI.brokerListingsHeading });
    expect(within(listings).getAllByRole('article')).toHaveLength(2);
  });

  it('lists a builder’s projects as cards linking to each project page, above their listings', async () => {
    stubFetch({
      [BROKER]: {
        status: 200,
        body: {
          success: true,
          data: brokerProfile({ sellerType: 'Builder', name: 'Greenfield Realtors LLP' }),
          properties: [listingCard({ id: 77 })],
          projects: [projectDetail({ id: 16 }), projectDetail({ id: 17, name: 'Greenfield Lake View' })],
        },
      },
    });
    renderApp(brokerPath(73));
    await screen.findByRole('heading', { level: 1, name: 'Greenfield Realtors LLP' });
    const projects = screen.getByRole('region', { name: DETAIL_UI.brokerProjectsHeading });
    expect(within(projects).getAllByRole('article')).toHaveLength(2);
    const link = within(projects).getByRole('link', { name: 'Greenfield Lake View' });
    expect(link.getAttribute('href')).toBe(`${PATHS.projectProfile}?id=17`);
    const listings = screen.getByRole('region', { name: DETAIL_UI.brokerListingsHeading });
    expect(projects.compareDocumentPosition(listings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when an agent has no listings right now', async () => {
    stubFetch({
      [BROKER]: { status: 200, body: { success: true, data: brokerProfile({ verified: false }), properties: [] } },
    });
    renderApp(brokerPath(73));
    await screen.findByRole('heading', { level: 1, name: 'Ankit Parmar' });
    expect(screen.getByText(DETAIL_UI.noListings)).toBeTruthy();
    expect(screen.queryByRole('region', { name: DETAIL_UI.brokerProjectsHeading })).toBeNull();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).queryByText(DETAIL_UI.seller.verified)).toBeNull();
  });

  it('shows the route’s title when the agent is not found', async () => {
    stubFetch({ [BROKER]: fail(404, 'Agent not found') });
    renderApp(brokerPath(73));
    await screen.findByText(DETAIL_UI.states.noBroker);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTES.broker.title);
  });

  it('asks the server nothing for an id that cannot be one', async () => {
    const api = stubFetch();
    renderApp(brokerPath('abc'));
    await screen.findByText(DETAIL_UI.states.noBroker);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTES.broker.title);
    expect(api.requests.filter((request) => request.path.startsWith('/api/brokers'))).toEqual([]);
  });
});
