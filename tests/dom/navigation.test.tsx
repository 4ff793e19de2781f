import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAWER_LABELS, HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

// Pages and the menus' panels are lazy chunks: slow to arrive in a busy run of the whole suite.

describe('navigation', () => {
  it('scrolls smoothly to the top when the visitor follows a link, not on the first render', async () => {
    const { location } = renderApp(PATHS.home);
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    expect(window.scrollTo).not.toHaveBeenCalled();

    fireEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'About Us' }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.about.title });
    expect(location.history).toEqual([PATHS.home, PATHS.about]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('keeps the top bar while moving between pages of the common layout', async () => {
    renderApp(PATHS.about);
    await screen.findByRole('heading', { level: 1, name: ROUTES.about.title });
    const header = screen.getByRole('banner');
    fireEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.contact.title });
    expect(screen.getByRole('banner')).toBe(header);
  });

  it('the heart in the top bar and the Your shortlist entry of the phone drawer lead to the shortlist', async () => {
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: ROUTES.shortlist.title }).getAttribute('href')).toBe(
      PATHS.shortlist,
    );
    fireEvent.click(within(header).getByRole('button', { name: DRAWER_LABELS.menu }));
    const drawer = await within(header).findByRole('dialog', { name: DRAWER_LABELS.menu });
    expect(within(drawer).getByRole('link', { name: ROUTES.shortlist.title }).getAttribute('href')).toBe(
      PATHS.shortlist,
    );
  });

  it('the logo leads home and the post button to the seller login', async () => {
    renderApp(PATHS.properties);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Property Creator home' }).getAttribute('href')).toBe(PATHS.home);
    fireEvent.click(within(header).getByRole('link', { name: HEADER_LABELS.postProperty }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerLogin.title });
  });

  it('the header login button opens the login dialog; Escape closes it', async () => {
    renderApp(PATHS.home);
    const header = await screen.findByRole('banner');
    const login = within(header).getByRole('button', { name: HEADER_LABELS.login });
    // A keyboard user: focus the button, then activate it.
    login.focus();
    fireEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: HEADER_LABELS.login });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(login);
  });
});
