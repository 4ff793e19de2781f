/** What the dashboard reads, gathered in one promise so the page has one loading state. */
import { SELLER_LIMITS, type SellerListing, type SellerMe } from '../../../../shared/sellers/seller-constants';
import { countByMonth, type MonthCount } from '../../../../shared/sellers/seller-ui-manage';
import { fetchEnquiries, fetchListings, fetchSellerMe } from './manage.api';

/** The chart reads at most this many pages of 50 enquiries (newest first): enough for six busy months. */
const CHART_PAGES = 4;
const CHART_PAGE_SIZE = 50;
export const CHART_MONTHS = 6;

export interface Dashboard {
  me: SellerMe;
  /** Views of all the seller's listings (the profile's counts do not carry them). */
  views: number;
  /** Set when the seller has more listings than were read: the views are of this many. */
  viewsPartialOf: number | null;
  rejected: SellerListing[];
  months: MonthCount[];
  /** How many enquiries the chart counted when it stopped before the oldest month: the chart says so. */
  partialOf: number | null;
}

async function enquiryMonths(now: Date): Promise<Pick<Dashboard, 'months' | 'partialOf'>> {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - CHART_MONTHS);
  const dates: string[] = [];
  let total = 0;
  for (let page = 1; page <= CHART_PAGES; page += 1) {
    const answer = await fetchEnquiries({ page, pageSize: CHART_PAGE_SIZE });
    total = answer.total;
    dates.push(...answer.data.map((enquiry) => enquiry.createdAt));
    const oldest = answer.data.at(-1)?.createdAt;
    if (dates.length >= total || !oldest || Date.parse(oldest) < start.getTime()) {
      return { months: countByMonth(dates, now, CHART_MONTHS), partialOf: null };
    }
  }
  return { months: countByMonth(dates, now, CHART_MONTHS), partialOf: dates.length };
}

export async function fetchDashboard(now = new Date()): Promise<Dashboard> {
  const [me, all, rejected, chart] = await Promise.all([
    fetchSellerMe(),
    fetchListings({ pageSize: SELLER_LIMITS.pageSizeMax }),
    fetchListings({ status: 'rejected', pageSize: SELLER_LIMITS.pageSizeMax }),
    enquiryMonths(now),
  ]);
  const views = all.data.reduce((sum, listing) => sum + listing.views, 0);
  const viewsPartialOf = all.total > all.data.length ? all.data.length : null;
  return { me, views, viewsPartialOf, rejected: rejected.data, ...chart };
}
