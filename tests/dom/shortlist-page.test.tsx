import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRecentlyViewed } from '../../src/client/features/shortlist/recently-viewed-store';
import { ShortlistButton } from '../../src/client/features/shortlist/ShortlistButton';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import { useRecordRecentlyViewed } from '../../src/client/features/shortlist/use-record-recently-viewed';
import { BRAND_NAME } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SAVED_LISTING_MESSAGES as M, SAVED_LISTING_LIMITS } from '../../src/shared/shortlist/saved-listings-constants';
import { listingCard, projectDetail } from '../fixtures/listing-detail';
import { renderApp } from '../helpers/render-app';
import { clearSavedStores, recentTitles, renderFresh, shortlistTitles } from '../helpers/shortlist-dom';

beforeAll(async () => {
  await import('../../src/client/features/shortlist/pages/ShortlistPage');
  await import('../../src/client/features/shortlist/shortlist-store');
}, 30_000);

const FLAT = listingCard({ id: 501, title: 'Sunny flat in Kolar Road' });
const PROJECT = projectDetail();

/** Opens /shortlist as a fresh page load and waits for its lists. */
async function openShortlistPage() {
  const view = renderApp(PATHS.shortlist);
  await screen.findByRole('heading', { level: 2, name: M.shortlistTitle });
  const page = screen.getByRole('heading', { level: 1, name: ROUTES.shortlist.title }).parentElement;
  await waitFor(() => expect(page?.getAttribute('aria-busy')).toBe('false'));
  return view;
}

describe('the shortlist', { timeout: 20_000 }, () => {
  beforeEach(clearSavedStores);

  it('says what to do when nothing is saved, and hints at logging in', async () => {
    await openShortlistPage();
    expect(document.title).toBe(`${ROUTES.shortlist.title} | ${BRAND_NAME}`);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.shortlist.title })).toBeTruthy();
    expect(screen.getByText(M.emptyShortlist)).toBeTruthy();
    expect(screen.getByText(M.emptyRecent)).toBeTruthy();
    expect(screen.getByText(M.syncedHint)).toBeTruthy();
  });

  it('a tapped heart is kept on the device: a later page load lists the listing', async () => {
    const first = renderFresh(
      <>
        <ShortlistButton kind="property" id={FLAT.id} card={FLAT} />
        <ShortlistButton kind="project" id={PROJECT.id} card={PROJECT} />
      </>,
    );
    const heart = screen.getAllByRole('button', { name: SHORTLIST_BUTTON_LABELS.add })[0] as HTMLElement;
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await screen.findByText(M.added);
    expect(screen.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.remove }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    first.unmount();

    // A new page load: fresh in-memory state, the same IndexedDB.
    const again = renderFresh(<ShortlistButton kind="property" id={FLAT.id} card={FLAT} />);
    await screen.findByRole('button', { name: SHORTLIST_BUTTON_LABELS.remove, pressed: true });
    again.unmount();

    await openShortlistPage();
    expect(shortlistTitles()).toEqual([FLAT.title]);
    expect(screen.getByRole('link', { name: FLAT.title }).getAttribute('href')).toBe(
      `${PATHS.propertyProfile}?id=${FLAT.id}`,
    );
  });

  it('lists projects too, and their heart takes them off the list', async () => {
    const first = renderFresh(<ShortlistButton kind="project" id={PROJECT.id} card={PROJECT} />);
    fireEvent.click(screen.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }));
    await screen.findByText(M.added);
    first.unmount();

    await openShortlistPage();
    const section = screen.getByRole('region', { name: M.shortlistTitle });
    expect(shortlistTitles()).toEqual([PROJECT.name]);
    expect(within(section).getByText(/Greenfield Realtors LLP/)).toBeTruthy();
    expect(within(section).getByText('2 BHK · 3 BHK')).toBeTruthy();
    fireEvent.click(await within(section).findByRole('button', { name: SHORTLIST_BUTTON_LABELS.remove }));
    await screen.findByText(M.emptyShortlist);
  });

  it('recently viewed: newest first, a listing opened again moves to the top, at most the limit', async () => {
    const max = SAVED_LISTING_LIMITS.recentlyViewedMax;
    const start = Date.now() - 1_000_000;
    for (let i = 1; i <= max + 2; i++) {
      await recordRecentlyViewed('property', listingCard({ id: i, title: `Viewed home ${i}` }), start + i * 1000);
    }
    await recordRecentlyViewed('property', listingCard({ id: 5, title: 'Viewed home 5' }), start + 100_000);
    await openShortlistPage();
    const titles = recentTitles();
    expect(titles).toHaveLength(max);
    expect(titles.slice(0, 3)).toEqual(['Viewed home 5', `Viewed home ${max + 2}`, `Viewed home ${max + 1}`]);
    expect(titles.at(-1)).toBe('Viewed home 3');
    expect(titles).not.toContain('Viewed home 1');
    expect(titles).not.toContain('Viewed home 2');
    expect(titles.filter((t) => t === 'Viewed home 5')).toHaveLength(1);
  });

  it('keeps only the card of a detail page, not the whole answer', async () => {
    await recordRecentlyViewed('project', PROJECT);
    const { entries, createStore } = await import('idb-keyval');
    const stored = (await entries(createStore('pc-recently-viewed', 'items'))) as [string, { card: object }][];
    expect(stored).toHaveLength(1);
    const [key, record] = stored[0] ?? [];
    expect(key).toBe(`project:${PROJECT.id}`);
    expect(Object.keys(record?.card ?? {})).not.toContain('description');
    expect(record).toMatchObject({ schemaVersion: 1, kind: 'project', id: PROJECT.id, card: { name: PROJECT.name } });
  });

  it('a detail page records its listing once it has loaded, once however often it re-renders', async () => {
    function Detail({ card, tick }: { card?: typeof FLAT; tick: number }) {
      useRecordRecentlyViewed('property', card);
      return <p>{tick}</p>;
    }
    const view = renderFresh(<Detail tick={0} />);
    view.rerender(<Detail card={FLAT} tick={1} />);
    view.rerender(<Detail card={{ ...FLAT }} tick={2} />);
    view.unmount();
    await waitFor(async () => {
      const { readRecentlyViewed } = await import('../../src/client/features/shortlist/recently-viewed-store');
      expect((await readRecentlyViewed()).map((r) => r.id)).toEqual([FLAT.id]);
    });
    await openShortlistPage();
    expect(recentTitles()).toEqual([FLAT.title]);
  });

  it('offline, shows what this device saved', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await recordRecentlyViewed('property', FLAT);
    const first = renderFresh(<ShortlistButton kind="project" id={PROJECT.id} card={PROJECT} />);
    fireEvent.click(screen.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }));
    await screen.findByText(M.added);
    first.unmount();
    await openShortlistPage();
    expect(shortlistTitles()).toEqual([PROJECT.name]);
    expect(recentTitles()).toEqual([FLAT.title]);
  });
});
