import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/client/app/RouteErrorBoundary';
import { lazyPage } from '../../src/client/lib/lazy-page';
import { LoadingScreen } from '../../src/client/ui/LoadingScreen';
import { APP_MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

// The About page's code cannot be downloaded (offline, or a deploy removed the old chunk).
vi.mock('../../src/client/features/content/pages/AboutPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage-x1.js');
});

// The seller area's shell cannot be downloaded either.
vi.mock('../../src/client/app/layouts/SellerLayout', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/SellerLayout-x1.js');
});

// Nor can the desktop dropdowns' code: the layout goes on without them.
vi.mock('../../src/client/app/layouts/DesktopNav', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/DesktopNav-x1.js');
});

function renderBoundary(page: () => Promise<{ default: () => null }>, timeoutMs?: number) {
  const Page = lazyPage(page, timeoutMs);
  return render(
    <RouteErrorBoundary resetKey="/">
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

describe('a page whose code fails to load', () => {
  beforeEach(() => {
    // React and the boundary report the failure on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the retry message inside the layout instead of a white screen', async () => {
    renderApp(PATHS.about);
    const message = await screen.findByText(APP_MESSAGES.chunkLoadFailed, { exact: false });
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('lets the visitor go elsewhere: the next page renders normally', async () => {
    renderApp(PATHS.about);
    await screen.findByText(APP_MESSAGES.chunkLoadFailed, { exact: false });
    fireEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.contact.title });
    // The contact form keeps an empty alert region for its own messages; the load failure is gone.
    expect(screen.queryByText(APP_MESSAGES.chunkLoadFailed)).toBeNull();
  });

  it('a part of the top bar whose code fails to load is left out; the page stays', async () => {
    renderApp(PATHS.contact);
    await screen.findByRole('heading', { level: 1, name: ROUTES.contact.title });
    const header = screen.getByRole('banner');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(header).queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Post property for Free' })).toBeTruthy();
    expect(screen.queryByText(APP_MESSAGES.chunkLoadFailed, { exact: false })).toBeNull();
  });

  it('an area whose shell fails to load also gets the retry message', async () => {
    renderApp(PATHS.sellerDashboard);
    expect(
      (await screen.findByText(APP_MESSAGES.chunkLoadFailed, { exact: false })).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: APP_MESSAGES.retry })).toBeTruthy();
  });

  it('"Try again" reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderBoundary(() => Promise.reject(new TypeError('Importing a module script failed.')));
    fireEvent.click(await screen.findByRole('button', { name: APP_MESSAGES.retry }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('gives up on a download that never finishes after the page-load timeout', async () => {
    vi.useFakeTimers();
    renderBoundary(() => new Promise(() => undefined), 120_000);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole('alert').textContent).toContain(APP_MESSAGES.chunkLoadFailed);
  });

  it('a page that crashes for another reason gets the generic message', async () => {
    renderBoundary(() =>
      Promise.resolve({
        default: () => {
          throw new Error('listing.price is undefined');
        },
      }),
    );
    expect(
      (await screen.findByText(APP_MESSAGES.serverError, { exact: false })).closest('[role="alert"]'),
    ).not.toBeNull();
  });
});
