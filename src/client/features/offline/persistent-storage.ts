/**
 * Once a city is saved, the browser is asked (once per device) to keep this site's storage rather than
 * clear it under pressure: a saved city is worth keeping. The browser may grant it silently (an installed
 * app, a site used often) or refuse; either way nothing is said to the visitor.
 */
const ASKED_KEY = 'pc-persist-asked';

export function askForPersistentStorage(): void {
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, String(Date.now()));
  } catch {
    return;
  }
  void navigator.storage?.persist?.().catch(() => false);
}
