import { atom } from '../../app/store';
import { clientReadyAtom } from '../../lib/client-ready';
import { readStoredUser, readToken, TOKEN_KEY, USER_KEY } from './accounts.storage';

/** Whether the login / sign-up dialog is open: shared by the layout, the top bar and any page. */
export const loginModalOpenAtom = atom(false);

/** Which panel the dialog shows; the two toggle. */
export type AuthPanel = 'login' | 'signup' | 'reset';
export const authPanelAtom = atom<AuthPanel>('login');

/**
 * Where the page takes the person back to after a login from the dialog (the id of what they were
 * using when the dialog opened), or null for the top of the page.
 */
export const loginReturnAtom = atom<string | null>(null);

/** Opens the dialog on the given panel (the header's Login button opens the login panel). */
export const openAuthDialogAtom = atom(null, (_get, set, panel: AuthPanel = 'login', returnTo?: string) => {
  set(authPanelAtom, panel);
  set(loginReturnAtom, returnTo ?? null);
  set(loginModalOpenAtom, true);
});

/** Said above the login form after a password reset (the person logs in with the new password next). */
export const loginNoticeAtom = atom<string | null>(null);

/**
 * Browser storage is the source of truth for the session (logged in means a stored
 * user). This counter is bumped whenever this tab writes it, or another tab does (the storage event),
 * so the atoms below read storage again.
 */
const sessionStorageVersionAtom = atom(0);
sessionStorageVersionAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) set((version) => version + 1);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** Call after writing the session to storage (login, logout, profile update). */
export const sessionStorageChangedAtom = atom(null, (_get, set) => set(sessionStorageVersionAtom, (v) => v + 1));

/**
 * The logged-in user, or null: the only test of being logged in. Null on the server and while the
 * browser takes over a server-rendered page (clientReadyAtom), like the anonymous page the server sent.
 */
export const currentUserAtom = atom((get) => {
  get(sessionStorageVersionAtom);
  return get(clientReadyAtom) ? readStoredUser() : null;
});

/** Whether a session token is stored (the dialog closes itself when one is). */
export const hasTokenAtom = atom((get) => {
  get(sessionStorageVersionAtom);
  return get(clientReadyAtom) && readToken() !== null;
});
