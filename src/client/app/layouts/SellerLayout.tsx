import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { HEADER_LABELS } from '../../../shared/navigation';
import type { RouteKey } from '../../../shared/routes';
import { currentUserAtom, hasTokenAtom } from '../../features/accounts/accounts.atoms';
import { useLogout } from '../../features/accounts/use-logout';
import { routeKeysIn } from '../route-match';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['sellerLogin', 'sellerSignup'];
const NAV = routeKeysIn('seller').filter((key) => !BARE.includes(key));

/** The seller area (/saller/*) for owners, agents and builders: its own shell and menu. */
export default function SellerLayout({ children }: { children: ReactNode }) {
  return (
    <AreaShell label="Seller" navKeys={NAV} bareKeys={BARE} barEnd={<SellerLogout />}>
      {children}
    </AreaShell>
  );
}

/** A logged-in seller leaves from here (the public site's account menu is not in this area). */
function SellerLogout() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const logout = useLogout();
  if (!user?.isSeller || !hasToken) return null;
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
