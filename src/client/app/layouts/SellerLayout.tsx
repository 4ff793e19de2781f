import type { ReactNode } from 'react';
import type { RouteKey } from '../../../shared/routes';
import { routeKeysIn } from '../route-match';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['sellerLogin', 'sellerSignup'];
const NAV = routeKeysIn('seller').filter((key) => !BARE.includes(key));

/** The seller area (/saller/*) for owners, agents and builders: its own shell and menu. */
export default function SellerLayout({ children }: { children: ReactNode }) {
  return (
    <AreaShell label="Seller" navKeys={NAV} bareKeys={BARE}>
      {children}
    </AreaShell>
  );
}
