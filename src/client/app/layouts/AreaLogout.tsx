import type { AccountUser } from '../../../shared/accounts/account-types';
import { currentUserAtom, hasTokenAtom } from '../../features/accounts/accounts.atoms';
import { useLogout } from '../../features/accounts/use-logout';
import { useAtomValue } from '../store';
import { HEADER_LABELS } from './layout.content';

/**
 * The Logout button of an area's bar, shown to a signed-in user the area is for (the public site's account
 * menu is not in the areas).
 */
export function AreaLogout({ isMember }: { isMember: (user: AccountUser | null) => boolean }) {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const logout = useLogout();
  if (!hasToken || !isMember(user)) return null;
  return (
    <button
      type="button"
      className="rounded-md px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15"
      onClick={logout}
    >
      {HEADER_LABELS.logout}
    </button>
  );
}
