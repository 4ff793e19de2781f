import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders the page and while the browser hydrates the part of the page that calls
 * it, true from then on (and from the first render of a page the browser renders itself). What depends on
 * the visitor (their city, their shortlist) reads its browser-side value only when this is true, so the
 * browser's first render of that part is the server's and hydration matches; React renders it again right
 * after. Unlike clientReadyAtom (set once the root has committed), this holds for a part that hydrates
 * later than the root: a lazy page or section whose code arrives after the rest.
 */
export const useHydrated = (): boolean => useSyncExternalStore(never, inBrowser, onServer);
