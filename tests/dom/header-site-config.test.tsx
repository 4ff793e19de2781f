import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAWER_LABELS, HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { BUY_MENU } from '../../src/client/app/layouts/navigation.content';
import { PATHS } from '../../src/shared/routes';
import { SITE } from '../../src/shared/site';
import { renderApp } from '../helpers/render-app';

// What the server writes into index.html from SUPPORT_PHONE / SUPPORT_EMAIL. Hoisted: the client reads
// the block once, when its module is first imported.
const CONFIGURED = vi.hoisted(() => {
  const configured = { phone: '+91 22 6100 4455', email: 'help@pc-mumbai.example.in' };
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'site-config';
  block.textContent = JSON.stringify(configured);
  document.head.append(block);
  return configured;
});
const TEL = 'tel:+912261004455';

describe('support phone and e-mail from the site configuration', () => {
  it('the header calls the configured number', async () => {
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    const call = within(header).getByRole('link', { name: `${HEADER_LABELS.callUs}: ${CONFIGURED.phone}` });
    expect(call.getAttribute('href')).toBe(TEL);
    expect(within(header).queryByText(SITE.phone)).toBeNull();
  });

  it('the dropdowns show the configured phone and e-mail', async () => {
    renderApp(PATHS.about);
    const button = await within(await screen.findByRole('banner')).findByRole('button', { name: BUY_MENU.label });
    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect((await within(panel).findByRole('link', { name: CONFIGURED.phone })).getAttribute('href')).toBe(TEL);
    expect(within(panel).getByRole('link', { name: CONFIGURED.email }).getAttribute('href')).toBe(
      `mailto:${CONFIGURED.email}`,
    );
  });

  it("the drawer's 'Need help? Call us' calls the configured number", async () => {
    renderApp(PATHS.about);
    fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: DRAWER_LABELS.menu }));
    const drawer = await screen.findByRole('dialog', { name: DRAWER_LABELS.menu });
    const call = within(drawer).getByRole('link', { name: new RegExp(CONFIGURED.phone.replace(/\+/g, '\\+')) });
    expect(call.textContent).toContain(HEADER_LABELS.needHelp);
    expect(call.getAttribute('href')).toBe(TEL);
  });

  it('the footer lists the configured phone and e-mail', async () => {
    renderApp(PATHS.about);
    const footer = await screen.findByRole('contentinfo');
    // The footer's columns are their own chunk, loaded once the footer nears the viewport.
    expect((await within(footer).findByRole('link', { name: CONFIGURED.phone })).getAttribute('href')).toBe(TEL);
    expect(within(footer).getByRole('link', { name: CONFIGURED.email }).getAttribute('href')).toBe(
      `mailto:${CONFIGURED.email}`,
    );
    expect(within(footer).queryByText(SITE.phone)).toBeNull();
  });
});
