import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../src/client/app/AppToaster';
import { createStore, Provider } from '../../src/client/app/store';
import { ToastHost } from '../../src/client/app/ToastHost';
import { notify } from '../../src/client/lib/toast';
import { TOAST_DURATION_MS } from '../../src/shared/limits';

// react-hot-toast removes a dismissed toast from the page after its exit animation.
const REMOVE_DELAY_MS = 1000;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<AppToaster />);
  });

  it('close by themselves after 5 seconds', () => {
    act(() => {
      toast('Saved to your shortlist');
    });
    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText('Saved to your shortlist')).toBeTruthy();
    advance(100);
    advance(REMOVE_DELAY_MS);
    expect(screen.queryByText('Saved to your shortlist')).toBeNull();
  });

  it('pause while the window has lost focus and resume with the time they had left', () => {
    act(() => {
      toast('Enquiry sent');
    });
    advance(2000);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(60_000);
    expect(screen.getByText('Enquiry sent')).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(TOAST_DURATION_MS - 2000 - 100);
    expect(screen.getByText('Enquiry sent')).toBeTruthy();
    advance(100);
    advance(REMOVE_DELAY_MS);
    expect(screen.queryByText('Enquiry sent')).toBeNull();
  });
});

describe('the toaster loads on demand (not with the page)', () => {
  const renderHost = () =>
    render(
      <Provider store={createStore()}>
        <ToastHost />
      </Provider>,
    );
  const toaster = () => document.querySelector('[data-toaster]');

  // In this order: the first toast asked for through lib/toast.ts keeps the toaster wanted for the page's life.
  it("mounts on the visitor's first press, so toasts from lazily loaded code show too", async () => {
    renderHost();
    expect(toaster()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await waitFor(() => expect(toaster()).not.toBeNull());
    act(() => {
      toast.error('Enquiry not sent');
    });
    expect(await screen.findByText('Enquiry not sent')).toBeTruthy();
  });

  it('is absent until the first toast, which then shows at the bottom-right', async () => {
    renderHost();
    expect(toaster()).toBeNull();
    notify.success('Ready to work offline');
    expect(await screen.findByText('Ready to work offline')).toBeTruthy();
    const item = screen.getByText('Ready to work offline').closest('[data-toaster] > div') as HTMLElement;
    expect(item.classList).toContain('bottom-0');
    expect(item.classList).toContain('justify-end');
    // The stylesheet draws it: no inline style attribute, which the CSP would refuse.
    expect(document.querySelector('[data-toaster] [style]:not([style^="transform"])')).toBeNull();
    expect(document.querySelector('style')).toBeNull();
  });
});
