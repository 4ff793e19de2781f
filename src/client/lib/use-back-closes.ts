import { useEffect, useRef } from 'react';
import { OVERLAY_KEY as KEY, overlayEntryOnTop } from './overlay-entry';

/**
 * Back closes what is open. On a phone, Back is the way out of a sheet or a dialog: each open overlay
 * takes a history entry of its own, at the same address (so the router sees no change), and Back lands on
 * the entry below, which closes it and keeps the page as it was. An overlay closed another way (its
 * button, Escape, the shade) takes its entry away again, so Back never lands on an overlay that is gone.
 *
 * Only the browser's real history is used, and only in effects and events: nothing here runs while the
 * server renders.
 */

/**
 * Each entry's number: later entries get higher ones, and numbers start from the clock, so an entry left
 * behind by an earlier load of the page (reloaded while a dialog was open) is lower than any of this one's.
 */
let lastEntry = 0;
const nextEntry = () => {
  lastEntry = Math.max(lastEntry + 1, Date.now());
  return lastEntry;
};

/** The entries of the overlays open now. */
const openEntries = new Set<number>();

/**
 * Overlays waiting to take an entry until the Back that removes a closed overlay's entry has landed:
 * pushed before it, the new entry would be the one that Back then removes (browsers move back later).
 */
let waiting: (() => void)[] | null = null;

/** A Back of our own, to remove a closed overlay's entry; overlays opened meanwhile wait for it. */
function removeEntry() {
  const queue: (() => void)[] = [];
  waiting = queue;
  const landed = () => {
    window.removeEventListener('popstate', landed);
    clearTimeout(timer);
    if (waiting === queue) waiting = null;
    for (const start of queue) start();
  };
  window.addEventListener('popstate', landed);
  // A Back that never reports (the page is leaving) must not hold later overlays back for good.
  const timer = setTimeout(landed, 1000);
  history.back();
}

/** Takes an entry for an overlay; returns what to do when the overlay closes. */
function takeEntry(onBack: () => void): () => void {
  const entry = nextEntry();
  let phase: 'waiting' | 'open' | 'closed' = 'waiting';

  const onPopState = () => {
    const top = overlayEntryOnTop();
    // Still on this entry or one above it (an overlay opened over this one): this one stays.
    if (top !== null && top >= entry) return;
    phase = 'closed';
    window.removeEventListener('popstate', onPopState);
    openEntries.delete(entry);
    onBack();
  };

  const start = () => {
    if (phase !== 'waiting') return;
    phase = 'open';
    const state = { [KEY]: entry };
    const top = overlayEntryOnTop();
    // An entry no open overlay owns (one that has just closed, as the drawer does when its Login opens
    // the login dialog, or one left by a reload) is taken over rather than stacked on: one entry at a time.
    if (top !== null && !openEntries.has(top)) history.replaceState(state, '');
    else history.pushState(state, '');
    openEntries.add(entry);
    window.addEventListener('popstate', onPopState);
  };

  if (waiting) waiting.push(start);
  else start();

  return () => {
    const was = phase;
    phase = 'closed';
    // Closed before it took an entry (`start` does nothing now), or already by Back: nothing to remove.
    if (was !== 'open') return;
    window.removeEventListener('popstate', onPopState);
    openEntries.delete(entry);
    if (overlayEntryOnTop() !== entry) return;
    // Wait for the rest of this update: an overlay opening in this one's place takes the entry over.
    queueMicrotask(() => {
      if (overlayEntryOnTop() === entry) removeEntry();
    });
  };
}

/**
 * Gives an overlay its history entry while it is mounted: Back calls `onClose`. Closing it any other way
 * (unmounting it) removes the entry.
 */
export function useBackCloses(onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => takeEntry(() => close.current()), []);
}
