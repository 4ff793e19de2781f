import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { SAVED_SEARCH_MESSAGES as M } from '../../../shared/alerts/saved-search-constants';
import { PATHS } from '../../../shared/routes';
import { readToken } from '../accounts/accounts.storage';
import { fetchNewCounts, markSeenOnAccount } from './saved-searches.api';
import { markSeenLocally, readSavedSearches, type SavedSearchRecord } from './saved-searches-store';
import { syncWithAccount } from './saved-searches-sync';

interface Item {
  record: SavedSearchRecord;
  /** Listings new since the buyer last opened it; undefined while unknown (offline). */
  fresh: number | undefined;
}

/** The saved searches (this device's, with the account's when logged in) and their new-listing badges. */
export default function SavedSearchesList() {
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const token = readToken();
      const records = token ? await syncWithAccount(token) : await readSavedSearches();
      if (!live) return;
      setItems(records.map((record) => ({ record, fresh: undefined })));
      const counts = await fetchNewCounts(records.map((r) => ({ query: r.query, since: r.lastSeenAt })));
      if (live && counts) setItems(records.map((record, i) => ({ record, fresh: counts[i] })));
    })();
    return () => {
      live = false;
    };
  }, []);

  const open = (record: SavedSearchRecord) => {
    void markSeenLocally(record.query);
    const token = readToken();
    if (token && record.serverId !== undefined) void markSeenOnAccount(token, record.serverId);
  };

  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="container-page py-4">
      <h2 id={id} className="mb-3 text-xl font-bold text-ink sm:text-2xl">
        {M.savedSearchesTitle}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map(({ record, fresh }) => (
          <li key={record.query}>
            <Link
              href={`${PATHS.searchResults}?${record.query}`}
              onClick={() => open(record)}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white px-4 py-3 text-ink shadow-sm hover:border-brand"
            >
              <span className="font-semibold">{record.label}</span>
              {fresh ? (
                <span className="rounded-full bg-brand px-2.5 py-0.5 text-sm font-semibold text-white">
                  {M.newSince(fresh)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
