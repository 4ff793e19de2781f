import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRecentlyViewed } from '../../src/client/features/shortlist/recently-viewed-store';
import { ShortlistButton } from '../../src/client/features/shortlist/ShortlistButton';
import { ShortlistSync } from '../../src/client/features/shortlist/ShortlistSync';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import { syncSavedListings } from '../../src/client/features/shortlist/shortlist-sync';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import type { SavedListing } from '../../src/shared/shortlist/saved-listings-constants';
import { SAVED_LISTING_MESSAGES as M, SAVED_LISTING_PATHS } from '../../src/shared/shortlist/saved-listings-constants';
import { listingCard, projectDetail } from '../fixtures/listing-detail';
import { type RecordedRequest, stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { clearSavedStores, logIn, recentTitles, renderFresh, shortlistTitles } from '../helpers/shortlist-dom';

beforeAll(async () => {
  await import('../../src/client/features/shortlist/pages/ShortlistPage');
  await import('../../src/client/features/shortlist/shortlist-sync');
}, 30_000);

const SYNC = `POST ${SAVED_LISTING_PATHS.shortlistSync}`;
const RECENT_SYNC = `POST ${SAVED_LISTING_PATHS.recentlyViewedSync}`;
const FLAT = listingCard({ id: 501, title: 'Sunny flat in Kolar Road' });
const LAPTOP = listingCard({ id: 777, title: 'Saved on the laptop' });
const PROJECT = projectDetail();
const { description: _d, properties: _p, photos: _ph, ...PROJECT_CARD } = PROJECT;

type SyncBody = { items: { kind: string; id: number; at: string }[]; removed?: { kind: string; id: number }[] };

/**
 * Answers like the server: the union of what the account holds (`account`) and what was sent, minus
 * `removed`, newest first; the account keeps the result.
 */
function accountLike(account: SavedListing[]) {
  return (request: RecordedRequest) => {
    const body = request.body as SyncBody;
    const gone = new Set((body.removed ?? []).map((r) => `${r.kind}:${r.id}`));
    const known: Record<string, SavedListing> = {
      'property:501': { kind: 'property', id: 501, at: '', card: FLAT },
      'property:777': { kind: 'property', id: 777, at: '', card: LAPTOP },
      [`project:${PROJECT.id}`]: { kind: 'project', id: PROJECT.id, at: '', card: PROJECT_CARD },
    };
    const merged = new Map(account.map((item) => [`${item.kind}:${item.id}`, item]));
    for (const item of body.items) {
      const base = known[`${item.kind}:${item.id}`];
      if (base) merged.set(`${item.kind}:${item.id}`, { ...base, at: item.at } as SavedListing);
    }
    const data = [...merged.entries()]
      .filter(([key]) => !gone.has(key))
      .map(([, item]) => item)
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    account.splice(0, account.length, ...data);
    return { status: 200, body: { success: true, data } };
  };
}

/** Taps a heart in a fresh page load and waits for its toast. */
async function tapHeart(node: Parameters<typeof renderFresh>[0], name: string, toast: string) {
  const view = renderFresh(node);
  fireEvent.click(await screen.findByRole('button', { name }));
  await screen.findByText(toast);
  view.unmount();
}

async function openShortlistPage() {
  const view = renderApp(PATHS.shortlist);
  const page = (await screen.findByRole('heading', { level: 1, name: ROUTES.shortlist.title })).parentElement;
  await waitFor(() => expect(page?.getAttribute('aria-busy')).toBe('false'));
  return view;
}

describe('shortlist sync with the account', { timeout: 20_000 }, () => {
  beforeEach(clearSavedStores);

  it('on opening the page logged in: sends items and removals, then shows the merged list', async () => {
    // Logged out: saved on this device only, nothing sent.
    const flat = <ShortlistButton kind="property" id={FLAT.id} card={FLAT} />;
    const project = <ShortlistButton kind="project" id={PROJECT.id} card={PROJECT} />;
    await tapHeart(flat, SHORTLIST_BUTTON_LABELS.add, M.added);
    await tapHeart(project, SHORTLIST_BUTTON_LABELS.add, M.added);
    await tapHeart(project, SHORTLIST_BUTTON_LABELS.remove, M.removed);
    await recordRecentlyViewed('property', FLAT);

    logIn('token-123');
    const account: SavedListing[] = [
      { kind: 'property', id: 777, at: '2026-01-02T03:04:05.000Z', card: LAPTOP },
      { kind: 'project', id: PROJECT.id, at: '2026-01-01T00:00:00.000Z', card: PROJECT_CARD },
    ];
    const net = stubFetch({
      [SYNC]: accountLike(account),
      [RECENT_SYNC]: (request) => ({
        status: 200,
        body: { success: true, data: (request.body as SyncBody).items.map((i) => ({ ...i, card: FLAT })) },
      }),
    });
    const first = await openShortlistPage();
    await waitFor(() => expect(shortlistTitles()).toEqual([FLAT.title, LAPTOP.title]));
    expect(recentTitles()).toEqual([FLAT.title]);

    const [sent] = net.to(SYNC);
    expect(sent?.headers.authorization).toBe('Bearer token-123');
    const body = sent?.body as SyncBody;
    expect(body.items).toEqual([{ kind: 'property', id: FLAT.id, at: expect.any(String) }]);
    expect(Date.parse(body.items[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(body.removed).toEqual([{ kind: 'project', id: PROJECT.id }]);
    expect(net.to(RECENT_SYNC)[0]?.body).toEqual({
      items: [{ kind: 'property', id: FLAT.id, at: expect.any(String) }],
    });

    // The removal reached the account: the next sync carries no tombstone, and the laptop's listing stays.
    first.unmount();
    await openShortlistPage();
    await waitFor(() => expect(net.to(SYNC)).toHaveLength(2));
    const second = net.to(SYNC)[1]?.body as SyncBody;
    expect(second.removed).toEqual([]);
    expect(second.items.map((i) => i.id)).toEqual([FLAT.id, LAPTOP.id]);
  });

  it('a heart tapped while logged in and online is sent at once', async () => {
    logIn();
    const net = stubFetch({
      [SYNC]: accountLike([]),
      [RECENT_SYNC]: { status: 200, body: { success: true, data: [] } },
    });
    renderFresh(<ShortlistButton kind="property" id={FLAT.id} card={FLAT} />);
    fireEvent.click(screen.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }));
    await waitFor(() => expect(net.to(SYNC)).toHaveLength(1));
    expect(net.to(SYNC)[0]?.body).toEqual({
      items: [{ kind: 'property', id: FLAT.id, at: expect.any(String) }],
      removed: [],
    });
    await screen.findByRole('button', { name: SHORTLIST_BUTTON_LABELS.remove, pressed: true });
  });

  it('one sync per session start, and one more only for a change made while one runs', async () => {
    logIn('token-once');
    const net = stubFetch({
      [SYNC]: accountLike([]),
      [RECENT_SYNC]: { status: 200, body: { success: true, data: [] } },
    });
    // A page asks first, then the account menu arrives while that sync runs and again after it ended.
    const page = syncSavedListings('open');
    const menu = syncSavedListings('session');
    await Promise.all([page, menu]);
    await syncSavedListings('session');
    expect(net.to(SYNC)).toHaveLength(1);

    // A page opened later asks again; a heart tapped during that sync is carried by one more.
    const opened = syncSavedListings('open');
    const tapped = syncSavedListings('change');
    await Promise.all([opened, tapped]);
    expect(net.to(SYNC)).toHaveLength(3);
  });

  it('offline, changes stay on the device and go when the connection is back', async () => {
    logIn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const net = stubFetch({
      [SYNC]: accountLike([]),
      [RECENT_SYNC]: { status: 200, body: { success: true, data: [] } },
    });
    renderFresh(
      <>
        <ShortlistSync />
        <ShortlistButton kind="property" id={FLAT.id} card={FLAT} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }));
    await screen.findByText(M.added);
    expect(net.requests).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(net.to(SYNC)).toHaveLength(1));
    expect((net.to(SYNC)[0]?.body as SyncBody | undefined)?.items.map((i) => i.id)).toEqual([FLAT.id]);
  });

  it('a failed sync (no answer, or an error) keeps the device’s copy for next time', async () => {
    await tapHeart(<ShortlistButton kind="property" id={FLAT.id} card={FLAT} />, SHORTLIST_BUTTON_LABELS.add, M.added);
    logIn();
    const net = stubFetch({
      [SYNC]: { status: 500, body: { success: false, message: 'Something went wrong' } },
      [RECENT_SYNC]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openShortlistPage();
    await waitFor(() => expect(net.to(SYNC)).toHaveLength(1));
    expect(shortlistTitles()).toEqual([FLAT.title]);
  });
});
