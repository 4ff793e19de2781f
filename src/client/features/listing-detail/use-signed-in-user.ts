import type { AccountUser } from '../../../shared/accounts/account-types';
import { useAtomValue } from '../../app/store';
import { useHydrated } from '../../lib/use-hydrated';
import { currentUserAtom } from '../accounts/accounts.atoms';

/**
 * Who is signed in, for the parts of a listing page that depend on it (the seller's phone, the enquiry
 * form, an owner's own listing): null on the server and while the browser takes this part over, so it
 * hydrates as the anonymous page the server sent, then the signed-in person's view right after. The page's
 * code may arrive after the rest of the page has hydrated: `useHydrated` holds until this part has.
 */
export function useSignedInUser(): AccountUser | null {
  const user = useAtomValue(currentUserAtom);
  return useHydrated() ? user : null;
}
