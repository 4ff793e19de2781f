/** The words of the admin people pages (tests import them). */
import type { BrokerRequestStatus } from '../../../../shared/admin/broker-request-contract';
import { formatCount } from '../../../../shared/listings/format';

export const ADMIN_PEOPLE_UI = {
  searchLabel: 'Search by name, e-mail or phone',
  searchButton: 'Search',
  searchForm: 'Find people',
  cancel: 'Cancel',
  statusLabel: 'Status',
  typeLabel: 'Seller type',
  any: 'All',
  statuses: { active: 'Active', blocked: 'Blocked', deleted: 'Deleted' },
  sellerTypes: { Individual: 'Owner', Agent: 'Agent', Builder: 'Builder' },
  usersCaption: 'Accounts, newest first',
  sellersCaption: 'Sellers, newest first',
  columns: {
    name: 'Name',
    contact: 'Contact',
    type: 'Type',
    company: 'Company',
    listings: 'Listings',
    status: 'Status',
    joined: 'Joined',
    actions: 'Details',
  },
  admin: 'Admin',
  buyer: 'Buyer',
  verified: 'Verified',
  listingsCount: (active: number, all: number) => `${active} live of ${all}`,
  view: 'View',
  hide: 'Hide',
  loading: 'Loading…',
  empty: 'Nobody matches.',
  retry: 'Try again',
  total: (n: number) => `${formatCount(n)} found`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  detailCounts: 'Activity',
  counts: {
    listings: 'Listings (not deleted)',
    activeListings: 'Live listings',
    projects: 'Projects',
    enquiriesSent: 'Enquiries sent',
    liveSessions: 'Signed-in devices',
  },
  block: 'Block',
  unblock: 'Unblock',
  confirmBlock: (name: string) =>
    `Block ${name}? They are signed out everywhere and their listings and projects are hidden until unblocked.`,
  confirmUnblock: (name: string) => `Unblock ${name}? Their live listings and projects show again.`,
  changeType: 'Change type',
  newType: 'New seller type',
  confirmType: (name: string, type: string) =>
    `Make ${name} ${type === 'Owner' ? 'an owner' : `a ${type.toLowerCase()}`}? Their listings will say posted by ${type}.`,
} as const;

export const BROKER_REQUESTS_UI = {
  statusFilter: 'Show',
  statuses: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    BrokerRequestStatus,
    string
  >,
  empty: 'No requests here.',
  experience: (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`,
  rera: 'RERA agent number',
  message: 'Message',
  documents: 'Documents',
  document: (n: number) => `Document ${n}`,
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: (name: string) => `Reject ${name}'s request`,
  reason: 'Reason',
  sent: (date: string) => `Sent ${date}`,
} as const;
