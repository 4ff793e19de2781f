/**
 * Brings this device's saved searches and the account's together: searches saved on another device
 * appear here, ones removed there go, and ones saved here before logging in (or offline) go to the
 * account. The later lastSeenAt of the two wins.
 */
import { fetchAccountSearches, saveOnAccount } from './saved-searches.api';
import {
  putSavedSearch,
  readSavedSearches,
  removeSavedSearchLocally,
  type SavedSearchRecord,
} from './saved-searches-store';

export async function syncWithAccount(token: string): Promise<SavedSearchRecord[]> {
  const account = await fetchAccountSearches(token);
  if (!account) return readSavedSearches();
  for (const search of account) {
    await putSavedSearch({
      query: search.query,
      label: search.label,
      lastSeenAt: search.lastSeenAt,
      serverId: search.id,
    });
  }
  const onAccount = new Set(account.map((search) => search.query));
  for (const record of await readSavedSearches()) {
    if (onAccount.has(record.query)) continue;
    // It was on the account and is no more: removed on another device.
    if (record.serverId !== undefined) {
      await removeSavedSearchLocally(record.query);
      continue;
    }
    const saved = await saveOnAccount(token, record.query, record.label);
    if (saved.ok) await putSavedSearch({ ...record, serverId: saved.search.id });
  }
  return readSavedSearches();
}
