/**
 * What the mixed load needs, made through the API of a fresh cluster (DEMO_MODE=false): an admin, sellers
 * with a free quota large enough to post all through the run, buyers, and approved listings in two
 * cities (some featured) for browsing, search, detail reads and enquiries. Sized to the run's length.
 */
import { listingActionPath } from '../../src/shared/admin/moderation-contract';
import { PLAN_LIMITS } from '../../src/shared/billing/billing-contract';
import type { Cluster } from './cluster';
import {
  type Account,
  account,
  adminAccount,
  approve,
  call,
  postFlat,
  sellerAccount,
  setFreeListingQuota,
} from './cluster-api';
import { jpeg } from './media-api';

export interface LoadPlace {
  city: string;
  locality: string;
}

/** Where the seeded and the posted listings are: two cities of Madhya Pradesh, a few localities each. */
export const LOAD_PLACES: LoadPlace[] = [
  { city: 'Bhopal', locality: 'Arera Colony' },
  { city: 'Bhopal', locality: 'Kolar Road' },
  { city: 'Bhopal', locality: 'MP Nagar' },
  { city: 'Indore', locality: 'Vijay Nagar' },
  { city: 'Indore', locality: 'Palasia' },
];

/** A flat's fields for place `n` (no coordinates: the fixture's are Bhopal's). */
export function flatAt(n: number, title: string, description: string): Record<string, unknown> {
  const place = LOAD_PLACES[n % LOAD_PLACES.length] as LoadPlace;
  return {
    title,
    description,
    price: 2_500_000 + (n % 40) * 100_000,
    bedrooms: 1 + (n % 4),
    location: { state: 'Madhya Pradesh', ...place },
  };
}

export interface LoadSeed {
  admin: Account;
  sellers: Account[];
  buyers: Account[];
  /** Approved listings: what browsing, detail reads and enquiries use. */
  activeIds: number[];
  /** How many more listings the sellers may post within the free quota. */
  postingCapacity: number;
  /** Photos to upload, each a different picture (so a different hash); uploads stop when they run out. */
  photos: Uint8Array[];
}

const WRITES_PER_SECOND = 40;

export interface SeedSize {
  sellers: number;
  buyers: number;
  listings: number;
  featured: number;
  photos: number;
}

/** Enough for `seconds` of load: listings to read, sellers' quota to post, buyer-listing pairs to enquire. */
export function seedSizeFor(seconds: number): SeedSize {
  const listings = Math.min(400, Math.max(60, Math.round(seconds / 2)));
  return {
    listings,
    featured: 8,
    // Each upload is decoded and re-encoded at three widths: a few a second is what sellers do.
    photos: Math.min(250, Math.max(20, seconds * 8)),
    // Room for 40 posts and 40 enquiries a second (16 clients on this machine make about 30 and 20): each
    // needs its own quota place or buyer-listing pair (one open enquiry per buyer and listing).
    sellers: Math.max(4, Math.ceil((seconds * WRITES_PER_SECOND) / (PLAN_LIMITS.quotaMax - listings))),
    buyers: Math.max(8, Math.ceil((seconds * WRITES_PER_SECOND) / listings)),
  };
}

/** Runs `make` for 0..count-1, `width` at a time. */
async function inBatches<T>(count: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i += width) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => make(i + j)))));
  }
  return made;
}

export async function seedLoad(cluster: Cluster, size: SeedSize): Promise<LoadSeed> {
  const admin = await adminAccount(cluster);
  await setFreeListingQuota(cluster, admin, PLAN_LIMITS.quotaMax);
  const sellers = await inBatches(size.sellers, 4, () => sellerAccount(cluster));
  const buyers = await inBatches(size.buyers, 4, (i) => account(cluster, cluster.node(i), cluster.ip(1 + (i % 200))));
  const activeIds = await inBatches(size.listings, 8, (i) =>
    postFlat(
      cluster.node(i),
      sellers[i % sellers.length] as Account,
      flatAt(i, `2 BHK flat for sale, listing ${i + 1}`, 'Sunny corner flat, covered parking, 24x7 water.'),
    ),
  );
  await approve(cluster, admin, activeIds);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const id of activeIds.slice(0, size.featured)) {
    const reply = await call(cluster.node(0), 'POST', listingActionPath('property', id, 'feature'), {
      body: { until },
      token: admin.token,
    });
    if (reply.status !== 200) throw new Error(`feature answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  const perSeller = Math.ceil(size.listings / size.sellers);
  // 800x600 JPEGs of different colours: stored at 320, 640 and 800 px.
  const photos = await inBatches(size.photos, 8, (i) => jpeg(800, 600, i));
  return {
    admin,
    sellers,
    buyers,
    activeIds,
    postingCapacity: size.sellers * (PLAN_LIMITS.quotaMax - perSeller),
    photos,
  };
}
