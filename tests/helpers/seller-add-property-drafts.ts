/**
 * The add-property drafts where the page keeps them: the real IndexedDB store (fake-indexeddb in DOM
 * tests), written and read directly so tests can set up a draft as a past visit left it and see what
 * the page saved.
 */
import { clear, createStore, get, set } from 'idb-keyval';
import {
  DRAFT_DB,
  DRAFT_VERSION,
  type DraftPhoto,
  type ListingDraft,
  readDraft,
} from '../../src/client/features/sellers/add-property/listing-draft.storage';
import { EMPTY_FORM, type ListingForm } from '../../src/client/features/sellers/add-property/listing-form';

const store = createStore(DRAFT_DB.name, DRAFT_DB.store);

/** Stores a draft as the page would have, saved `savedAt` (default now); `version` may be an older one. */
export const putDraft = (key: string, draft: Partial<Omit<ListingDraft, 'version'>> & { version?: number }) =>
  set(
    key,
    { version: DRAFT_VERSION, savedAt: Date.now(), step: 'basics', form: { ...EMPTY_FORM }, photos: [], ...draft },
    store,
  );

/** The draft under `key` as the page reads it back (validated), or null. */
export const storedDraft = (key: string) => readDraft(key);

/** The record under `key` exactly as stored. */
export const rawDraft = (key: string) => get(key, store);

export const clearDrafts = () => clear(store);

/** A 64-hex photo hash, as POST /api/media answers, made from `seed`. */
export const photoHash = (seed: string) => seed.repeat(64).slice(0, 64);

/** An uploaded photo as the draft keeps it. */
export const draftPhoto = (seed: string, name = `${seed}.jpg`): DraftPhoto => ({
  hash: photoHash(seed),
  name,
  url: `/media/${photoHash(seed)}-320.webp`,
});

/** A form that passes every step: a 2 BHK flat for sale in Bhopal. */
export const validFlatForm = (): ListingForm => ({
  ...EMPTY_FORM,
  title: '2 BHK flat near Arera Colony market',
  propertyType: 'Flat/Apartment',
  areaValue: '1100',
  carpetArea: '950',
  bedrooms: '2',
  bathrooms: '2',
  state: 'Madhya Pradesh',
  city: 'Bhopal',
  locality: 'Arera Colony',
  price: '4500000',
});
