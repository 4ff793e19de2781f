/**
 * The part of overlays' history entries (use-back-closes.ts) that the router needs on every page: which
 * entry the tab is on, and navigations that take an overlay's entry. Apart, so the app's first download
 * carries these few lines and not the overlays' hook, which comes with the overlays themselves.
 */
import type { AroundNavHandler } from 'wouter';

/** The key of an overlay's number in its history entry's state. */
export const OVERLAY_KEY = 'overlay';

/** The overlay entry the tab is on, if it is on one. */
export function overlayEntryOnTop(): number | null {
  const state: unknown = history.state;
  if (typeof state !== 'object' || state === null) return null;
  const entry = (state as Record<string, unknown>)[OVERLAY_KEY];
  return typeof entry === 'number' ? entry : null;
}

/**
 * The router's navigations: one made from an overlay (a link in the phone's menu, Apply in the filter
 * sheet) takes the overlay's entry instead of going on top of it, so Back from the new page returns to the
 * page the overlay was opened on, not to an entry of an overlay that has closed.
 */
export const replaceOverlayEntry: AroundNavHandler = (navigate, to, options) =>
  navigate(to, overlayEntryOnTop() === null ? options : { ...options, replace: true });
