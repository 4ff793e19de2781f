import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_UI as UI } from '../../src/client/features/projects/seller/projects.content';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import MyProjectsPage from '../../src/client/features/sellers/pages/MyProjectsPage';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_PROJECT_MESSAGES } from '../../src/shared/sellers/seller-project-constants';
import { stubFetch } from '../helpers/fetch-stub';
import { queriesTo } from '../helpers/seller-manage-dom';
import { projectPage, renderProjectPage, sellerProject, storeBuilder } from '../helpers/seller-projects-dom';

const LIST = 'GET /api/seller/projects';

/** happy-dom has no window.confirm: answer the confirms in order (the last answer repeats). */
function answerConfirm(...answers: boolean[]) {
  const confirm = vi.fn(() => (answers.length > 1 ? answers.shift() : answers[0]) ?? false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

describe('the builder’s projects page', () => {
  it('shows each project with its review status, units, price range, views and enquiries, and its actions', async () => {
    const api = stubFetch({
      [LIST]: {
        status: 200,
        body: projectPage([
          sellerProject(),
          sellerProject({ id: 6, name: 'Kolar Heights', status: 'pending', upcoming: true }),
          sellerProject({
            id: 7,
            name: 'MP Nagar Trade Centre',
            status: 'rejected',
            rejectionReason: 'RERA number could not be verified',
          }),
        ]),
      },
    });
    storeBuilder();
    renderProjectPage(MyProjectsPage, PATHS.sellerProjects);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.sellerProjects.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MANAGE_UI.loading);

    const active = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText(UI.unitsLeft(180, 240))).toBeTruthy();
    expect(within(active).getByText('₹52 L - ₹83 L')).toBeTruthy();
    expect(within(active).getByText('2 BHK · 3 BHK')).toBeTruthy();
    expect(within(active).getByText('41')).toBeTruthy();
    expect(within(active).getByText(UI.enquiries(1, 3))).toBeTruthy();
    expect(within(active).getByRole('link', { name: UI.edit }).getAttribute('href')).toBe(
      `${PATHS.sellerAddProject}?id=5`,
    );
    expect(within(active).getByRole('link', { name: UI.viewPublic }).getAttribute('href')).toBe(
      `${PATHS.projectProfile}?id=5`,
    );

    const pending = screen.getByRole('listitem', { name: 'Kolar Heights' });
    expect(within(pending).getByText('Pending review')).toBeTruthy();
    expect(within(pending).getByText(UI.upcoming)).toBeTruthy();
    expect(within(pending).queryByRole('link', { name: UI.viewPublic })).toBeNull();

    const rejected = screen.getByRole('listitem', { name: 'MP Nagar Trade Centre' });
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText(UI.rejectedReason('RERA number could not be verified'))).toBeTruthy();
    expect(within(rejected).getByRole('link', { name: UI.fixAndResubmit })).toBeTruthy();
    expect(screen.getByText(UI.total(3))).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.addProject }).getAttribute('href')).toBe(PATHS.sellerAddProject);
    expect(api.to(LIST)[0]?.headers.authorization).toBe('Bearer test-token');
  });

  it('filters by status through the URL, from page 1', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: projectPage([sellerProject()], 45, 2) } });
    storeBuilder();
    const { location } = renderProjectPage(MyProjectsPage, `${PATHS.sellerProjects}?page=2`);
    await screen.findByText(MANAGE_UI.pageOf(2, 3));
    expect(Object.fromEntries(queriesTo(api, '/api/seller/projects')[0] ?? [])).toEqual({ page: '2' });
    fireEvent.change(screen.getByLabelText(UI.filterLabel), { target: { value: 'rejected' } });
    await waitFor(() => expect(location.history.at(-1)).toBe(`${PATHS.sellerProjects}?status=rejected`));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(api, '/api/seller/projects').at(-1) ?? [])).toEqual({ status: 'rejected' }),
    );
  });

  it('deletes a project after a confirm, and leaves it when the builder cancels', async () => {
    const api = stubFetch({
      [LIST]: { status: 200, body: projectPage([sellerProject(), sellerProject({ id: 6, name: 'Kolar Heights' })]) },
      'DELETE /api/seller/projects/6': {
        status: 200,
        body: { success: true, message: SELLER_PROJECT_MESSAGES.projectDeleted },
      },
    });
    storeBuilder();
    const confirm = answerConfirm(false, true);
    renderProjectPage(MyProjectsPage, PATHS.sellerProjects);
    const row = await screen.findByRole('listitem', { name: 'Kolar Heights' });
    fireEvent.click(within(row).getByRole('button', { name: UI.delete }));
    expect(confirm).toHaveBeenCalledWith(UI.confirmDelete('Kolar Heights'));
    expect(api.to('DELETE /api/seller/projects/6')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: UI.delete }));
    expect(await screen.findByText(SELLER_PROJECT_MESSAGES.projectDeleted)).toBeTruthy();
    expect(api.to('DELETE /api/seller/projects/6')).toHaveLength(1);
    expect(screen.queryByRole('listitem', { name: 'Kolar Heights' })).toBeNull();
    expect(screen.getByText(UI.total(1))).toBeTruthy();
  });

  it('says so when there are no projects, or none with the status', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: projectPage([]) } });
    storeBuilder();
    renderProjectPage(MyProjectsPage, PATHS.sellerProjects);
    expect(await screen.findByText(UI.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(UI.filterLabel), { target: { value: 'active' } });
    expect(await screen.findByText(UI.emptyFiltered)).toBeTruthy();
    expect(api.to(LIST)).toHaveLength(2);
  });

  it("shows the server's refusal (a stored seller type gone stale) and retries", async () => {
    const refusal = SELLER_PROJECT_MESSAGES.buildersOnly('Agent');
    const api = stubFetch({ [LIST]: { status: 403, body: { success: false, message: refusal } } });
    storeBuilder();
    renderProjectPage(MyProjectsPage, PATHS.sellerProjects);
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    api.routes[LIST] = { status: 200, body: projectPage([sellerProject()]) };
    fireEvent.click(screen.getByRole('button', { name: MANAGE_UI.retry }));
    expect(await screen.findByRole('listitem', { name: 'Lakeview Residency' })).toBeTruthy();
  });
});
