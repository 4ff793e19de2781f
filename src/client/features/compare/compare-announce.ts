/**
 * Where a change to the comparison is told while a compare tray is on screen: the tray's own status line,
 * which screen readers read out. The tray already shows what changed (its count and thumbnails), so a
 * toast over the cards would only repeat it; without a tray in view the toast stays (compare-toggle.ts).
 */
type Announce = (message: string) => void;

/** The trays on screen, newest last (a page that replaces another may mount its tray first). */
const listeners: Announce[] = [];

/** Called by the tray while it is mounted; returns the way to stop. */
export function listenForCompareNews(announce: Announce): () => void {
  listeners.push(announce);
  return () => {
    const at = listeners.indexOf(announce);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/** Tells the tray, if one is on screen: false when there is none, and the caller should toast instead. */
export function announceInTray(message: string): boolean {
  const announce = listeners.at(-1);
  if (!announce) return false;
  announce(message);
  return true;
}
