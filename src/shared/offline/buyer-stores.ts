/**
 * IndexedDB stores of the buyer's own choices and pages, one database + object store per purpose. The home
 * page's cards read the compare selection (their Compare buttons), so vite.config.ts keeps this small
 * module in the common chunk.
 */
export const BUYER_STORES = {
  /** The properties chosen to compare (public ids, kept across logins like the device's other choices). */
  compare: { db: 'pc-compare', store: 'items' },
  /** The signed-in buyer's own enquiries and the phones revealed, as last fetched (forgotten at logout). */
  myEnquiries: { db: 'pc-my-enquiries', store: 'answers' },
} as const;
