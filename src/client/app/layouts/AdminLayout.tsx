import type { ReactNode } from 'react';
import type { RouteKey } from '../../../shared/routes';
import { isAdminUser } from '../../features/admin/auth/admin-session';
import { routeKeysIn } from '../route-match';
import { AreaLogout } from './AreaLogout';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['adminLogin'];
/** The plan editor is opened from 'Manage subscriptions' for one plan, so it is not a menu entry of its own. */
const NOT_IN_MENU: readonly RouteKey[] = [...BARE, 'adminSubscriptionEdit', 'adminPropertyReview'];
const NAV = routeKeysIn('admin').filter((key) => !NOT_IN_MENU.includes(key));

/** The admin area (/admin/*): its own shell and menu, separate from the public site. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AreaShell label="Admin" navKeys={NAV} bareKeys={BARE} barEnd={<AreaLogout isMember={isAdminUser} />} foldOnPhone>
      {children}
    </AreaShell>
  );
}
