import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_LABELS,
  LEGAL_LAST_UPDATED,
  POSTING_LABELS,
} from '../../src/client/features/content/content-pages.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SITE } from '../../src/shared/site';
import { accountUser, storeSession } from '../fixtures/accounts';
import { renderApp } from '../helpers/render-app';

// Lazy page chunks load on first use: slow in a busy run of the whole suite.

async function openPage(key: keyof typeof ROUTES) {
  renderApp(PATHS[key]);
  await screen.findByRole('heading', { level: 1, name: ROUTES[key].title });
  return screen.getByRole('main');
}

const hrefOf = (root: HTMLElement, name: string | RegExp) =>
  within(root)
    .getAllByRole('link', { name })
    .map((link) => link.getAttribute('href'));

/** Every '#id' link of the table of contents lands on an element of the page. */
function expectTocTargetsExist(main: HTMLElement) {
  const toc = within(main).getByRole('navigation', { name: CONTENT_LABELS.onThisPage });
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBeGreaterThan(4);
  for (const link of links) {
    const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
    expect(document.getElementById(id), id).not.toBeNull();
  }
  return links.map((link) => link.getAttribute('href'));
}

describe('the posting pages', { timeout: 20_000 }, () => {
  it.each(['postProperty', 'postProject', 'postAProperty'] as const)(
    '%s explains posting and leads a visitor to the seller login and sign-up',
    async (key) => {
      const main = await openPage(key);
      expect(hrefOf(main, POSTING_LABELS.login)).toContain(PATHS.sellerLogin);
      expect(hrefOf(main, POSTING_LABELS.register)).toContain(PATHS.sellerSignup);
      for (const heading of ['What is free', 'How it works', 'Get approved fast', 'Who can post']) {
        expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
      }
      expect(within(main).queryByRole('link', { name: POSTING_LABELS.addProperty })).toBeNull();
    },
  );

  it('sends a logged-in owner straight to the add-property form', async () => {
    storeSession(accountUser({ isSeller: true, sellerType: 'Individual' }));
    const main = await openPage('postProperty');
    expect(hrefOf(main, POSTING_LABELS.addProperty)).toContain(PATHS.sellerAddProperty);
    expect(within(main).queryByRole('link', { name: POSTING_LABELS.login })).toBeNull();
  });

  it('sends a logged-in builder to the add-project form', async () => {
    storeSession(accountUser({ isSeller: true, sellerType: 'Builder' }));
    const main = await openPage('postProject');
    expect(hrefOf(main, POSTING_LABELS.addProject)).toContain(PATHS.sellerAddProject);
  });

  it('offers an agent a property instead of a project', async () => {
    storeSession(accountUser({ isSeller: true, sellerType: 'Agent' }));
    const main = await openPage('postProject');
    expect(within(main).queryByRole('link', { name: POSTING_LABELS.addProject })).toBeNull();
    expect(hrefOf(main, POSTING_LABELS.addProperty)).toContain(PATHS.sellerAddProperty);
    expect(within(main).getAllByText(/Projects are posted by builder accounts/).length).toBeGreaterThan(0);
  });

  it('asks a logged-in buyer without a seller profile to register as a seller too', async () => {
    storeSession(accountUser());
    const main = await openPage('postAProperty');
    expect(hrefOf(main, POSTING_LABELS.addProperty)).toContain(PATHS.sellerAddProperty);
    expect(hrefOf(main, POSTING_LABELS.becomeSeller)).toContain(PATHS.sellerSignup);
  });
});

describe('the legal pages', { timeout: 20_000 }, () => {
  it('terms show the last-updated date, a working table of contents and the Grievance Officer', async () => {
    const main = await openPage('terms');
    expect(within(main).getByText(LEGAL_LAST_UPDATED).tagName).toBe('TIME');
    const anchors = expectTocTargetsExist(main);
    expect(anchors).toContain('#grievance-officer');
    expect(within(main).getByRole('heading', { level: 2, name: /Grievance Officer/ })).toBeTruthy();
    expect(hrefOf(main, SITE.email)[0]).toContain(`mailto:${SITE.email}`);
  });

  it('the privacy policy covers the DPDP Act, who sees contact details, device storage, retention and rights', async () => {
    const main = await openPage('privacy');
    expect(within(main).getByText(LEGAL_LAST_UPDATED)).toBeTruthy();
    const anchors = expectTocTargetsExist(main);
    for (const id of [
      '#who-sees-what',
      '#storage-on-your-device',
      '#retention',
      '#your-rights',
      '#grievance-officer',
    ]) {
      expect(anchors).toContain(id);
    }
    const text = main.textContent ?? '';
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toContain('shown only to a logged-in buyer who has sent an enquiry');
    expect(text).toContain('Data Protection Board of India');
  });
});

describe('the advice hub', { timeout: 20_000 }, () => {
  it('has anchored sections, the stamp duty table and links to the Insights pages', async () => {
    const main = await openPage('realEstateAdvice');
    const anchors = expectTocTargetsExist(main);
    for (const id of ['#buying-guide', '#rera', '#stamp-duty', '#home-loans', '#legal-checklist', '#vaastu']) {
      expect(anchors).toContain(id);
    }
    const table = within(main).getByRole('table', { name: /stamp duty/i });
    expect(within(table).getByRole('rowheader', { name: 'Madhya Pradesh' })).toBeTruthy();
    for (const key of ['insightsLocalities', 'insightsPriceTrends', 'insightsEmiCalculator'] as const) {
      expect(hrefOf(main, new RegExp(`^${ROUTES[key].title}`))).toContain(PATHS[key]);
    }
  });
});

describe('the about page', { timeout: 20_000 }, () => {
  it('says who we are, what we do differently, how it works, and leads to the contact page', async () => {
    const main = await openPage('about');
    for (const heading of ['Who we are', 'What we do differently', 'How it works']) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(within(main).getByText(/Shiv Shakti Tower/)).toBeTruthy();
    expect(hrefOf(main, 'Contact us')).toContain(PATHS.contact);
  });
});
