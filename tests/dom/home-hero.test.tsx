/**
 * The server writes the home page's heading and tagline into the HTML (home-hero.ts) and React renders them
 * in their place: the two must be the same elements with the same classes and words, or the page would
 * jump or change when the scripts take over.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeHeroHtml } from '../../src/server/features/client/home-hero';
import { HOME_LABELS } from '../../src/shared/home';
import { PATHS, ROUTES } from '../../src/shared/routes';
import { isolateFromNetwork } from '../helpers/fetch-stub';
import { renderApp } from './render-app';

beforeAll(async () => {
  await import('../../src/client/features/listings/pages/HomePage');
}, 30_000);

describe("the home page's hero, painted by the server before the scripts", () => {
  isolateFromNetwork();

  it('is what React renders: the same main, band, section, heading and tagline', async () => {
    const served = document.createElement('div');
    served.innerHTML = homeHeroHtml();

    renderApp(PATHS.home);
    const heading = await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    const section = heading.closest('section') as HTMLElement;
    const band = section.parentElement as HTMLElement;
    const main = screen.getByRole('main');

    const servedHeading = served.querySelector('h1') as HTMLElement;
    const servedSection = served.querySelector('section') as HTMLElement;
    expect(servedHeading.outerHTML).toBe(heading.outerHTML);
    expect(served.querySelector('p')?.outerHTML).toBe(heading.nextElementSibling?.outerHTML);
    expect(served.querySelector('p')?.textContent).toBe(HOME_LABELS.tagline);
    expect(servedSection.className).toBe(section.className);
    expect(servedSection.getAttribute('aria-labelledby')).toBe(section.getAttribute('aria-labelledby'));
    expect((servedSection.parentElement as HTMLElement).className).toBe(band.className);
    expect(served.querySelector('main')?.className).toBe(main.className);
  });
});
