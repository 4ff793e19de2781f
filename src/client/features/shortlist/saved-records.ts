/**
 * What the shortlist and recently viewed stores hold: one record per listing, with the card shown for it
 * (so the lists show offline), `savedAt` and the schema version. Records are checked on every read; a
 * record of another version or shape is ignored (and replaced by the next write).
 */

import { LISTING_CARD_FIELDS, type ListingCard, type ProjectCard } from '../../../shared/listings/listing-types';
import { OFFLINE_SCHEMA_VERSION } from '../../../shared/offline/offline-stores';
import {
  SAVED_LISTING_KINDS,
  type SavedListing,
  type SavedListingKind,
} from '../../../shared/shortlist/saved-listings-constants';
import { SAVED_LISTINGS_CHANGED_EVENT } from './saved-keys';

export type SavedCard = ListingCard | ProjectCard;

/** The key of a listing in the shortlist and recently viewed stores. */
export const savedKey = (kind: SavedListingKind, id: number) => `${kind}:${id}`;

/** The window event the hearts and lists listen to (saved-keys.ts). */
export const SAVED_LISTINGS_CHANGED = SAVED_LISTINGS_CHANGED_EVENT;

/** Tells hearts and lists on the page that a store changed (after a tap, a view or a sync). */
export const announceSavedListingsChanged = (): void => {
  window.dispatchEvent(new Event(SAVED_LISTINGS_CHANGED));
};

/** A saved listing as stored: the contract's SavedListing plus when this device wrote it. */
export type SavedRecord = SavedListing & {
  schemaVersion: typeof OFFLINE_SCHEMA_VERSION;
  /** Epoch milliseconds this device wrote the record. */
  savedAt: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isKind = (value: unknown): value is SavedListingKind =>
  (SAVED_LISTING_KINDS as readonly unknown[]).includes(value);

export const isListingId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The record, if it is one this version wrote. */
export function asSavedRecord(value: unknown): SavedRecord | undefined {
  if (!isRecord(value) || value.schemaVersion !== OFFLINE_SCHEMA_VERSION || typeof value.savedAt !== 'number') return;
  const { kind, id, at, card } = value;
  if (!isKind(kind) || !isListingId(id) || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return;
  if (!isRecord(card) || card.id !== id) return;
  if (kind === 'property' ? typeof card.title !== 'string' : typeof card.name !== 'string') return;
  return value as SavedRecord;
}

const PROJECT_CARD_FIELDS = {
  id: 1,
  name: 1,
  projectType: 1,
  location: 1,
  minPrice: 1,
  maxPrice: 1,
  configurations: 1,
  upcoming: 1,
  completionDate: 1,
  builder: 1,
  coverPhoto: 1,
} satisfies Record<keyof ProjectCard, 1>;

const PROJECT_FIELDS = Object.keys(PROJECT_CARD_FIELDS);

const pick = (source: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((key) => [key, (source as Record<string, unknown>)[key]]));

/** A new record for a listing, with only its card's fields. */
export function newRecord(kind: SavedListingKind, card: SavedCard, at: string, savedAt = Date.now()): SavedRecord {
  // Only the card's own fields are kept: a detail page's answer carries much more (description, photos...).
  const fields = kind === 'property' ? LISTING_CARD_FIELDS : PROJECT_FIELDS;
  const record = { schemaVersion: OFFLINE_SCHEMA_VERSION, savedAt, kind, id: card.id, at, card: pick(card, fields) };
  return record as unknown as SavedRecord;
}

/** Newest first by the time the listing was saved / viewed. */
export const newestFirst = (a: { at: string }, b: { at: string }) => Date.parse(b.at) - Date.parse(a.at);
