/** The words of the admin people pages and the agent's "Get verified" card (tests import them). */
import type { BrokerRequestStatus } from './broker-request-contract';

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
  total: (n: number) => `${n.toLocaleString('en-IN')} found`,
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

/** The agent's card on /saller/update-profile. */
export const BROKER_CARD_UI = {
  title: 'Get verified',
  intro:
    'Verified agents get a badge on their listings and profile. Send your RERA agent number and a photo of your certificate.',
  experience: 'Years working as an agent',
  rera: 'RERA agent number',
  documents: 'Photos of your RERA certificate or ID',
  addDocument: 'Add a photo',
  removeDocument: (n: number) => `Remove document ${n}`,
  uploading: 'Uploading…',
  message: 'Message for the admin (optional)',
  send: 'Send for verification',
  sending: 'Sending…',
  status: {
    pending: 'Your request is waiting for review.',
    approved: 'You are verified: the badge shows on your listings and profile.',
    rejected: 'Your last request was not approved.',
  } satisfies Record<BrokerRequestStatus, string>,
  reason: (reason: string) => `Reason: ${reason}`,
  askAgain: 'You can send a new request below.',
  loadFailed: 'Could not load your verification status.',
} as const;
