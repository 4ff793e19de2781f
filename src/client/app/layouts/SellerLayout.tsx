import type { ReactNode } from 'react';
import type { AccountUser } from '../../../shared/accounts/account-types';
import type { RouteKey } from '../../../shared/routes';
import { routeKeysIn } from '../route-match';
import { AreaLogout } from './AreaLogout';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['sellerLogin', 'sellerSignup'];
const isSeller = (user: AccountUser | null) => Boolean(user?.isSeller);
const NAV = routeKeysIn('seller').filter((key) => !BARE.includes(key));

/** The seller area (/saller/*) for owners, agents and builders: its own shell and menu. */
export default function SellerLayout({ children }: { children: ReactNode }) {
  return (
    <AreaShell label="Seller" navKeys={NAV} bareKeys={BARE} barEnd={<AreaLogout isMember={isSeller} />}>
      {children}
    </AreaShell>
  );
}
