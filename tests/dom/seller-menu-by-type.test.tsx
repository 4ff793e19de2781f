import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_UI } from '../../src/client/features/projects/seller/projects.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_PROJECT_MESSAGES } from '../../src/shared/sellers/seller-project-constants';
import { storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const menuLinks = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Seller menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the seller menu by seller type', () => {
  it.each(['Individual', 'Agent'] as const)('offers an %s no project pages', async (sellerType) => {
    storeSeller({ sellerType });
    stubFetch();
    renderApp(PATHS.sellerQueries);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerQueries.title });
    const links = await menuLinks();
    expect(links).toContain(ROUTES.sellerAddProperty.title);
    expect(links).toContain(ROUTES.sellerProperties.title);
    expect(links).not.toContain(ROUTES.sellerAddProject.title);
    expect(links).not.toContain(ROUTES.sellerProjects.title);
  });

  it('offers a builder both project pages', async () => {
    storeSeller({ sellerType: 'Builder' });
    stubFetch();
    renderApp(PATHS.sellerQueries);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerQueries.title });
    const links = await menuLinks();
    expect(links).toContain(ROUTES.sellerAddProject.title);
    expect(links).toContain(ROUTES.sellerProjects.title);
  });

  it('tells an owner who opens the projects address that projects are for builders, and offers a property', async () => {
    storeSeller({ sellerType: 'Individual' });
    const api = stubFetch();
    renderApp(PATHS.sellerProjects);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(SELLER_PROJECT_MESSAGES.buildersOnly('Individual'))).toBeTruthy();
    expect(within(alert).getByText(PROJECT_UI.buildersOnlyHint)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: PROJECT_UI.addPropertyInstead }).getAttribute('href')).toBe(
      PATHS.sellerAddProperty,
    );
    expect(api.requests.filter((request) => request.path.includes('/api/seller/projects'))).toHaveLength(0);
  });
});
