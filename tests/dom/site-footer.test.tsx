import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_CITIES_LABEL } from '../../src/client/app/layouts/footer-cities.links';
import { FOOTER_LABELS } from '../../src/client/app/layouts/layout.content';
import { SOCIAL_LINK_COUNT } from '../../src/shared/limits';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { SITE } from '../../src/shared/site';
import { renderApp } from '../helpers/render-app';

/** The footer once its columns have loaded (they load as the footer nears the screen). */
async function footer() {
  renderApp(PATHS.about);
  const footer = await screen.findByRole('contentinfo');
  await within(footer).findByRole('navigation', { name: FOOTER_LABELS.quickLinks });
  return footer;
}

const linksOf = (root: HTMLElement) =>
  Object.fromEntries(
    within(root)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  );

describe('the footer', () => {
  it('About: a short description and the four social networks, named for screen readers', async () => {
    const about = within(await footer()).getByRole('region', { name: FOOTER_LABELS.about });
    expect(about.querySelector('p')?.textContent).toMatch(/Property Creator connects buyers/);
    const social = within(about).getAllByRole('link');
    expect(social).toHaveLength(SOCIAL_LINK_COUNT);
    expect(social.map((a) => a.getAttribute('href'))).toEqual(SITE.social.map((network) => network.href));
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      const link = within(about).getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('Quick Links: Home, About Us, Contact Us, Privacy Policy', async () => {
    const quick = within(await footer()).getByRole('navigation', { name: FOOTER_LABELS.quickLinks });
    expect(linksOf(quick)).toEqual({
      [FOOTER_LABELS.home]: PATHS.home,
      [FOOTER_LABELS.aboutUs]: PATHS.about,
      [FOOTER_LABELS.contactUs]: PATHS.contact,
      [FOOTER_LABELS.privacyPolicy]: PATHS.privacy,
    });
  });

  it('Our Services: Browse Properties (search results), Post a Property (seller login) and five services', async () => {
    const services = within(await footer()).getByRole('navigation', { name: FOOTER_LABELS.ourServices });
    expect(linksOf(services)).toEqual({
      [FOOTER_LABELS.browseProperties]: searchResultsHref({ propertyType: '' }),
      [FOOTER_LABELS.postAProperty]: PATHS.sellerLogin,
      [FOOTER_LABELS.propertyValuation]: PATHS.serviceValuation,
      [FOOTER_LABELS.propertyManagement]: PATHS.servicePropertyManagement,
      [FOOTER_LABELS.legalAssistance]: PATHS.serviceLegal,
      [FOOTER_LABELS.homeInspection]: PATHS.serviceInspection,
      [FOOTER_LABELS.realEstateAdvice]: PATHS.realEstateAdvice,
    });
  });

  it('Contact Us: the Bhopal address with 462030, a +91 phone and the e-mail', async () => {
    const contact = within(await footer()).getByRole('region', { name: FOOTER_LABELS.contactUs });
    expect(contact.querySelector('address')?.textContent).toMatch(/Bhopal, Madhya Pradesh 462030$/);
    const phone = within(contact).getByRole('link', { name: SITE.phone });
    expect(phone.textContent).toMatch(/^\+91 /);
    expect(phone.getAttribute('href')).toBe('tel:+917554001234');
    expect(within(contact).getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(`mailto:${SITE.email}`);
  });

  it("links the popular cities' landing pages", async () => {
    const cities = within(await footer()).getByRole('navigation', { name: FOOTER_CITIES_LABEL });
    expect(linksOf(cities)).toEqual({
      Delhi: '/in/delhi',
      Mumbai: '/in/mumbai',
      Bangalore: '/in/bangalore',
      Hyderabad: '/in/hyderabad',
      Chennai: '/in/chennai',
      Kolkata: '/in/kolkata',
      Pune: '/in/pune',
      Ahmedabad: '/in/ahmedabad',
    });
  });

  it('the bottom line: copyright with the current year, a Privacy Policy link and the developer credit', async () => {
    const root = await footer();
    const year = new Date().getFullYear();
    expect(within(root).getByText(`© ${year} Property Creator. All rights reserved.`)).toBeTruthy();
    const bottom = within(root).getByText(SITE.developerCredit).parentElement as HTMLElement;
    expect(within(bottom).getByRole('link', { name: FOOTER_LABELS.privacyPolicy }).getAttribute('href')).toBe(
      PATHS.privacy,
    );
  });
});
