import { atom } from 'jotai';

/** Whether the login / sign-up dialog is open: shared by the layout, the top bar and any page. */
export const loginModalOpenAtom = atom(false);
