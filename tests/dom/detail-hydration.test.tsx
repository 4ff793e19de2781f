/**
 * The browser taking over the property, project and agent pages the server rendered (by the same renderer
 * the server runs, entry-server.tsx): hydrated without a mismatch, the listing not read again, and what
 * depends on the visitor (a signed-in buyer's enquiry form, an owner's own pending listing) shown only
 * afterwards. A listing no longer available hydrates as the server sent it, with its similar listings.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import {
  brokerProfilePath,
  projectDetailPath,
  propertyDetailPath,
  similarListingsPath,
} from '../../src/shared/listings/listing-api-paths';
import { GONE_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/shared/messages';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { brokerProfile, fail, listingCard, ok, projectDetail, propertyDetail } from '../fixtures/listing-detail';
import { type StubRoute, stubFetch } from '../helpers/fetch-stub';
import { type Answers, hydrationHarness, type ServedPage, serverPage } from '../helpers/hydration-dom';

beforeAll(async () => {
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
  await import('../../src/client/features/projects/ProjectDetailPage');
  await import('../../src/client/features/listing-detail/pages/BrokerPage');
}, 30_000);

const PROPERTY = propertyDetail();
const SIMILAR = listingCard({ id: 77, title: 'Similar Lake View Flat' });
const OWNER = accountUser({ id: PROPERTY.seller.id });

describe('hydrating the server-rendered listing pages', () => {
  const harness = hydrationHarness();

  /** Hydrates `served` at `path` as main.tsx does, with the network answering `routes`. */
  function hydrate(path: string, served: ServedPage, routes: Record<string, StubRoute>) {
    window.history.replaceState(null, '', path);
    const api = stubFetch(routes);
    return { api, ...harness.hydrate(served) };
  }

  const propertyAnswers: Answers = {
    [propertyDetailPath(PROPERTY.id)]: ok(PROPERTY),
    [similarListingsPath(PROPERTY.id)]: ok([SIMILAR]),
  };
  const propertyPath = `${PATHS.propertyProfile}?id=${PROPERTY.id}`;

  it('takes over a property page without reading it again, then shows a signed-in buyer the enquiry form', async () => {
    const served = await serverPage(propertyPath, propertyAnswers);
    expect(served.status).toBe(200);
    expect(served.html).toContain(PROPERTY.title);
    expect(served.html).toContain('Similar Lake View Flat');
    // The anonymous visitor's parts: log in to enquire.
    expect(served.html).toContain(ENQUIRY_MESSAGES.loginRequired);

    storeSession(accountUser({ id: 5 }), 'buyer-token');
    const { api, container, firstHeading, complaints } = hydrate(propertyPath, served, {
      [`GET /api/properties/${PROPERTY.id}/contact`]: fail(403, ENQUIRY_MESSAGES.contactLocked),
    });
    expect(await screen.findByLabelText(DETAIL_UI.enquiry.message, {}, { timeout: 10_000 })).toBeTruthy();
    const enquiry = screen.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
    expect(within(enquiry).queryByText(ENQUIRY_MESSAGES.loginRequired)).toBeNull();
    // The server's elements were taken over, not rendered anew.
    expect(container.querySelector('h1')).toBe(firstHeading);
    expect(screen.getByRole('link', { name: /Similar Lake View Flat/ })).toBeTruthy();
    await waitFor(() => expect(api.to(`GET /api/properties/${PROPERTY.id}/contact`)).toHaveLength(1));
    expect(api.requests.map((request) => request.path)).not.toContain(propertyDetailPath(PROPERTY.id));
    expect(api.requests.map((request) => request.path)).not.toContain(similarListingsPath(PROPERTY.id));
    expect(complaints()).toEqual([]);
  });

  it('shows the owner their own pending listing after the public page said not found, read with their token', async () => {
    const served = await serverPage(propertyPath, {
      [propertyDetailPath(PROPERTY.id)]: fail(404, NOT_FOUND_MESSAGES.property),
    });
    expect(served.status).toBe(404);
    expect(served.html).toContain(DETAIL_UI.states.propertyNotFound);
    expect(served.html).not.toContain(PROPERTY.title);

    storeSession(OWNER, 'owner-token');
    const { api, complaints } = hydrate(propertyPath, served, {
      [`GET ${propertyDetailPath(PROPERTY.id)}`]: (request) =>
        request.headers.authorization === 'Bearer owner-token'
          ? ok({ ...PROPERTY, status: 'pending' })
          : fail(404, NOT_FOUND_MESSAGES.property),
      [`GET /api/properties/${PROPERTY.id}/contact`]: fail(403, ENQUIRY_MESSAGES.contactLocked),
    });
    await screen.findByRole('heading', { level: 1, name: PROPERTY.title }, { timeout: 10_000 });
    expect(screen.getByText(DETAIL_UI.pendingNotice.pending as string)).toBeTruthy();
    // Read again with the owner's token only (React's development double effects may start it twice).
    const reads = api.to(`GET ${propertyDetailPath(PROPERTY.id)}`);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.headers.authorization).toBe('Bearer owner-token');
    expect(complaints()).toEqual([]);
  });

  it('keeps a visitor on the not-found page: nothing is read again without a session', async () => {
    const served = await serverPage(propertyPath, {
      [propertyDetailPath(PROPERTY.id)]: fail(404, NOT_FOUND_MESSAGES.property),
    });
    const { api, complaints } = hydrate(propertyPath, served, {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(DETAIL_UI.states.propertyNotFound)).toBeTruthy();
    expect(api.to(`GET ${propertyDetailPath(PROPERTY.id)}`)).toEqual([]);
    expect(complaints()).toEqual([]);
  });

  it('takes over the page of a listing no longer available, with the similar listings it came with', async () => {
    const served = await serverPage(propertyPath, {
      [propertyDetailPath(PROPERTY.id)]: {
        status: 410,
        body: { success: false, message: GONE_MESSAGES.property, similar: [SIMILAR] },
      },
    });
    expect(served.status).toBe(410);
    expect(served.head?.noindex).toBe(true);
    const { container, firstHeading, complaints } = hydrate(propertyPath, served, {});
    const link = await screen.findByRole('link', { name: /Similar Lake View Flat/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`${PATHS.propertyProfile}?id=77`);
    expect(screen.getByText(DETAIL_UI.states.propertyGone)).toBeTruthy();
    expect(container.querySelector('h1')).toBe(firstHeading);
    expect(complaints()).toEqual([]);
  });

  it('takes over a project page and an agent page without a mismatch', async () => {
    const project = projectDetail();
    const projectPath = `${PATHS.projectProfile}?id=${project.id}`;
    const servedProject = await serverPage(projectPath, { [projectDetailPath(project.id)]: ok(project) });
    expect(servedProject.status).toBe(200);
    let page = hydrate(projectPath, servedProject, {});
    await screen.findByRole('heading', { level: 1, name: project.name }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.container.querySelector('h1')).toBe(page.firstHeading);
    expect(page.api.requests).toEqual([]);
    expect(page.complaints()).toEqual([]);
    harness.unmount();

    const broker = brokerProfile();
    const agentPath = brokerPath(broker.id);
    const servedAgent = await serverPage(agentPath, {
      [brokerProfilePath(broker.id)]: { status: 200, body: { success: true, data: broker, properties: [SIMILAR] } },
    });
    expect(servedAgent.status).toBe(200);
    page = hydrate(agentPath, servedAgent, {});
    await screen.findByRole('heading', { level: 1, name: broker.name }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.container.querySelector('h1')).toBe(page.firstHeading);
    expect(page.api.requests).toEqual([]);
    expect(page.complaints()).toEqual([]);
  });
});
