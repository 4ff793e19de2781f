/**
 * A builder's new project form says, before anything is typed, how many live projects the free quota and
 * their plans leave (the server's count), or with none left the server's quota message and the plans.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELLER_PLANS_HREF } from '../../src/client/features/projects/seller/ProjectQuotaNote';
import { PROJECT_UI as UI } from '../../src/client/features/projects/seller/projects.content';
import AddProjectPage from '../../src/client/features/sellers/pages/AddProjectPage';
import { PATHS } from '../../src/shared/routes';
import { SELLER_PROJECT_MESSAGES } from '../../src/shared/sellers/seller-project-constants';
import { sellerMe } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderProjectPage, storeBuilder } from '../helpers/seller-projects-dom';

function withProjects(live: number, quota: number) {
  const me = sellerMe({ sellerType: 'Builder' });
  const counts = { ...me.counts, projects: { live, quota, left: Math.max(0, quota - live) } };
  return stubFetch({ 'GET /api/sellers/me': { status: 200, body: { success: true, data: { ...me, counts } } } });
}

describe("the new project form's quota", () => {
  it('says how many live projects are left above the empty form', async () => {
    withProjects(1, 3);
    storeBuilder();
    renderProjectPage(AddProjectPage, PATHS.sellerAddProject);
    const note = await screen.findByText(UI.quotaLeft(2, 3));
    expect(note.textContent).toBe('2 of 3 live projects left (free quota and your plans)');
    // Above the form: the first thing a builder reads, before the first field.
    const firstField = screen.getAllByRole('group')[0] as HTMLElement;
    expect(note.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('with none left, says so in the server’s words with a way to the plans', async () => {
    withProjects(1, 1);
    storeBuilder();
    renderProjectPage(AddProjectPage, PATHS.sellerAddProject);
    const message = await screen.findByText(SELLER_PROJECT_MESSAGES.quotaReached(1));
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    expect(within(alert).getByRole('link', { name: UI.seePlans }).getAttribute('href')).toBe(SELLER_PLANS_HREF);
    expect(SELLER_PLANS_HREF).toBe(`${PATHS.sellerDashboard}#seller-plans`);
  });

  it('says nothing of the quota when editing a stored project', async () => {
    withProjects(1, 1);
    storeBuilder();
    renderProjectPage(AddProjectPage, `${PATHS.sellerAddProject}?id=9`);
    await screen.findByRole('heading', { level: 1, name: UI.editTitle });
    expect(screen.queryByText(SELLER_PROJECT_MESSAGES.quotaReached(1))).toBeNull();
  });
});
