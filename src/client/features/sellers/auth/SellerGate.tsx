import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { currentUserAtom, hasTokenAtom } from '../../accounts/accounts.atoms';
import { isSellerUser } from './seller-session';

/**
 * The seller pages need a stored session whose user is a seller. A visitor or a buyer is sent
 * to the seller login, replacing this entry so Back does not return here; the login page sends a buyer
 * on to 'become a seller'. The server checks every call again.
 */
export function SellerGate({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  if (!hasToken || !isSellerUser(user)) return <Redirect to={PATHS.sellerLogin} replace />;
  return <>{children}</>;
}
