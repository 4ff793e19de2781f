import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { HEADER_LABELS } from '../../../shared/navigation';
import type { RouteKey } from '../../../shared/routes';
import { currentUserAtom, hasTokenAtom } from '../../features/accounts/accounts.atoms';
import { useLogout } from '../../features/accounts/use-logout';
import { isAdminUser } from '../../features/admin/auth/admin-session';
import { routeKeysIn } from '../route-match';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['adminLogin'];
/** The plan editor is opened from 'Manage subscriptions' for one plan, so it is not a menu entry of its own. */
const NOT_IN_MENU: readonly RouteKey[] = [...BARE, 'adminSubscriptionEdit'];
const NAV = routeKeysIn('admin').filter((key) => !NOT_IN_MENU.includes(key));

/** The admin area (/admin/*): its own shell and menu, separate from the public site. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AreaShell label="Admin" navKeys={NAV} bareKeys={BARE} barEnd={<AdminLogout />} foldOnPhone>
      {children}
    </AreaShell>
  );
}

/** A signed-in admin leaves from here (the public site's account menu is not in this area). */
function AdminLogout() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const logout = useLogout();
  if (!hasToken || !isAdminUser(user)) return null;
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
