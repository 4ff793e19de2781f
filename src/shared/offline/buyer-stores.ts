/**
 * IndexedDB stores of the buyer's pages that the home page never reads, kept out of offline-stores.ts
 * (which the home page's scripts carry) like its other entries: one database + object store per purpose.
 */
export const BUYER_STORES = {
  /** The properties chosen to compare (public ids, kept across logins like the device's other choices). */
  compare: { db: 'pc-compare', store: 'items' },
  /** The signed-in buyer's own enquiries and the phones revealed, as last fetched (forgotten at logout). */
  myEnquiries: { db: 'pc-my-enquiries', store: 'answers' },
} as const;
