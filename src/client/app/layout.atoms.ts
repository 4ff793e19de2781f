import { atom } from 'jotai';

/** True while the current page has opted out of the common footer (see `useHideFooter`). */
export const footerHiddenAtom = atom(false);

/** Counts the pages rendered (not their loading screen): the deferred footer measures its place after each. */
export const pageRenderedAtom = atom(0);
