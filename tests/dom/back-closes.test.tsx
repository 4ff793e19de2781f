import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWER_LABELS, HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { HELP_MENU } from '../../src/client/app/layouts/navigation.content';
import { AUTH_COPY } from '../../src/client/features/accounts/accounts.content';
import { AdminDialog } from '../../src/client/features/admin/shared/AdminDialog';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { VIEWER_UI } from '../../src/client/features/photos/photo-viewer.content';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { useBackCloses } from '../../src/client/lib/use-back-closes';
import { PATHS } from '../../src/shared/routes';
import { ok, propertyDetail } from '../fixtures/listing-detail';
import { stubFetch } from '../helpers/fetch-stub';
import { renderAppInHistory } from '../helpers/render-app';
import { BHOPAL_FLATS, SEARCH, searchAnswer, searchQueries } from '../helpers/search-dom';

// Android's Back is how people leave a sheet or a dialog: it must close what is open and keep the page,
// its address and its state. These render on the window's own history, where Back can be pressed.

beforeAll(async () => {
  // Lazy pages: transformed once here, not inside a test's time limit on a busy machine.
  await import('../../src/client/features/listings/pages/SearchResultsPage');
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
}, 30_000);

/** A phone: the window is narrower than the 768px breakpoint. */
function phoneWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/** The address bar, path and query. */
const here = () => `${location.pathname}${location.search}`;

/** Presses Back and waits for the browser to land (or fails after 2 s when there is nowhere to go). */
async function pressBack() {
  await act(async () => {
    const landed = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Back did not land')), 2000);
      window.addEventListener(
        'popstate',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
    history.back();
    await landed;
  });
}

/** Waits until the tab is back on the entry it was on before an overlay opened (its own Back has landed). */
const backOn = (state: unknown) => waitFor(() => expect(history.state).toEqual(state));

describe('Back on the search results’ filter sheet', () => {
  beforeEach(phoneWindow);

  async function openSheet() {
    await waitFor(() =>
      expect(screen.getByRole('list', { name: SEARCH_LABELS.resultsList }).getAttribute('aria-busy')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: /Refine Search/ }));
    return screen.getByRole('dialog', { name: SEARCH_LABELS.refine });
  }

  it('closes the sheet and keeps the search, its results and its address', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(3) });
    renderAppInHistory(PATHS.home, BHOPAL_FLATS);
    const results = BHOPAL_FLATS;
    const sheet = await openSheet();
    // What was ticked but not applied is the sheet's own: Back drops it with the sheet.
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '2 BHK' }));
    const searches = searchQueries(api).length;
    expect(here()).toBe(results);

    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe(results);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: SEARCH_LABELS.resultsList })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    // The page was not searched again, nor sent anywhere.
    expect(searchQueries(api)).toHaveLength(searches);
    expect(document.body.style.overflow).toBe('');

    // The next Back leaves the results for the page before them.
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });

  it('closed with ×, leaves no entry behind: Back then leaves the results, and reopening takes no more', async () => {
    stubFetch({ [SEARCH]: searchAnswer(2) });
    renderAppInHistory(PATHS.home, BHOPAL_FLATS);
    await screen.findByRole('heading', { level: 1 });
    const before = { length: history.length, state: history.state as unknown };
    for (let round = 0; round < 3; round++) {
      const sheet = await openSheet();
      // The sheet's entry: the same address, one step further.
      expect(history.state).not.toEqual(before.state);
      expect(here()).toBe(BHOPAL_FLATS);
      fireEvent.click(within(sheet).getByRole('button', { name: SEARCH_LABELS.close }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await backOn(before.state);
      expect(here()).toBe(BHOPAL_FLATS);
      // At most the one entry Forward would step to, however often it opens.
      expect(history.length).toBe(before.length + 1);
    }
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });

  it('Apply takes the sheet’s place: Back from the new search returns to the one before', async () => {
    stubFetch({ [SEARCH]: searchAnswer(2) });
    renderAppInHistory(PATHS.home, BHOPAL_FLATS);
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Rent' }));
    fireEvent.click(within(sheet).getByRole('button', { name: SEARCH_LABELS.apply }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(new URLSearchParams(location.search).get('transactionType')).toBe('Rent');
    await pressBack();
    expect(here()).toBe(BHOPAL_FLATS);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });
});

describe("Back on the phone's menu drawer", () => {
  beforeEach(phoneWindow);

  async function openDrawer() {
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: DRAWER_LABELS.menu }));
    return within(header).findByRole('dialog', { name: DRAWER_LABELS.menu });
  }

  it('closes the drawer and stays on the page', async () => {
    renderAppInHistory(PATHS.home, PATHS.about);
    await openDrawer();
    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe(PATHS.about);
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });

  it('after one of its links, Back returns to the page the drawer was opened on, then the one before', async () => {
    renderAppInHistory(PATHS.home, PATHS.about);
    const drawer = await openDrawer();
    const length = history.length;
    fireEvent.click(within(drawer).getByRole('button', { name: HELP_MENU.label }));
    fireEvent.click(within(drawer).getByRole('link', { name: HELP_MENU.contactUs }));
    await waitFor(() => expect(here()).toBe(PATHS.contact));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The new page took the drawer's entry rather than going on top of it.
    expect(history.length).toBe(length);

    await pressBack();
    expect(here()).toBe(PATHS.about);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });

  it('its Login opens the login dialog in its place: Back closes the dialog, the next leaves the page', async () => {
    renderAppInHistory(PATHS.home, PATHS.about);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: HEADER_LABELS.login }));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.queryByRole('dialog', { name: DRAWER_LABELS.menu })).toBeNull();

    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe(PATHS.about);
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });
});

describe('Back on the login dialog', () => {
  it('closes it and stays on the page; closed with its button, it leaves no entry', async () => {
    renderAppInHistory(PATHS.home, PATHS.about);
    const open = async () => {
      fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: HEADER_LABELS.login }));
      return screen.findByRole('dialog', { name: 'Login' });
    };
    await open();
    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe(PATHS.about);

    const before = { length: history.length, state: history.state as unknown };
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.close }));
    await backOn(before.state);
    expect(history.length).toBe(before.length);
    expect(here()).toBe(PATHS.about);
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });
});

describe('Back on the photo viewer', () => {
  it('closes it and keeps the property page where it was', async () => {
    stubFetch({ 'GET /api/properties/2067': ok(propertyDetail()), 'GET /api/properties/2067/similar': ok([]) });
    const path = `${PATHS.propertyProfile}?id=2067`;
    renderAppInHistory(PATHS.home, path);
    await screen.findByRole('region', { name: DETAIL_UI.gallery.region });
    fireEvent.click(screen.getByRole('button', { name: DETAIL_UI.gallery.next }));
    fireEvent.click(screen.getByRole('button', { name: VIEWER_UI.open(2, 3) }));
    const viewer = await screen.findByRole('dialog', { name: VIEWER_UI.label(2, 3) });
    expect(viewer).toBeTruthy();

    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe(path);
    expect(screen.getByText(/^\d+ \/ 3$/).textContent).toBe('2 / 3');
    await pressBack();
    expect(here()).toBe(PATHS.home);
  });
});

describe('Back on a dialog of the admin pages or a report', () => {
  it('closes it through its onClose', async () => {
    history.pushState(null, '', PATHS.home);
    const onClose = vi.fn();
    render(
      <AdminDialog
        role="dialog"
        title="Reason"
        titleAs="h2"
        cancel="Cancel"
        submit="Send"
        onSubmit={() => undefined}
        onClose={onClose}
      />,
    );
    await pressBack();
    expect(onClose).toHaveBeenCalledOnce();
    expect(here()).toBe(PATHS.home);
  });
});

describe('an overlay opening while the Back that removes a closed one’s entry is on its way', () => {
  function Overlay({ name, onClose }: { name: string; onClose: () => void }) {
    useBackCloses(onClose);
    return <div role="dialog" aria-label={name} />;
  }
  let show: (name: string | null) => void = () => undefined;
  function Page() {
    const [shown, setShown] = useState<string | null>('first');
    show = setShown;
    return shown ? <Overlay key={shown} name={shown} onClose={() => setShown(null)} /> : null;
  }

  it('waits for it to land, so that Back closes the new one and nothing else', async () => {
    history.pushState(null, '', PATHS.about);
    const before = { length: history.length, state: history.state as unknown };
    // Browsers move back a moment later (happy-dom at once): the Back lands after the next overlay opens.
    const back = history.back.bind(history);
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    vi.spyOn(history, 'back').mockImplementation(() => setTimeout(back, 50));
    render(<Page />);
    screen.getByRole('dialog', { name: 'first' });

    act(() => show(null));
    await act(async () => {
      await Promise.resolve();
      show('second');
    });
    await act(() => landed);
    // The second took its entry once the first's was gone: one entry, and it stays open.
    expect(history.state).not.toEqual(before.state);
    expect(history.length).toBe(before.length + 1);
    expect(screen.getByRole('dialog', { name: 'second' })).toBeTruthy();

    vi.mocked(history.back).mockRestore();
    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.state).toEqual(before.state);
    expect(here()).toBe(PATHS.about);
  });
});
