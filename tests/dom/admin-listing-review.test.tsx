import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import AdminAllPropertiesPage from '../../src/client/features/admin/listings/AdminAllPropertiesPage';
import { ADMIN_LISTINGS_UI } from '../../src/client/features/admin/listings/admin-listings.content';
import AdminListingReviewPage from '../../src/client/features/admin/listings/review/AdminListingReviewPage';
import {
  CHANGE_LABELS,
  FLAGS_UI,
  REJECT_REASONS,
  REJECT_UI,
  SELLER_UI,
  SHORTCUTS,
  REVIEW_UI as UI,
  VIEWER_UI,
} from '../../src/client/features/admin/listings/review/listing-review.content';
import { MODERATION_MESSAGES } from '../../src/shared/admin/moderation-contract';
import { mediaUrl } from '../../src/shared/media';
import { PATHS, propertyReviewPath } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { adminPage, adminRow, reviewOf } from '../helpers/admin-listings-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { renderPage } from '../helpers/seller-manage-dom';

/** The admin area's two screens, as the app routes them. */
function Admin() {
  return (
    <Switch>
      <Route path={PATHS.adminAllProperties}>
        <AdminAllPropertiesPage />
      </Route>
      <Route path={PATHS.adminPropertyReview}>
        <AdminListingReviewPage />
      </Route>
    </Switch>
  );
}

const decided = (id: number, status: 'active' | 'rejected', kind: 'approved' | 'rejected') => ({
  status: 200,
  body: { success: true, message: MODERATION_MESSAGES[kind]('property'), data: { id, status } },
});

const edited = reviewOf(21, {
  reviewChanges: {
    price: { before: 4_500_000, after: 5_100_000 },
    title: { before: '2 BHK flat in Arera Colony', after: '3 BHK flat 21 in Arera Colony' },
  },
  flags: ['near_identical'],
  matches: [
    {
      flag: 'near_identical',
      id: 5,
      title: '3 BHK flat 21 in Arera Colony',
      status: 'active',
      price: 5_050_000,
      area: { value: 1100, unit: 'sq.ft', sqft: 1100 },
      locality: 'Arera Colony',
      city: 'Bhopal',
      seller: { id: 9, name: 'Ravi Jain' },
      createdAt: '2026-10-01T10:00:00.000Z',
      href: '/property-profile?id=5',
      photos: [],
    },
  ],
  queue: { status: 'pending', previousId: null, nextId: 22, position: 1, total: 2 },
});
const following = reviewOf(22, { queue: { status: 'pending', previousId: 21, nextId: null, position: 1, total: 1 } });

describe('the admin review of one property', () => {
  it('opens from the pending table, shows photos, description, changes and the twin, and approves with A', async () => {
    const api = stubFetch({
      'GET /api/admin/properties': { status: 200, body: adminPage([adminRow()]) },
      'GET /api/admin/properties/21/review': { status: 200, body: { success: true, data: edited } },
      'GET /api/admin/properties/22/review': { status: 200, body: { success: true, data: following } },
      'POST /api/admin/properties/21/approve': decided(21, 'active', 'approved'),
    });
    storeSession(undefined, 'tok-admin');
    const { location } = renderPage(Admin, `${PATHS.adminAllProperties}?status=pending`);
    const review = await screen.findByRole('link', { name: ADMIN_LISTINGS_UI.review });
    expect(review.getAttribute('href')).toBe(propertyReviewPath(21, 'pending'));
    expect(screen.getByRole('link', { name: ADMIN_LISTINGS_UI.publicPage }).getAttribute('href')).toBe(
      `${PATHS.propertyProfile}?id=21`,
    );
    fireEvent.click(review);

    expect(await screen.findByRole('heading', { level: 2, name: edited.listing.title })).toBeTruthy();
    expect(api.to('GET /api/admin/properties/21/review')[0]?.headers.authorization).toBe('Bearer tok-admin');
    expect(screen.getByText(edited.listing.description)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Open photo/ })).toHaveLength(2);
    expect(screen.getByText(UI.queue(1, 2, 'pending'))).toBeTruthy();

    const changes = screen.getByRole('table');
    const price = within(changes).getByRole('rowheader', { name: CHANGE_LABELS.price }).closest('tr');
    expect(price?.textContent).toContain('₹45,00,000');
    expect(price?.textContent).toContain('₹51,00,000');
    expect(within(changes).getByText('2 BHK flat in Arera Colony')).toBeTruthy();

    expect(screen.getByRole('heading', { name: FLAGS_UI.matchHeading.near_identical })).toBeTruthy();
    expect(screen.getByText('Ravi Jain · #9')).toBeTruthy();
    expect(screen.getByText(SELLER_UI.rejections).nextSibling?.textContent).toBe('1');
    const keys = screen.getByRole('region', { name: UI.shortcutsHeading });
    for (const shortcut of SHORTCUTS) expect(within(keys).getByText(shortcut.does)).toBeTruthy();

    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(api.to('POST /api/admin/properties/21/approve')).toHaveLength(1));
    await waitFor(() => expect(location.history.at(-1)).toBe(propertyReviewPath(22, 'pending')));
    expect(await screen.findByRole('heading', { level: 2, name: following.listing.title })).toBeTruthy();
    expect(await screen.findByText(MODERATION_MESSAGES.approved('property'))).toBeTruthy();
  });

  it('moves with J and K, ignores keys typed in a field, and rejects with a chosen reason after R', async () => {
    const newest = reviewOf(20, { queue: { status: 'pending', previousId: null, nextId: 21, position: 1, total: 3 } });
    const middle = reviewOf(21, { queue: { status: 'pending', previousId: 20, nextId: 22, position: 2, total: 3 } });
    const api = stubFetch({
      'GET /api/admin/properties/20/review': { status: 200, body: { success: true, data: newest } },
      'GET /api/admin/properties/21/review': { status: 200, body: { success: true, data: middle } },
      'GET /api/admin/properties/22/review': { status: 200, body: { success: true, data: following } },
      'POST /api/admin/properties/21/reject': decided(21, 'rejected', 'rejected'),
    });
    storeSession();
    const { location } = renderPage(Admin, propertyReviewPath(21, 'pending'));
    await screen.findByRole('heading', { level: 2, name: middle.listing.title });
    fireEvent.keyDown(window, { key: 'k' });
    await waitFor(() => expect(location.history.at(-1)).toBe(propertyReviewPath(20, 'pending')));
    await screen.findByRole('heading', { level: 2, name: newest.listing.title });
    fireEvent.keyDown(window, { key: 'j' });
    await screen.findByRole('heading', { level: 2, name: middle.listing.title });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(location.history.at(-1)).toBe(propertyReviewPath(22, 'pending')));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByRole('heading', { level: 2, name: middle.listing.title });

    fireEvent.keyDown(window, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: REJECT_UI.title });
    // Typing in the reason is typing, not shortcuts.
    const reason = within(dialog).getByLabelText(REJECT_UI.label);
    fireEvent.keyDown(reason, { key: 'j' });
    expect(location.history.at(-1)).toBe(propertyReviewPath(21, 'pending'));
    fireEvent.click(within(dialog).getByLabelText(REJECT_REASONS[1]));
    expect((reason as HTMLTextAreaElement).value).toBe(REJECT_REASONS[1]);
    fireEvent.click(within(dialog).getByRole('button', { name: REJECT_UI.submit }));
    await waitFor(() =>
      expect(api.to('POST /api/admin/properties/21/reject')[0]?.body).toEqual({ reason: REJECT_REASONS[1] }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(propertyReviewPath(22, 'pending')));
  });

  it('opens a photo full screen, zooms with the keys and closes with Escape; the page keys wait meanwhile', async () => {
    stubFetch({
      'GET /api/admin/properties/21/review': { status: 200, body: { success: true, data: edited } },
    });
    storeSession();
    const { location } = renderPage(Admin, propertyReviewPath(21, 'pending'));
    fireEvent.click(await screen.findByRole('button', { name: UI.photoOpen(2, 2) }));
    const viewer = screen.getByRole('dialog', { name: VIEWER_UI.label(2, 2) });
    const img = within(viewer).getByRole('img') as HTMLImageElement;
    // The largest width every photo has (the review's photos carry no zoom width).
    expect(img.getAttribute('src')).toBe(mediaUrl(edited.listing.photos[1]?.hash ?? '', 1024));
    fireEvent.keyDown(window, { key: '+' });
    expect(img.style.transform).toContain('scale(2)');
    fireEvent.keyDown(window, { key: '0' });
    expect(img.style.transform).toContain('scale(1)');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: VIEWER_UI.label(1, 2) })).toBeTruthy();
    expect(location.history.at(-1)).toBe(propertyReviewPath(21, 'pending'));
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
