import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminPlanEditPage from '../../src/client/features/billing/admin/AdminPlanEditPage';
import AdminPlansPage from '../../src/client/features/billing/admin/AdminPlansPage';
import { BILLING_UI as UI } from '../../src/client/features/billing/billing.content';
import { type AdminPlan, BILLING_MESSAGES } from '../../src/shared/billing/billing-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeAdmin } from '../helpers/admin-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { renderPage } from '../helpers/seller-manage-dom';

const PLANS = 'GET /api/admin/plans';
const QUOTA = 'GET /api/admin/settings/quota';

const plan = (overrides: Partial<AdminPlan> = {}): AdminPlan => ({
  id: 4,
  name: 'Owner Plus',
  sellerType: 'Individual',
  priceInr: 1499,
  listingCredits: 5,
  featuredCredits: 1,
  projectCredits: 0,
  durationDays: 30,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const quotaAnswer = { status: 200, body: { success: true, data: { freeListingQuota: 3, freeProjectQuota: 1 } } };

describe('admin plans (/admin/subscription/manage)', () => {
  it('lists plans with price, credits and an edit link, and switches one off', async () => {
    storeAdmin();
    const api = stubFetch({
      [PLANS]: {
        status: 200,
        body: { success: true, data: [plan(), plan({ id: 5, name: 'Agent Pro', sellerType: 'Agent', active: false })] },
      },
      [QUOTA]: quotaAnswer,
      'PATCH /api/admin/plans/4': {
        status: 200,
        body: { success: true, message: BILLING_MESSAGES.planSaved, data: plan({ active: false }) },
      },
    });
    renderPage(AdminPlansPage, PATHS.adminSubscriptions);
    const table = await screen.findByRole('table', { name: UI.plansTableCaption });
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.adminSubscriptions.title })).toBeTruthy();
    const row = within(table).getByText('Owner Plus', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('₹1,499');
    expect(row.textContent).toContain(UI.credits(5, 1, 0));
    expect(
      within(row)
        .getByRole('link', { name: `${UI.editPlan} Owner Plus` })
        .getAttribute('href'),
    ).toBe(`${PATHS.adminSubscriptionEdit}?id=4`);
    fireEvent.click(within(row).getByRole('button', { name: `${UI.deactivate} Owner Plus` }));
    await screen.findByText(BILLING_MESSAGES.planSaved);
    expect(api.to('PATCH /api/admin/plans/4')[0]?.body).toEqual({ active: false });
    expect(within(row).getByText(UI.activeOff)).toBeTruthy();
    expect(within(row).getByRole('button', { name: `${UI.activate} Owner Plus` })).toBeTruthy();
  });

  it('shows each plan’s status as a pill, not a button or a switch', async () => {
    storeAdmin();
    stubFetch({
      [PLANS]: {
        status: 200,
        body: { success: true, data: [plan(), plan({ id: 5, name: 'Agent Pro', sellerType: 'Agent', active: false })] },
      },
      [QUOTA]: quotaAnswer,
    });
    renderPage(AdminPlansPage, PATHS.adminSubscriptions);
    const table = await screen.findByRole('table', { name: UI.plansTableCaption });
    const rowOf = (name: string) => within(table).getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
    for (const [name, words] of [
      ['Owner Plus', UI.activeOn],
      ['Agent Pro', UI.activeOff],
    ] as const) {
      const row = rowOf(name);
      const status = within(row).getByText(words);
      expect(status.tagName).toBe('SPAN');
      expect(status.closest('button, [role="switch"], a')).toBeNull();
      expect(within(row).queryByRole('switch')).toBeNull();
      expect(within(row).queryByRole('button', { name: new RegExp(`^${words}`) })).toBeNull();
    }
  });

  it('saves the free quota, refusing a negative one without a request', async () => {
    storeAdmin();
    const api = stubFetch({
      [PLANS]: { status: 200, body: { success: true, data: [] } },
      [QUOTA]: quotaAnswer,
      'PUT /api/admin/settings/quota': {
        status: 200,
        body: { success: true, message: BILLING_MESSAGES.quotaSaved, data: {} },
      },
    });
    renderPage(AdminPlansPage, PATHS.adminSubscriptions);
    expect(await screen.findByText(UI.noPlans)).toBeTruthy();
    const listings = (await screen.findByLabelText(UI.freeListingQuota)) as HTMLInputElement;
    expect(listings.value).toBe('3');
    fireEvent.change(listings, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: UI.saveQuota }));
    expect((await screen.findByRole('alert')).textContent).toMatch(new RegExp(`^${UI.freeListingQuota} must be`));
    expect(api.to('PUT /api/admin/settings/quota')).toHaveLength(0);
    fireEvent.change(listings, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: UI.saveQuota }));
    await screen.findByText(BILLING_MESSAGES.quotaSaved);
    expect(api.to('PUT /api/admin/settings/quota')[0]?.body).toEqual({ freeListingQuota: 5, freeProjectQuota: 1 });
  });
});

describe('admin plan form (/admin/subscription/edit)', () => {
  it('creates a plan after the shared schema accepts it, naming bad fields first', async () => {
    storeAdmin();
    const api = stubFetch({
      'POST /api/admin/plans': {
        status: 201,
        body: { success: true, message: BILLING_MESSAGES.planCreated, data: plan() },
      },
    });
    const { location } = renderPage(AdminPlanEditPage, PATHS.adminSubscriptionEdit);
    fireEvent.click(await screen.findByRole('button', { name: UI.form.save }));
    // The schema's messages name each field by its label on the form.
    expect(await screen.findByText((text) => text.startsWith(`${UI.form.name} must be`))).toBeTruthy();
    expect(screen.getByText((text) => text.startsWith(`${UI.form.priceInr} must be`))).toBeTruthy();
    expect(api.to('POST /api/admin/plans')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(UI.form.name), { target: { value: 'Builder Max' } });
    fireEvent.change(screen.getByLabelText(UI.form.sellerType), { target: { value: 'Builder' } });
    fireEvent.change(screen.getByLabelText(UI.form.priceInr), { target: { value: '4999' } });
    fireEvent.change(screen.getByLabelText(UI.form.projectCredits), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: UI.form.save }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(PATHS.adminSubscriptions));
    expect(api.to('POST /api/admin/plans')[0]?.body).toEqual({
      name: 'Builder Max',
      sellerType: 'Builder',
      priceInr: 4999,
      listingCredits: 0,
      featuredCredits: 0,
      projectCredits: 2,
      durationDays: 30,
      active: true,
    });
  });

  it('edits the plan named by ?id= and shows the server’s refusal', async () => {
    storeAdmin();
    const api = stubFetch({
      [PLANS]: { status: 200, body: { success: true, data: [plan()] } },
      'PATCH /api/admin/plans/4': {
        status: 400,
        body: { success: false, message: 'Plan name must be plain text (no HTML)' },
      },
    });
    renderPage(AdminPlanEditPage, `${PATHS.adminSubscriptionEdit}?id=4`);
    const name = (await screen.findByLabelText(UI.form.name)) as HTMLInputElement;
    expect(name.value).toBe('Owner Plus');
    expect((screen.getByLabelText(UI.form.priceInr) as HTMLInputElement).value).toBe('1499');
    fireEvent.change(screen.getByLabelText(UI.form.durationDays), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: UI.form.save }));
    expect((await screen.findByText('Plan name must be plain text (no HTML)')).textContent).toBeTruthy();
    expect(api.to('PATCH /api/admin/plans/4')[0]?.body).toMatchObject({ durationDays: 90, name: 'Owner Plus' });
  });

  it('says so when ?id= names no plan', async () => {
    storeAdmin();
    stubFetch({ [PLANS]: { status: 200, body: { success: true, data: [] } } });
    renderPage(AdminPlanEditPage, `${PATHS.adminSubscriptionEdit}?id=99`);
    expect(await screen.findByText(UI.form.notFound)).toBeTruthy();
  });
});
