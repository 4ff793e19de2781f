import { atom } from '../app/store';

/**
 * False on the server and while the browser's first render takes over the server's HTML: that render must
 * show what the server rendered, and the server knows nothing of this device (who is logged in, the saved
 * city). True once the page has hydrated (AppRoot), and from the start for a page rendered in the browser
 * alone (the offline shell, seller and admin pages), so their first render already knows who is there.
 */
export const clientReadyAtom = atom(true);
