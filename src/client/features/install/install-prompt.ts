/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept from the moment it
 * fires. The event can fire before React has mounted anything, so main.tsx calls
 * `listenForInstallPrompt()` before rendering; components read the kept offer through
 * `useInstallPrompt()` (a tiny external store: no jotai atom needed for one value set from outside React).
 */
import { useSyncExternalStore } from 'react';
import { notify } from '../../lib/toast';
import { INSTALL_MESSAGES } from './install.content';

/** `beforeinstallprompt` (not in the DOM typings: Chromium only). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

const setOffer = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

/** True when the page runs as the installed app (then there is nothing to offer). */
export const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Keeps the install offer for the in-app button instead of the browser's own mini-infobar. Idempotent. */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (!isStandalone()) setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    setOffer(null);
    notify.success(INSTALL_MESSAGES.installed);
  });
}

/** Shows the browser's install dialog. An offer can be used once: the button goes whatever the answer. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser has an install offer for the in-app button right now. */
export const useCanInstall = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
