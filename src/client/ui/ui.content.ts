/** Words of the client's shared parts: the list states (LoadState, Pager) and the status badge. */
import type { EnquiryStatus } from '../../shared/enquiries/enquiry-constants';
import type { ListingStatus } from '../../shared/listings/vocabulary';

export const LIST_UI = {
  loading: 'Loading…',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'Pending review',
  active: 'Active',
  rejected: 'Rejected',
  sold: 'Sold',
  rented: 'Rented',
  deleted: 'Deleted',
  expired: 'Expired',
};

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  seen: 'Seen',
  responded: 'Responded',
  closed: 'Closed',
};
