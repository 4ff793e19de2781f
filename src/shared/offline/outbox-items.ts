/**
 * What the outbox holds, as My enquiries lists it ("Waiting to send"): the service worker notes each
 * enquiry it keeps (its idempotency key, what it is about, when) and forgets it once it is sent or
 * refused, telling the pages which keys. The note carries a hash of the session's token, never the token:
 * a page lists only its own session's enquiries. The worker writes; pages read.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import type { ListingCard } from '../listings/listing-types';
import { OFFLINE_SCHEMA_VERSION } from './offline-stores';

export const OUTBOX_ITEMS_STORE = { db: 'pc-outbox-items', store: 'items' } as const;

export interface OutboxItem {
  schemaVersion: number;
  /** The request's idempotency key. */
  key: string;
  /** SHA-256 of the session token (hex). */
  session: string;
  /** Epoch ms when it was kept. */
  queuedAt: number;
  about: { kind: 'property' | 'project'; id: number };
  message: string;
  /** The listing's card, when the device has it (its title, price and photo on the list). */
  card: ListingCard | null;
}

let items: ReturnType<typeof createStore> | undefined;
const store = () => (items ??= createStore(OUTBOX_ITEMS_STORE.db, OUTBOX_ITEMS_STORE.store));

// Web Crypto and TextEncoder, as both the page and the worker have them (this folder's types carry no DOM).
declare const crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** SHA-256 hex of the session token, as the note keeps it. */
export async function sessionHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isItem = (value: unknown): value is OutboxItem => {
  const item = value as Partial<OutboxItem> | null | undefined;
  return (
    !!item &&
    item.schemaVersion === OFFLINE_SCHEMA_VERSION &&
    typeof item.key === 'string' &&
    typeof item.session === 'string' &&
    typeof item.queuedAt === 'number' &&
    typeof item.about?.id === 'number'
  );
};

/** The enquiries waiting in the outbox for the session of `token`, oldest first. */
export async function readOutboxItems(token: string): Promise<OutboxItem[]> {
  const session = await sessionHash(token);
  const all = await entries<string, unknown>(store()).catch(() => []);
  return all
    .map(([, item]) => item)
    .filter((item): item is OutboxItem => isItem(item) && item.session === session)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Written by the service worker only. */
export const writeOutboxItem = (item: OutboxItem): Promise<void> => set(item.key, item, store());

/** Written by the service worker only. */
export const deleteOutboxItem = (key: string): Promise<void> => del(key, store());
