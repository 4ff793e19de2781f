import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../src/client/app/AppToaster';
import { store } from '../../src/client/app/store';
import { sessionStorageChangedAtom } from '../../src/client/features/accounts/accounts.atoms';
import { clearSession, saveStoredUser } from '../../src/client/features/accounts/accounts.storage';
import { registerServiceWorker } from '../../src/client/features/offline/sw-bridge';
import { TOAST_DURATION_MS } from '../../src/shared/limits';
import { APP_MESSAGES } from '../../src/shared/messages';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { installWorkerContainer } from '../helpers/offline-dom';

// A stand-in for workbox-window's Workbox: records calls, lets the test fire its lifecycle events.
// Hoisted because vi.mock's factory runs before the module's own code.
const { FakeWorkbox } = vi.hoisted(() => {
  class FakeWorkbox {
    static last: FakeWorkbox;
    listeners = new Map<string, Array<(event: object) => void>>();
    register = vi.fn(async () => undefined);
    messageSW = vi.fn(async () => undefined);
    messageSkipWaiting = vi.fn();
    constructor(readonly url: string) {
      FakeWorkbox.last = this;
    }
    addEventListener(type: string, listener: (event: object) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string, event: object = {}) {
      act(() => {
        for (const listener of this.listeners.get(type) ?? []) listener(event);
      });
    }
  }
  return { FakeWorkbox };
});

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

describe('service worker bridge', () => {
  beforeEach(() => {
    installWorkerContainer();
    render(<AppToaster />);
  });

  it('registers /sw.js and says "Ready to work offline" after the first install only', async () => {
    registerServiceWorker();
    const wb = FakeWorkbox.last;
    expect(wb.url).toBe('/sw.js');
    expect(wb.register).toHaveBeenCalledOnce();

    wb.emit('installed', { isUpdate: true });
    // A new version found while the page is open: workbox-window calls it external.
    wb.emit('installed', { isExternal: true });
    expect(screen.queryByText(APP_MESSAGES.offlineReady)).toBeNull();
    wb.emit('installed', { isUpdate: false, isExternal: false });
    expect(await screen.findByText(APP_MESSAGES.offlineReady)).toBeTruthy();
    // News, not a task: it leaves well before an ordinary toast would.
    await waitFor(() => expect(screen.queryByText(APP_MESSAGES.offlineReady)).toBeNull(), {
      timeout: TOAST_DURATION_MS,
    });
  });

  it('offers a reload when a new version waits, and reloads once the new worker controls the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    registerServiceWorker();
    const wb = FakeWorkbox.last;
    wb.emit('waiting');
    expect(await screen.findByText(APP_MESSAGES.updateAvailable)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: APP_MESSAGES.updateReload }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    wb.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the worker to send its outbox when the browser is back online', async () => {
    const worker = installWorkerContainer();
    registerServiceWorker();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(worker.posted).toContainEqual({ type: SW_MESSAGES.replayOutbox }));
  });

  it('asks the worker for its outbox, and the news it kept while no page was open, as the page starts', async () => {
    const worker = installWorkerContainer();
    registerServiceWorker();
    await waitFor(() => expect(worker.posted).toEqual([{ type: SW_MESSAGES.replayOutbox }]));
  });

  it("says 'Your saved message has been sent.' when the worker's outbox delivered", async () => {
    registerServiceWorker();
    FakeWorkbox.last.emit('message', { data: { type: SW_MESSAGES.outboxDelivered, delivered: 1 } });
    expect(await screen.findByText(OFFLINE_MESSAGES.delivered)).toBeTruthy();
  });

  it("asks the worker to keep a signed-in seller's code at start, and an admin's after a sign-in", async () => {
    const worker = installWorkerContainer();
    const keep = (role: string) => ({ type: SW_MESSAGES.cacheRoleCode, role });
    const person = { id: 7, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', phoneNumber: '9876543210' };
    // Signed in on an earlier visit (the login told the app's store, as every session write does); what the
    // bridges of the tests before this one made of that is not this page's start.
    saveStoredUser({ ...person, role: 'user', isSeller: true, sellerType: 'Individual' });
    await act(async () => store.set(sessionStorageChangedAtom));
    worker.posted.length = 0;
    try {
      registerServiceWorker();
      await waitFor(() => expect(worker.posted).toContainEqual(keep('seller')));
      expect(worker.posted).not.toContainEqual(keep('admin'));

      saveStoredUser({ ...person, role: 'admin', isSeller: false, sellerType: null });
      act(() => store.set(sessionStorageChangedAtom));
      await waitFor(() => expect(worker.posted).toContainEqual(keep('admin')));
    } finally {
      clearSession();
      act(() => store.set(sessionStorageChangedAtom));
    }
  });

  it('does nothing in a browser without service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(registerServiceWorker()).toBeUndefined();
  });
});
