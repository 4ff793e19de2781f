/**
 * Tells the service worker which signed-in areas' code to keep on this device: a seller's pages and an
 * admin's are not precached for every visitor, so while such a person is signed in (after a sign-in, and
 * at every start) the worker is asked to keep that role's code for offline use (sw/role-code.ts).
 */
import { CODE_ROLES, type CodeRole, SW_MESSAGES } from '../../../shared/sw-protocol';
import type { store as appStore } from '../../app/store';
import { currentUserAtom } from '../accounts/accounts.atoms';
import { postToWorker } from './post-to-worker';

/** The roles whose code a signed-in person uses (a seller who is also an admin uses both); none signed out. */
export function codeRolesOf(user: { role?: unknown; isSeller?: unknown } | null | undefined): CodeRole[] {
  if (!user) return [];
  return CODE_ROLES.filter((role) => (role === 'seller' ? user.isSeller === true : user.role === 'admin'));
}

export function keepRoleCodeOfSignedIn(store: typeof appStore): void {
  let told = '';
  const tell = () => {
    const roles = codeRolesOf(store.get(currentUserAtom));
    // The stored user is read again on every session write (a profile saved, too): ask once per change.
    if (roles.join() === told) return;
    told = roles.join();
    for (const role of roles) postToWorker({ type: SW_MESSAGES.cacheRoleCode, role });
  };
  store.sub(currentUserAtom, tell);
  tell();
}
