/**
 * axe-core on every public launch page of docs/routes.md (and the Insights pages), at a phone and a desktop
 * width, with real listings, a project and an agent from the demo marketplace: no serious or critical WCAG 2.1
 * A/AA or best-practice violation. Also with the drawer, a dropdown and the login dialog open.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DRAWER_LABELS } from '../../src/client/app/layouts/layout.content';
import { BUY_MENU } from '../../src/client/app/layouts/navigation.content';
import { landingHeading } from '../../src/shared/landing/landing-contract';
import { landingPath } from '../../src/shared/landing/landing-paths';
import type { ListingCard, PropertyDetail } from '../../src/shared/listings/listing-types';
import { ROUTES } from '../../src/shared/route-titles';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { accountUser } from '../fixtures/accounts';
import { type AxeFinding, seriousAxeViolations } from '../helpers/axe';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';

// Pages of one thing (an agent, a landing page) are opened with real data in demoPages.
const PUBLIC = Object.values(ROUTES).filter(
  (route) =>
    (route.area === 'public' || route.area === 'bare') &&
    !([PATHS.broker, PATHS.landingCity, PATHS.landingTopic] as string[]).includes(route.path),
);

async function demoPages(baseUrl: string): Promise<{ path: string; heading: string }[]> {
  const json = async <T>(path: string) => (await (await fetch(new URL(path, baseUrl))).json()) as T;
  const { data } = await json<{ data: ListingCard[] }>(
    '/api/properties/search?city=Bhopal&propertyType=Flat%2FApartment',
  );
  const listing = data.find((card) => card.coverPhoto) ?? data[0];
  if (!listing) throw new Error('no demo listings');
  const agentListing = data.find((card) => card.postedBy === 'Agent') ?? listing;
  const detail = (await json<{ data: PropertyDetail }>(`/api/properties/${agentListing.id}`)).data;
  const broker = await json<{ data: { name: string } }>(`/api/brokers/${detail.seller.id}`);
  const projects = await json<{ data: { id: number; name: string }[] }>('/api/projects?city=Bhopal');
  const project = projects.data[0];
  if (!project) throw new Error('no demo projects');
  return [
    { path: `${PATHS.propertyProfile}?id=${listing.id}`, heading: listing.title },
    { path: `${PATHS.projectProfile}?id=${project.id}`, heading: project.name },
    { path: brokerPath(detail.seller.id), heading: broker.data.name },
    { path: landingPath({ city: 'Bhopal' }), heading: landingHeading({ kind: 'city', city: 'Bhopal' }) },
    {
      path: landingPath({ city: 'Bhopal', locality: listing.location.locality }),
      heading: landingHeading({ kind: 'locality', city: 'Bhopal', locality: listing.location.locality }),
    },
  ];
}

const report = (path: string, found: AxeFinding[]) =>
  found.map((finding) => `${path}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.join(', ')}`);

describeInBrowser('accessibility (axe-core)', (e2e) => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`every public page at ${viewport.width}px has no serious or critical violations`, async () => {
      const pages = [
        ...PUBLIC.map((route) => ({ path: route.path, heading: route.title })),
        ...(await demoPages(e2e.baseUrl)),
      ];
      const { context, page } = await e2e.newPage({ viewport, serviceWorkers: 'block' });
      const problems: string[] = [];
      for (const { path, heading } of pages) {
        // The profile needs a stored user; every other page is seen logged out.
        if (page.url().startsWith('http'))
          await page.evaluate(
            (user) => (user ? localStorage.setItem('user', user) : localStorage.removeItem('user')),
            path === PATHS.profile ? JSON.stringify(accountUser()) : null,
          );
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        problems.push(...report(path, await seriousAxeViolations(page)));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('the open drawer, a dropdown and the login dialog have no serious or critical violations', async () => {
    const problems: string[] = [];
    const check = async (page: Page, what: string) => problems.push(...report(what, await seriousAxeViolations(page)));

    const phone = await e2e.newPage({ viewport: PHONE, serviceWorkers: 'block' });
    await phone.page.goto(PATHS.home);
    await phone.page.getByRole('button', { name: DRAWER_LABELS.menu, exact: true }).click();
    await phone.page.getByRole('dialog', { name: DRAWER_LABELS.menu }).waitFor();
    await check(phone.page, 'drawer');
    await phone.context.close();

    const desktop = await e2e.newPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    await desktop.page.goto(PATHS.about);
    await desktop.page.getByRole('banner').getByRole('button', { name: BUY_MENU.label, exact: true }).click();
    await desktop.page.getByRole('banner').getByRole('link', { name: 'Land', exact: true }).waitFor();
    await check(desktop.page, 'Buy Property menu');
    await desktop.page.keyboard.press('Escape');
    await desktop.page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await desktop.page.getByRole('dialog').first().waitFor();
    await desktop.page.waitForLoadState('networkidle');
    await check(desktop.page, 'login dialog');
    await desktop.context.close();
    expect(problems).toEqual([]);
  });
});
