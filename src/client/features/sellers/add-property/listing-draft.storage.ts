/**
 * The add/edit property draft kept in IndexedDB (idb-keyval, one store for this purpose): one record
 * per new listing ('new') and per edited listing ('edit:<id>'), each with a schema version and savedAt,
 * checked on read. Records older than DRAFT_MAX_AGE_DAYS are evicted when read. This module is the
 * store's only writer (DOM tests run it on fake-indexeddb).
 */
import { createStore, del, get, set } from 'idb-keyval';
import { UNUSED_UPLOAD_KEEP_DAYS } from '../../../../shared/media-upload';
import { ADD_PROPERTY_STEPS, type AddPropertyStep } from './add-property.content';
import { EMPTY_FORM, type ListingForm } from './listing-form';

/**
 * 2: an edit's draft holds the listing's photos. A version 1 draft of an edit held none of them (they
 * were not loaded), so it is dropped rather than sent, which would take every photo off the listing;
 * a version 1 draft of a new listing has the same shape and is read as it is.
 */
export const DRAFT_VERSION = 2;
/** A draft lives as long as the server keeps the unused photos it may hold. */
export const DRAFT_MAX_AGE_DAYS = UNUSED_UPLOAD_KEEP_DAYS;
/** The IndexedDB database and object store of the drafts. */
export const DRAFT_DB = { name: 'property-creator-seller-drafts', store: 'drafts' } as const;

/** An uploaded photo as the draft keeps it; its hash is what the listing is sent with. */
export interface DraftPhoto {
  hash: string;
  name: string;
  url: string;
}

export interface ListingDraft {
  version: typeof DRAFT_VERSION;
  /** ms since the epoch. */
  savedAt: number;
  step: AddPropertyStep;
  form: ListingForm;
  photos: DraftPhoto[];
}

export const draftKey = (editId: number | null): string => (editId === null ? 'new' : `edit:${editId}`);

let store: ReturnType<typeof createStore> | undefined;
const draftStore = () => {
  store ??= createStore(DRAFT_DB.name, DRAFT_DB.store);
  return store;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const readableVersion = (version: unknown, key: string) =>
  version === DRAFT_VERSION || (version === 1 && key === draftKey(null));

/** The record under `key` if it is a draft this version reads; anything else reads as absent. */
function parseDraft(value: unknown, key: string): ListingDraft | null {
  if (!isRecord(value) || !readableVersion(value.version, key) || typeof value.savedAt !== 'number') return null;
  if (!ADD_PROPERTY_STEPS.includes(value.step as AddPropertyStep) || !isRecord(value.form)) return null;
  if (!Array.isArray(value.photos)) return null;
  const form = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as (keyof ListingForm)[]) {
    const stored = value.form[key];
    if (typeof stored === typeof EMPTY_FORM[key] && Array.isArray(stored) === Array.isArray(EMPTY_FORM[key])) {
      (form as Record<string, unknown>)[key] =
        key === 'amenities' ? (stored as unknown[]).filter((a) => typeof a === 'string') : stored;
    }
  }
  const photos = value.photos.filter(
    (p): p is DraftPhoto =>
      isRecord(p) && typeof p.hash === 'string' && typeof p.name === 'string' && typeof p.url === 'string',
  );
  return { version: DRAFT_VERSION, savedAt: value.savedAt, step: value.step as AddPropertyStep, form, photos };
}

/** The saved draft, or null (none, unreadable, too old, or no IndexedDB here). */
export async function readDraft(key: string, now = Date.now()): Promise<ListingDraft | null> {
  try {
    const draft = parseDraft(await get(key, draftStore()), key);
    if (draft && now - draft.savedAt > DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000) {
      await del(key, draftStore());
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Saves the draft; false when the browser refused (quota, private mode), which the form shows. */
export async function saveDraft(key: string, draft: Omit<ListingDraft, 'version' | 'savedAt'>): Promise<boolean> {
  try {
    await set(key, { ...draft, version: DRAFT_VERSION, savedAt: Date.now() } satisfies ListingDraft, draftStore());
    return true;
  } catch {
    return false;
  }
}

export async function clearDraft(key: string): Promise<void> {
  try {
    await del(key, draftStore());
  } catch {
    // Nothing stored, or no IndexedDB: nothing to clear.
  }
}
