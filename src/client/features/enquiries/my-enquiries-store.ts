/**
 * The signed-in buyer's enquiries as last fetched, and the sellers' phones revealed since, kept on this
 * device so "My enquiries" opens offline (idb-keyval, its own database; this module is its only writer).
 * One record per account, with `savedAt` and the schema version, checked on read; forgotten at logout
 * (forget-account-data.ts), so the next person on a shared phone never sees them.
 */
import { clear, createStore, get, set } from 'idb-keyval';
import type { SellerContact } from '../../../shared/enquiries/enquiry-constants';
import type { MyEnquiry } from '../../../shared/enquiries/my-enquiries';
import { BUYER_STORES } from '../../../shared/offline/buyer-stores';
import { OFFLINE_SCHEMA_VERSION } from '../../../shared/offline/offline-stores';

const db = createStore(BUYER_STORES.myEnquiries.db, BUYER_STORES.myEnquiries.store);

/** What the page shows from the device: the list, its total, and the phones revealed by listing key. */
export interface SavedEnquiries {
  schemaVersion: typeof OFFLINE_SCHEMA_VERSION;
  /** Epoch milliseconds the list came from the server. */
  savedAt: number;
  data: MyEnquiry[];
  total: number;
  contacts: Record<string, SellerContact>;
}

/** The key of a listing's revealed contact: 'property:12'. */
export const contactKey = (listing: MyEnquiry['listing']) => `${listing.kind}:${listing.id}`;

const keyOf = (userId: number) => `user:${userId}`;

function asSaved(value: unknown): SavedEnquiries | undefined {
  const record = value as Partial<SavedEnquiries> | null | undefined;
  if (record?.schemaVersion !== OFFLINE_SCHEMA_VERSION || typeof record.savedAt !== 'number') return;
  if (!Array.isArray(record.data) || typeof record.total !== 'number') return;
  if (typeof record.contacts !== 'object' || record.contacts === null) return;
  return record as SavedEnquiries;
}

/** This account's saved copy, if any (none when IndexedDB is unavailable). */
export async function readSavedEnquiries(userId: number): Promise<SavedEnquiries | undefined> {
  return asSaved(await get<unknown>(keyOf(userId), db).catch(() => undefined));
}

/** Keeps a fresh list, with the phones already revealed for listings still in it. Best effort. */
export async function saveEnquiries(userId: number, data: MyEnquiry[], total: number): Promise<SavedEnquiries> {
  const before = await readSavedEnquiries(userId);
  const keep = new Set(data.map((enquiry) => contactKey(enquiry.listing)));
  const contacts = Object.fromEntries(Object.entries(before?.contacts ?? {}).filter(([key]) => keep.has(key)));
  const record: SavedEnquiries = { schemaVersion: OFFLINE_SCHEMA_VERSION, savedAt: Date.now(), data, total, contacts };
  await set(keyOf(userId), record, db).catch(() => undefined);
  return record;
}

/** Adds a revealed phone to the saved copy (when there is one). Best effort. */
export async function saveContact(userId: number, key: string, contact: SellerContact): Promise<void> {
  const saved = await readSavedEnquiries(userId);
  if (!saved) return;
  await set(keyOf(userId), { ...saved, contacts: { ...saved.contacts, [key]: contact } }, db).catch(() => undefined);
}

/** Forgets every account's copy (at logout). */
export async function clearMyEnquiries(): Promise<void> {
  await clear(db);
}
