/**
 * Words of the seller's dashboard, listings table and enquiry inbox (no zod), and the one bit of logic
 * they share with tests: counting enquiries by month as India sees the date.
 */
import type { EnquiryStatus } from '../enquiries/enquiry-constants';
import type { ListingStatus } from '../listings/vocabulary';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'Pending review',
  active: 'Active',
  rejected: 'Rejected',
  sold: 'Sold',
  rented: 'Rented',
  deleted: 'Deleted',
};

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  seen: 'Seen',
  responded: 'Responded',
  closed: 'Closed',
};

export const MANAGE_UI = {
  loading: 'Loading…',
  retry: 'Try again',
  all: 'All',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  dashboard: {
    countsHeading: 'At a glance',
    views: 'Views',
    viewsPartial: (count: number) => `Views counted on your latest ${count} listings.`,
    enquiriesNew: 'New enquiries',
    enquiriesTotal: 'All enquiries',
    quotaLeft: (left: number, quota: number) => `${left} of ${quota} free listings left`,
    attentionHeading: 'Needs your attention',
    nothingNeedsAttention: 'Nothing needs your attention right now.',
    rejectedReason: (reason: string | null) => `Reason: ${reason ?? 'not given'}`,
    fixListing: 'Edit and resubmit',
    newEnquiries: (count: number) => `${count} new ${count === 1 ? 'enquiry' : 'enquiries'} waiting for you`,
    openInbox: 'Open enquiries',
    chartHeading: 'Enquiries per month',
    chartEmpty: 'No enquiries yet.',
    chartMonth: 'Month',
    chartCount: 'Enquiries',
    chartPartial: (count: number) => `Counted from your latest ${count} enquiries.`,
    addProperty: 'Post a property',
  },
  properties: {
    filtersLabel: 'Filter your listings',
    status: 'Status',
    type: 'Property type',
    transaction: 'For',
    empty: 'You have not posted any properties yet.',
    emptyFiltered: 'No listings match these filters.',
    price: 'Price',
    views: 'Views',
    enquiriesLabel: 'Enquiries',
    enquiries: (fresh: number, total: number) => `${fresh} new / ${total} enquiries`,
    edit: 'Edit',
    markSold: 'Mark sold',
    markRented: 'Mark rented',
    delete: 'Delete',
    viewPublic: 'View public page',
    confirmClose: (title: string, status: 'sold' | 'rented') =>
      `Mark “${title}” as ${status}? It will no longer be shown to buyers.`,
    confirmDelete: (title: string) => `Delete “${title}”? Buyers will no longer see it.`,
    total: (count: number) => `${count} ${count === 1 ? 'listing' : 'listings'}`,
  },
  queries: {
    tabsLabel: 'Enquiries by status',
    empty: 'No enquiries here yet.',
    phone: 'Phone',
    email: 'E-mail',
    preferredTime: 'Preferred time',
    received: 'Received',
    markSeen: 'Mark seen',
    markResponded: 'Mark responded',
    close: 'Close',
  },
} as const;

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface MonthCount {
  /** 'YYYY-MM' */
  key: string;
  /** 'Oct 2026' */
  label: string;
  count: number;
}

/**
 * Enquiries per month (in IST) for the `months` months ending with the month of `now`, oldest first;
 * months without enquiries count 0 so the chart does not hide quiet months.
 */
export function countByMonth(dates: readonly string[], now: Date, months = 6): MonthCount[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const result: MonthCount[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1));
    const key = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
    result.push({ key, label: `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`, count: 0 });
  }
  const byKey = new Map(result.map((month) => [month.key, month]));
  for (const date of dates) {
    const time = Date.parse(date);
    if (Number.isNaN(time)) continue;
    const key = new Date(time + IST_OFFSET_MS).toISOString().slice(0, 7);
    const month = byKey.get(key);
    if (month) month.count += 1;
  }
  return result;
}
