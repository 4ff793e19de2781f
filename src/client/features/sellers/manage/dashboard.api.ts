/**
 * What the dashboard reads, gathered in one promise so the page has one loading state: the profile's
 * counts (listings by status, views, enquiries and enquiries per month, all counted by the server) and
 * the rejected listings with their reasons.
 */
import { SELLER_LIMITS, type SellerListing, type SellerMe } from '../../../../shared/sellers/seller-constants';
import { fetchListings, fetchSellerMe } from './manage.api';

export interface Dashboard {
  me: SellerMe;
  /** The newest rejected listings (one page); `me.counts.listings.rejected` says how many there are. */
  rejected: SellerListing[];
}

export async function fetchDashboard(): Promise<Dashboard> {
  const [me, rejected] = await Promise.all([
    fetchSellerMe(),
    fetchListings({ status: 'rejected', pageSize: SELLER_LIMITS.pageSizeMax }),
  ]);
  return { me, rejected: rejected.data };
}
