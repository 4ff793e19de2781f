/**
 * Words of the seller's dashboard and listings table (no zod; the enquiry inbox's are in enquiries). The dashboard's enquiries
 * per month are counted by the server (`SellerCounts.enquiriesByMonth`).
 */
import { LIST_UI } from '../../../ui/ui.content';

export const MANAGE_UI = {
  ...LIST_UI,
  all: 'All',
  dashboard: {
    countsHeading: 'At a glance',
    views: 'Views',
    enquiriesNew: 'New enquiries',
    enquiriesTotal: 'All enquiries',
    quotaLeft: (left: number, quota: number) => `${left} of ${quota} listings left (free quota and your plans)`,
    attentionHeading: 'Needs your attention',
    nothingNeedsAttention: 'Nothing needs your attention right now.',
    rejectedReason: (reason: string | null) => `Reason: ${reason ?? 'not given'}`,
    fixListing: 'Edit and resubmit',
    allRejected: (count: number) => `See all ${count} rejected listings`,
    newEnquiries: (count: number) => `${count} new ${count === 1 ? 'enquiry' : 'enquiries'} waiting for you`,
    openInbox: 'Open enquiries',
    chartHeading: 'Enquiries per month',
    chartPeriod: (months: number) => `The last ${months} months (India time)`,
    chartEmpty: 'No enquiries yet.',
    chartMonth: 'Month',
    chartCount: 'Enquiries',
    addProperty: 'Post a property',
  },
  stillAvailable: {
    heading: 'Still available?',
    intro: (rentDays: number, saleDays: number) =>
      `Buyers see when you last confirmed each listing. Without a confirmation a rental leaves search after ${rentDays} days and a sale after ${saleDays}.`,
    lapsesOn: (day: string) => `Leaves search on ${day}`,
    expiredOn: (day: string) => `Left search on ${day}: buyers cannot see it`,
    stays: (day: string) => `Stays in search until ${day}`,
    confirm: 'Yes, still available',
    renew: 'Renew',
    closed: 'No longer on the market',
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
} as const;
