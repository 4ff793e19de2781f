/**
 * XSS, in real Chromium against the real server: a builder whose name and company are markup
 * posts a flat and a project whose title, description, locality, society and amenities are script, HTML
 * and `javascript:` fragments; the demo admin approves them; a buyer whose name is markup
 * enquires with a hostile message. Every page that shows them (home, search, property, project, broker,
 * shortlist, the seller's dashboard, properties and enquiries, the admin's listings and people) at 360 and
 * 1366 px shows the text literally, opens no dialog, calls no trap, loads nothing the markup names and
 * reports no CSP violation. Then the CSP itself: inline script injected into a real page does not run
 * and fires `securitypolicyviolation`; the header allows no 'unsafe-inline' script.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { ADMIN_PEOPLE_UI } from '../../src/client/features/admin/people/admin-people.content';
import { LOCATION_KEY, NO_LOCATION } from '../../src/client/features/location/location.storage';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import { moderationPath } from '../../src/shared/admin/moderation-contract';
import { HOME_LABELS } from '../../src/shared/home';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { validFlat } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { newPerson, registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { api, uniqueWord } from '../helpers/e2e-api';

const word = uniqueWord('Xssvihar');
/** Each fragment calls the trap (or alert) with its own name, so a run would say which one got through. */
const TEXT = {
  title: `${word} "><svg onload=__xss('title')> <script>alert('title')</script>`,
  description: [
    `<img src=x onerror=__xss('description')> Sunny flat`,
    `<a href="javascript:__xss('href')">call me</a> '; drop table properties; --`,
    // Direction-changing characters are refused as typed text; mixed scripts and emoji are kept as written.
    'घर 🏠 مکان किराये के लिए',
  ],
  locality: `<img src=x onerror=__xss('locality')>`,
  society: `javascript:__xss('society')`,
  amenities: [`<script>__xss('amenity')</script>`, `<b onmouseover=__xss('b')>Pool</b>`],
  project: `${word} <svg onload=__xss('project')> Towers`,
  projectDescription: `<iframe src="javascript:__xss('iframe')"></iframe> Two towers`,
  sellerName: `<img src=x onerror=__xss('name')>`,
  company: `"><img src=x onerror=__xss('company')>`,
  buyerName: `"><svg onload=__xss('buyer')>`,
  enquiry: `<script>__xss('enquiry')</script> Is it free? <img src=x onerror=__xss('enquiry')>`,
};

interface Session {
  token: string;
  user: AccountUser;
  email: string;
}

/** Logs in over the API, as the login form does. */
async function logIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const response = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; user: AccountUser } };
  return { ...data, email };
}

/** The trap every page gets before its own scripts: markup that ran would call it, and CSP reports land here. */
function installTrap() {
  const w = window as unknown as { __xss: (what: string) => void; __xssHits: string[]; __csp: string[] };
  w.__xssHits = [];
  w.__xss = (what) => w.__xssHits.push(String(what));
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    w.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  );
}

interface Watch {
  context: BrowserContext;
  page: Page;
  dialogs: string[];
  /** Requests the markup would make (`<img src=x>`, `javascript:`). */
  strayRequests: string[];
}

// A server of its own: this file publishes a flat and a project in Bhopal written in hostile text.
describeInBrowser('XSS: hostile text is shown as text on every page', { ownServer: true }, (e2e) => {
  let seller: Session;
  let buyer: Session;
  let admin: Session;
  let propertyId = 0;
  let projectId = 0;

  beforeAll(async () => {
    const { baseUrl, dataDir } = e2e;
    const sellerPerson = { ...newPerson(), firstName: TEXT.sellerName };
    await registerOverApi(baseUrl, dataDir, sellerPerson);
    const first = await logIn(baseUrl, sellerPerson.email, sellerPerson.password);
    await api(baseUrl, 'POST', '/api/sellers', first.token, {
      sellerType: 'Builder',
      companyName: TEXT.company,
      address: '14 MP Nagar Zone 2',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    });
    // Logged in again, so the stored user knows they are a seller.
    seller = await logIn(baseUrl, sellerPerson.email, sellerPerson.password);
    const flat = await api<{ data: { id: number } }>(
      baseUrl,
      'POST',
      '/api/seller/properties',
      seller.token,
      validFlat({
        title: TEXT.title,
        description: TEXT.description.join('\n'),
        amenities: TEXT.amenities,
        location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: TEXT.locality, society: TEXT.society },
      }),
    );
    propertyId = flat.data.id;
    const project = await api<{ data: { id: number } }>(
      baseUrl,
      'POST',
      '/api/seller/projects',
      seller.token,
      validProject({ name: TEXT.project, description: TEXT.projectDescription }),
    );
    projectId = project.data.id;

    admin = await logIn(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await api(baseUrl, 'POST', moderationPath('property', propertyId, 'approve'), admin.token);
    await api(baseUrl, 'POST', moderationPath('project', projectId, 'approve'), admin.token);

    const buyerPerson = { ...newPerson(), firstName: TEXT.buyerName };
    await registerOverApi(baseUrl, dataDir, buyerPerson);
    buyer = await logIn(baseUrl, buyerPerson.email, buyerPerson.password);
    await api(baseUrl, 'POST', '/api/enquiries', buyer.token, { propertyId, message: TEXT.enquiry });
  });

  async function open(viewport: { width: number; height: number }, session?: Session): Promise<Watch> {
    const { context, page } = await e2e.newPage({ viewport });
    await context.addInitScript(installTrap);
    const dialogs: string[] = [];
    const strayRequests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/x' || url.protocol === 'javascript:') strayRequests.push(request.url());
    });
    if (session) {
      await page.goto(PATHS.about);
      await storeSessionIn(page, session);
    }
    return { context, page, dialogs, strayRequests };
  }

  /** Nothing ran, nothing was loaded, nothing was blocked (a blocked handler would be a violation). */
  async function expectInert({ page, dialogs, strayRequests }: Watch, where: string) {
    // Handlers such as onerror and onload fire a moment after the markup lands.
    await page.waitForTimeout(300);
    const state = await page.evaluate(() => {
      const w = window as unknown as { __xssHits: string[]; __csp: string[] };
      return { hits: w.__xssHits, csp: w.__csp };
    });
    expect({ where, ...state, dialogs, strayRequests }).toEqual({
      where,
      hits: [],
      csp: [],
      dialogs: [],
      strayRequests: [],
    });
    expect(
      await page.locator('svg[onload], img[onerror], [onmouseover], iframe, script:not([src]):not([type])').count(),
    ).toBe(0);
  }

  /** The text is on the page as text (Playwright's text match reads what is shown, never markup). */
  const shows = (page: Page, text: string) => page.getByText(text).first().waitFor();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`public pages at ${viewport.width}px: home, search, property, project, broker, shortlist`, async () => {
      const watch = await open(viewport, buyer);
      const { page } = watch;
      try {
        // The visitor's city is Bhopal (as the location picker keeps it): the home page lists Bhopal's
        // newest listings, this flat first. (The featured strip is the demo's, featured until 2099.)
        await page.evaluate(({ key, city }) => localStorage.setItem(key, JSON.stringify(city)), {
          key: LOCATION_KEY,
          city: { ...NO_LOCATION, city: 'Bhopal', state: 'Madhya Pradesh', country: 'India' },
        });
        await page.goto(PATHS.home);
        await page.getByRole('heading', { level: 2, name: HOME_LABELS.featured }).waitFor();
        await page
          .getByRole('region', { name: propertiesInLabel('Bhopal') })
          .getByText(TEXT.title)
          .first()
          .waitFor();
        await expectInert(watch, 'home');

        await page.goto(`${PATHS.searchResults}?city=Bhopal&searchQuery=${word}`);
        await shows(page, TEXT.title);
        await expectInert(watch, 'search results');

        await page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
        await page.getByRole('heading', { level: 1, name: TEXT.title }).waitFor();
        for (const text of [...TEXT.description, TEXT.locality, TEXT.society, ...TEXT.amenities])
          await shows(page, text);
        await expectInert(watch, 'property');
        // The buyer keeps it, to see it on the shortlist.
        await page
          .getByRole('main')
          .getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add, exact: true })
          .first()
          .click();
        await page
          .getByRole('main')
          .getByRole('button', { name: SHORTLIST_BUTTON_LABELS.remove, exact: true })
          .first()
          .waitFor();

        await page.goto(`${PATHS.projectProfile}?id=${projectId}`);
        await page.getByRole('heading', { level: 1, name: TEXT.project }).waitFor();
        await shows(page, TEXT.projectDescription);
        await expectInert(watch, 'project');

        await page.goto(brokerPath(seller.user.id));
        await shows(page, TEXT.company);
        await shows(page, TEXT.title);
        await expectInert(watch, 'broker');

        await page.goto(PATHS.shortlist);
        await shows(page, TEXT.title);
        await expectInert(watch, 'shortlist');
      } finally {
        await watch.context.close();
      }
    });

    it(`the seller's pages at ${viewport.width}px: dashboard, properties, projects, enquiries`, async () => {
      const watch = await open(viewport, seller);
      const { page } = watch;
      try {
        await page.goto(PATHS.sellerDashboard);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectInert(watch, 'seller dashboard');

        await page.goto(PATHS.sellerProperties);
        await shows(page, TEXT.title);
        await expectInert(watch, 'seller properties');

        await page.goto(PATHS.sellerProjects);
        await shows(page, TEXT.project);
        await expectInert(watch, 'seller projects');

        await page.goto(PATHS.sellerQueries);
        await shows(page, TEXT.enquiry);
        await shows(page, TEXT.buyerName);
        await expectInert(watch, 'seller enquiries');
      } finally {
        await watch.context.close();
      }
    });

    it(`the admin's pages at ${viewport.width}px: listings, users, sellers`, async () => {
      const watch = await open(viewport, admin);
      const { page } = watch;
      try {
        await page.goto(`${PATHS.adminAllProperties}?q=${word}`);
        await shows(page, TEXT.title);
        await expectInert(watch, 'admin properties');

        for (const [path, email] of [
          [PATHS.adminUsers, buyer.email],
          [PATHS.adminSellers, seller.email],
        ] as const) {
          await page.goto(path);
          await page.getByLabel(ADMIN_PEOPLE_UI.searchLabel).fill(email);
          await page.getByLabel(ADMIN_PEOPLE_UI.searchLabel).press('Enter');
          await shows(page, path === PATHS.adminUsers ? TEXT.buyerName : TEXT.sellerName);
          await expectInert(watch, path);
        }
      } finally {
        await watch.context.close();
      }
    });
  }

  it('the CSP blocks inline script injected into a real page and reports it; the header allows none', async () => {
    const response = await fetch(new URL(`${PATHS.propertyProfile}?id=${propertyId}`, e2e.baseUrl));
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp
      .split(';')
      .map((part) => part.trim())
      .filter((part) => /^script-src(-elem|-attr)?\s/.test(part) || part.startsWith('default-src'));
    expect(scriptSrc.length).toBeGreaterThan(0);
    for (const directive of scriptSrc) expect(directive).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:/);

    const watch = await open(DESKTOP);
    const { page } = watch;
    try {
      await page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
      await page.getByRole('heading', { level: 1, name: TEXT.title }).waitFor();
      await expectInert(watch, 'before the probe');
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        w.__inline = [];
        document.body.insertAdjacentHTML(
          'beforeend',
          '<script>window.__inline.push("html")</script><img src="data:," onerror="window.__inline.push(\'attr\')">',
        );
        const element = document.createElement('script');
        element.textContent = 'window.__inline.push("element")';
        document.body.append(element);
      });
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), { timeout: 5_000 })
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^script-src-elem /),
            expect.stringMatching(/^script-src-attr /),
          ]),
        );
      expect(await page.evaluate(() => (window as unknown as { __inline: string[] }).__inline)).toEqual([]);
    } finally {
      await watch.context.close();
    }
  });
});
