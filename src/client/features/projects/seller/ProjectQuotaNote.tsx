import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { SELLER_PROJECT_MESSAGES } from '../../../../shared/sellers/seller-project-constants';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { dataOf, usePersonalApi } from '../../accounts/use-personal-api';
import { SELLER_PLANS_ANCHOR } from '../../billing/billing.content';
import { sellerMeRead } from '../../sellers/manage/manage.api';
import { PROJECT_UI as UI } from './projects.content';

/** Where the seller's plans are offered: the dashboard's plans panel (PlansPanel). */
export const SELLER_PLANS_HREF = `${PATHS.sellerDashboard}#${SELLER_PLANS_ANCHOR}`;

/**
 * Before a builder fills in a new project: how many live projects the free quota and their plans leave,
 * from the server's count, or, with none left, the server's own quota message and the way to the plans,
 * so nobody types a whole project the server will refuse. Nothing shows until the count is here.
 */
export function ProjectQuotaNote() {
  const me = usePersonalApi(sellerMeRead, dataOf);
  if (me.kind !== 'found') return null;
  const { left, quota } = me.data.counts.projects;
  if (left > 0)
    return <p className="mb-4 rounded-lg bg-brand-soft px-3 py-2 text-sm text-ink">{UI.quotaLeft(left, quota)}</p>;
  return (
    <div role="alert" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p>{SELLER_PROJECT_MESSAGES.quotaReached(quota)}</p>
      <Link href={SELLER_PLANS_HREF} className={`${TEXT_LINK_CLASS} mt-1 inline-block`}>
        {UI.seePlans}
      </Link>
    </div>
  );
}
