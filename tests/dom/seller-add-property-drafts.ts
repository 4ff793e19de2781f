/**
 * An in-memory stand-in for listing-draft.storage (IndexedDB needs fake-indexeddb, which is not
 * installed): the add-property tests mock the module with this one and read `memoryDrafts`.
 */
import type { ListingDraft } from '../../src/client/features/sellers/add-property/listing-draft.storage';

export const DRAFT_VERSION = 1;
export const memoryDrafts = new Map<string, ListingDraft>();
/** Set to make the next saves fail, as a full or private-mode IndexedDB does. */
export const storageState = { failSaves: false };

export const draftKey = (editId: number | null): string => (editId === null ? 'new' : `edit:${editId}`);

export async function readDraft(key: string): Promise<ListingDraft | null> {
  return memoryDrafts.get(key) ?? null;
}

export async function saveDraft(key: string, draft: Omit<ListingDraft, 'version' | 'savedAt'>): Promise<boolean> {
  if (storageState.failSaves) return false;
  memoryDrafts.set(key, structuredClone({ ...draft, version: DRAFT_VERSION, savedAt: Date.now() }));
  return true;
}

export async function clearDraft(key: string): Promise<void> {
  memoryDrafts.delete(key);
}
