/**
 * Spending a featured credit asks first, with the credits left and the date the server will set: the end
 * of the first running plan (ending first) with a credit left that adds a day to the listing's featuring.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_UI } from '../../src/client/features/billing/billing.content';
import MyPropertiesPage from '../../src/client/features/sellers/pages/MyPropertiesPage';
import type { RunningPlan } from '../../src/shared/billing/featured-contract';
import { formatDate } from '../../src/shared/date-format';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { listingPage, renderPage, sellerListing } from '../helpers/seller-manage-dom';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const running = (id: number, endsAt: string, credits: number, used = 0): RunningPlan => ({
  subscriptionId: id,
  planName: `Plan ${id}`,
  startsAt: inDays(-5),
  endsAt,
  listings: { credits: 0, used: 0 },
  featured: { credits, used },
  projects: { credits: 0, used: 0 },
});

const FEATURE = 'POST /api/seller/properties/11/feature';

function stub(featuredUntil: string | null, plans: RunningPlan[]) {
  return stubFetch({
    'GET /api/seller/properties': { status: 200, body: listingPage([sellerListing({ featuredUntil })]) },
    'GET /api/seller/billing': {
      status: 200,
      body: {
        success: true,
        data: { plans, invoices: [], paymentDetails: null, tax: { supplier: null, sellerState: null } },
      },
    },
    [FEATURE]: {
      status: 200,
      body: {
        success: true,
        message: 'Your listing is featured.',
        data: { listingId: 11, featuredUntil: plans[0]?.endsAt, creditsLeft: 2 },
      },
    },
  });
}

async function openConfirm() {
  const row = await screen.findByRole('listitem', { name: '2 BHK flat near Arera Colony market' });
  fireEvent.click(await within(row).findByRole('button', { name: new RegExp(BILLING_UI.featureListing) }));
  return screen.findByRole('alertdialog');
}

describe('featuring a listing', () => {
  it('asks "Use 1 of 3 featured credits?" with the end of the plan ending first; Cancel spends nothing', async () => {
    const soon = inDays(20);
    const api = stub(null, [running(8, inDays(60), 1), running(7, soon, 3, 1)]);
    storeSession(undefined, 'tok-9');
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    const dialog = await openConfirm();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByText(BILLING_UI.featureConfirm(3))).toBeTruthy();
    expect(BILLING_UI.featureConfirm(3)).toBe('Use 1 of 3 featured credits?');
    expect(within(dialog).getByText(BILLING_UI.featureConfirmUntil(formatDate(soon)))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: BILLING_UI.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.to(FEATURE)).toHaveLength(0);
  });

  it('names the later plan when the first would add less than a day, and spends on confirming', async () => {
    const later = inDays(45);
    // Featured until after the first plan ends: only the second plan adds time.
    const api = stub(inDays(12), [running(7, inDays(10), 1), running(8, later, 1)]);
    storeSession(undefined, 'tok-9');
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    const dialog = await openConfirm();
    expect(within(dialog).getByText(BILLING_UI.featureConfirm(2))).toBeTruthy();
    expect(within(dialog).getByText(BILLING_UI.featureConfirmUntil(formatDate(later)))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: BILLING_UI.featureListing }));
    await waitFor(() => expect(api.to(FEATURE)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Your listing is featured.')).toBeTruthy();
  });
});
