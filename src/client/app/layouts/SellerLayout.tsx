import type { ReactNode } from 'react';
import type { AccountUser } from '../../../shared/accounts/account-types';
import type { RouteKey } from '../../../shared/routes';
import { currentUserAtom } from '../../features/accounts/accounts.atoms';
import { BUILDER_ONLY_SELLER_KEYS } from '../../features/projects/seller/BuildersOnly';
import { routeKeysIn } from '../route-match';
import { useAtomValue } from '../store';
import { AreaLogout } from './AreaLogout';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['sellerLogin', 'sellerSignup'];
const isSeller = (user: AccountUser | null) => Boolean(user?.isSeller);
const NAV = routeKeysIn('seller').filter((key) => !BARE.includes(key));
// Owners and agents cannot post projects (the server refuses them): their menu does not offer it.
const NAV_NOT_BUILDER = NAV.filter((key) => !BUILDER_ONLY_SELLER_KEYS.includes(key));

/** The seller area (/saller/*) for owners, agents and builders: its own shell and menu. */
export default function SellerLayout({ children }: { children: ReactNode }) {
  const sellerType = useAtomValue(currentUserAtom)?.sellerType ?? null;
  const navKeys = sellerType === 'Builder' ? NAV : NAV_NOT_BUILDER;
  return (
    <AreaShell label="Seller" navKeys={navKeys} bareKeys={BARE} barEnd={<AreaLogout isMember={isSeller} />}>
      {children}
    </AreaShell>
  );
}
