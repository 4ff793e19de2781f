/**
 * The home page's saved-searches panel for a visitor who never saved one: nothing shown, nothing asked
 * of the server, and no IndexedDB database left behind by looking (this file imports only the panel,
 * not the store, which would open the database itself).
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedSearchesPanel } from '../../src/client/features/alerts/SavedSearchesPanel';
import { OFFLINE_STORES } from '../../src/shared/offline/offline-contract';
import { stubFetch } from '../helpers/fetch-stub';

describe('saved searches on the home page, for a visitor without any', () => {
  it('renders nothing, fetches nothing and creates no database', async () => {
    const api = stubFetch();
    const { container } = render(<SavedSearchesPanel />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(api.requests).toEqual([]);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(OFFLINE_STORES.savedSearches.db);
  });
});
