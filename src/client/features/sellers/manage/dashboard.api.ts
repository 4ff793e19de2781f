/**
 * What the dashboard reads, as one result so the page has one loading state: the profile's counts
 * (listings by status, views, enquiries and enquiries per month, all counted by the server) and the
 * rejected listings with their reasons.
 */
import { SELLER_LIMITS, type SellerListing, type SellerMe } from '../../../../shared/sellers/seller-constants';
import type { ApiRead } from '../../../lib/use-api';
import { dataOf, usePersonalApi } from '../../accounts/use-personal-api';
import { listingsRead, sellerMeRead } from './manage.api';

export interface Dashboard {
  me: SellerMe;
  /** The newest rejected listings (one page); `me.counts.listings.rejected` says how many there are. */
  rejected: SellerListing[];
}

const rejectedRead = listingsRead({ status: 'rejected', pageSize: SELLER_LIMITS.pageSizeMax });

/** Both reads: the first that came to nothing, else loading until both are here, else both. */
export function useDashboard(): ApiRead<Dashboard> {
  const me = usePersonalApi(sellerMeRead, dataOf);
  const rejected = usePersonalApi(rejectedRead, dataOf);
  const retry = () => {
    me.retry();
    rejected.retry();
  };
  if (me.kind !== 'found' && me.kind !== 'loading') return { ...me, retry };
  if (rejected.kind !== 'found' && rejected.kind !== 'loading') return { ...rejected, retry };
  if (me.kind === 'loading' || rejected.kind === 'loading') return { kind: 'loading', retry };
  return {
    kind: 'found',
    data: { me: me.data, rejected: rejected.data },
    savedAt: null,
    stale: me.stale || rejected.stale,
    retry,
  };
}
