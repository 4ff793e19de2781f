import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_LABELS } from '../../src/client/features/content/content-pages.content';
import { SERVICE_GUIDES, SERVICE_KEYS } from '../../src/client/features/services/services.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

// The page and its guide load as two chunks on first use: slow in a busy run of the whole suite.

const h2Texts = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('the service pages', { timeout: 20_000 }, () => {
  it('are thirteen, one for each /services/* route', () => {
    expect(SERVICE_KEYS).toHaveLength(13);
    expect(SERVICE_KEYS.map((key) => PATHS[key]).every((path) => path.startsWith('/services/'))).toBe(true);
  });

  it.each(SERVICE_KEYS)('%s shows its own guide with its sections, checklist, mistakes, FAQ and CTAs', async (key) => {
    const guide = (await SERVICE_GUIDES[key]()).default;
    const { container } = renderApp(PATHS[key]);
    await screen.findByRole('heading', { level: 1, name: ROUTES[key].title });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 2, name: guide.sections[0]?.heading });

    const headings = h2Texts(main);
    for (const section of guide.sections) expect(headings).toContain(section.heading);
    expect(headings).toContain(guide.checklist.heading);
    expect(headings).toContain(CONTENT_LABELS.commonMistakes);
    expect(headings).toContain(CONTENT_LABELS.faq);
    expect(container.querySelectorAll('main details')).toHaveLength(guide.faq.length);

    // The table of contents points at sections that exist.
    const toc = within(main).getByRole('navigation', { name: CONTENT_LABELS.onThisPage });
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), id).not.toBeNull();
    }

    for (const link of within(main).getAllByRole('link', { name: CONTENT_LABELS.searchProperties })) {
      expect(link.getAttribute('href')).toBe(PATHS.search);
    }
    const talk = within(main).getAllByRole('link', { name: CONTENT_LABELS.talkToUs });
    expect(talk.length).toBeGreaterThan(0);
    for (const link of talk) expect(link.getAttribute('href')).toBe(PATHS.contact);

    // 'More services' leads to the twelve others, not to this page.
    const more = within(main).getByRole('navigation', { name: CONTENT_LABELS.moreServices });
    const targets = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).not.toContain(PATHS[key]);
    expect(targets).toHaveLength(13);
  });

  it('have guides that do not repeat each other', async () => {
    const guides = await Promise.all(SERVICE_KEYS.map(async (key) => (await SERVICE_GUIDES[key]()).default));
    const sectionHeadings = guides.flatMap((guide) => guide.sections.map((section) => section.heading));
    const checklistHeadings = guides.map((guide) => guide.checklist.heading);
    const questions = guides.flatMap((guide) => guide.faq.map((item) => item.question));
    expect(new Set(sectionHeadings).size).toBe(sectionHeadings.length);
    expect(new Set(checklistHeadings).size).toBe(checklistHeadings.length);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('moves from one service to another through More services', async () => {
    const mortgage = (await SERVICE_GUIDES.serviceMortgage()).default;
    const { location } = renderApp(PATHS.serviceLegal);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: /Title search/ });
    const more = within(main).getByRole('navigation', { name: CONTENT_LABELS.moreServices });
    fireEvent.click(within(more).getByRole('link', { name: new RegExp(ROUTES.serviceMortgage.title) }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.serviceMortgage.title });
    await screen.findByRole('heading', { level: 2, name: mortgage.sections[0]?.heading });
    expect(screen.queryByRole('heading', { level: 2, name: /Title search/ })).toBeNull();
    expect(location.history.at(-1)).toBe(PATHS.serviceMortgage);
  });

  it('legal assistance covers the checks a buyer in India needs', async () => {
    renderApp(PATHS.serviceLegal);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: /Title search/ });
    const text = main.textContent ?? '';
    for (const term of [
      'Encumbrance certificate',
      'occupancy certificate',
      'mutation',
      'power of attorney',
      '194-IA',
    ]) {
      expect(text).toContain(term);
    }
  });
});
