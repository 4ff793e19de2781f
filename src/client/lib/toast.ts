/**
 * Toasts for code in the entry chunk (the service-worker bridge...). react-hot-toast is fetched with the
 * first toast instead of with every page, and the first toast also asks for the toaster to be mounted
 * (see app/ToastHost.tsx). Code that only runs in lazy chunks may import react-hot-toast/headless
 * directly: always that entry, never the package's main one, whose bundle keeps a store of its own that
 * our toaster would never see.
 */
import type { Renderable, ToastOptions } from 'react-hot-toast/headless';
import { importWithRetry } from './import-retry';

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/** True once anything asked for a toast: the host mounts the toaster from then on. */
export const toasterRequested = (): boolean => requested;

/** Calls `listener` (once) when the first toast is asked for; returns an unsubscribe. */
export function onToasterRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

const withToast = (use: (toast: typeof import('react-hot-toast/headless').default) => void): void => {
  requestToaster();
  importWithRetry(() => import('react-hot-toast/headless'))
    .then((module) => use(module.default))
    .catch(() => undefined);
};

/** Same calls as react-hot-toast's `toast`, without its code in the entry chunk. */
export const notify = {
  show: (message: Renderable, options?: ToastOptions) => withToast((toast) => toast(message, options)),
  success: (message: string, options?: ToastOptions) => withToast((toast) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) => withToast((toast) => toast.error(message, options)),
  dismiss: (id?: string) => withToast((toast) => toast.dismiss(id)),
};
