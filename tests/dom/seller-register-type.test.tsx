import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELL_MENU } from '../../src/client/app/layouts/navigation.content';
import { SELLER_AUTH_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { SELLER_TYPES, type SellerType } from '../../src/shared/listings/vocabulary';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { renderApp } from '../helpers/render-app';

// The menu's panel and the seller area are lazy chunks: the first use may wait for them.

/** The seller type the 'become a seller' form has chosen. */
async function chosenType(): Promise<string | undefined> {
  const form = await screen.findByRole('form', { name: SELLER_AUTH_COPY.becomeTitle }, { timeout: 10_000 });
  const checked = within(form)
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked);
  return (checked as HTMLInputElement | undefined)?.value;
}

describe("'Register' under each audience of 'Sell Properties'", () => {
  it.each([
    ['FOR SELLERS', 'Individual'],
    ['FOR BUILDERS', 'Builder'],
    ['FOR AGENTS', 'Agent'],
  ] as const)('%s opens "become a seller" with %s chosen', async (audience, type: SellerType) => {
    storeSession(accountUser());
    renderApp(PATHS.about);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: SELL_MENU.label });
    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const column = await within(panel).findByRole('region', { name: audience });
    fireEvent.click(within(column).getByRole('link', { name: SELL_MENU.register }), { button: 0 });
    expect(await chosenType()).toBe(type);
    expect(SELLER_TYPES).toContain(type);
  });

  it('ignores a type the form does not have', async () => {
    storeSession(accountUser());
    renderApp(`${PATHS.sellerSignup}?type=landlord`);
    expect(await chosenType()).toBe('Individual');
  });
});
