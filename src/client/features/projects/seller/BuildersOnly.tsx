import { Link } from 'wouter';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { PATHS, type RouteKey } from '../../../../shared/routes';
import { SELLER_PROJECT_MESSAGES } from '../../../../shared/sellers/seller-project-constants';
import { useAtomValue } from '../../../app/store';
import { currentUserAtom } from '../../accounts/accounts.atoms';
import { PROJECT_UI as UI } from './projects.content';

/** The seller pages only builders use: the menu leaves them out for owners and agents. */
export const BUILDER_ONLY_SELLER_KEYS: readonly RouteKey[] = ['sellerAddProject', 'sellerProjects'];

/**
 * The stored seller's type when it is not a builder (projects are builders'), else null. The server
 * refuses the calls anyway; this spares an owner or agent a form they cannot send.
 */
export function useNonBuilderType(): SellerType | null {
  const type = useAtomValue(currentUserAtom)?.sellerType ?? null;
  return type && type !== 'Builder' ? type : null;
}

/** Why an owner or agent cannot post or manage projects, and the way back. */
export function BuildersOnly({ sellerType }: { sellerType: SellerType }) {
  return (
    <div role="alert" className="card mt-6 space-y-3">
      <p className="font-semibold text-ink">{SELLER_PROJECT_MESSAGES.buildersOnly(sellerType)}</p>
      <p className="text-sm text-muted">{UI.buildersOnlyHint}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={PATHS.sellerAddProperty} className="btn-solid">
          {UI.addPropertyInstead}
        </Link>
        <Link href={PATHS.sellerDashboard} className="btn-outline">
          {UI.backToDashboard}
        </Link>
      </div>
    </div>
  );
}
