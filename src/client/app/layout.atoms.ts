import { atom } from './store';

/** True while the current page has opted out of the common footer (see `useHideFooter`). */
export const footerHiddenAtom = atom(false);
