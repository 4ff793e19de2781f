import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUY_MENU, yourCityLabel } from '../../src/client/app/layouts/navigation.content';
import { PATHS } from '../../src/shared/routes';
import { rememberCity } from '../fixtures/location';
import { renderApp } from '../helpers/render-app';

// Pages and the menus' panels are lazy chunks: slow to arrive in a busy run of the whole suite.

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: BUY_MENU.label }));
  // The panels' code loads when the menus are first reached.
  return screen.findByRole('region', { name: BUY_MENU.popularAreas.heading });
};

describe("the header's Buy Property menu", () => {
  it('lists the eight popular areas, each a flat/apartment search with its state', async () => {
    renderApp(PATHS.about);
    const areas = await openMenu();
    const links = [...areas.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(BUY_MENU.popularAreas.cities.map((c) => c.city));
    expect(links[1]?.getAttribute('href')).toBe(
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Mumbai&state=Maharashtra&locality=&searchQuery=',
    );
  });

  it("adds '{city} (Your City)' when the visitor's city is not one of them", async () => {
    rememberCity('Bhopal', 'Madhya Pradesh');
    renderApp(PATHS.about);
    const areas = await openMenu();
    const links = [...areas.querySelectorAll('a')];
    expect(links).toHaveLength(BUY_MENU.popularAreas.cities.length + 1);
    expect(links.at(-1)?.textContent).toBe(yourCityLabel('Bhopal'));
    expect(links.at(-1)?.getAttribute('href')).toContain('city=Bhopal&state=Madhya%20Pradesh');
    expect(screen.getByRole('link', { name: 'Land' }).getAttribute('href')).toContain('city=Bhopal');
  });

  it('adds nothing when the visitor is in a menu city', async () => {
    rememberCity('Pune', 'Maharashtra');
    renderApp(PATHS.about);
    await openMenu();
    expect(screen.queryByText(yourCityLabel('Pune'))).toBeNull();
  });

  it('closes on Escape', async () => {
    renderApp(PATHS.about);
    await openMenu();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: BUY_MENU.label }).getAttribute('aria-expanded')).toBe('false');
  });
});
