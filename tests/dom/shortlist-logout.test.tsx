/**
 * Logout makes the device forget the account's shortlist, recently viewed, saved searches and sent
 * enquiries (the account keeps them), so the next person on a shared phone neither sees them nor syncs
 * them into theirs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { readSavedSearches, saveSearchLocally } from '../../src/client/features/alerts/saved-searches-store';
import { readSavedEnquiries, saveEnquiries } from '../../src/client/features/enquiries/my-enquiries-store';
import { readRecentlyViewed, recordRecentlyViewed } from '../../src/client/features/shortlist/recently-viewed-store';
import { readShortlist, setShortlisted } from '../../src/client/features/shortlist/shortlist-store';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { listingCard } from '../fixtures/listing-detail';
import { renderApp } from '../helpers/render-app';

describe('logout', () => {
  it('forgets the shortlist, recently viewed, saved searches and sent enquiries kept on this device', async () => {
    const card = listingCard({ id: 41 });
    await setShortlisted('property', card, true);
    await recordRecentlyViewed('property', card);
    await saveSearchLocally('city=Bhopal&propertyType=Flat%2FApartment', 'Flats for sale in Bhopal');
    await saveEnquiries(7, [], 0);
    expect(await readShortlist()).toHaveLength(1);
    expect(await readSavedEnquiries(7)).toMatchObject({ total: 0 });

    // The network answers nothing (the logout call and any sync fail): the device forgets all the same.
    storeSession(accountUser({ id: 7, firstName: 'Asha', lastName: 'Verma' }), 'tok-3');
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'Asha Verma' }));
    fireEvent.click(within(header).getByRole('button', { name: HEADER_LABELS.logout }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });

    await waitFor(async () => {
      expect(await readShortlist()).toEqual([]);
      expect(await readRecentlyViewed()).toEqual([]);
      expect(await readSavedSearches()).toEqual([]);
      expect(await readSavedEnquiries(7)).toBeUndefined();
    });
  });
});
