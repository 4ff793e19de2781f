/** A buyer who deleted their account: the seller keeps the enquiry, with nothing left to call or write to. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_INBOX_UI } from '../../src/client/features/enquiries/enquiries.content';
import QueriesPage from '../../src/client/features/sellers/pages/QueriesPage';
import { DELETED_ACCOUNT } from '../../src/shared/accounts/privacy-contract';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { enquiryPage, renderPage, sellerEnquiry } from '../helpers/seller-manage-dom';

describe("the seller's inbox after a buyer deleted their account", () => {
  it('shows the enquiry under the placeholder name, without phone or e-mail links', async () => {
    const erased = sellerEnquiry({ buyer: { name: DELETED_ACCOUNT.name, phoneNumber: '', email: '' } });
    stubFetch({ 'GET /api/seller/enquiries': { status: 200, body: enquiryPage([erased], { new: 1 }) } });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    const item = await screen.findByRole('listitem', { name: `${DELETED_ACCOUNT.name}: ${erased.listing.title}` });
    expect(within(item).getByText(erased.message)).toBeTruthy();
    expect(within(item).queryByText(`${ENQUIRY_INBOX_UI.phone}:`, { exact: false })).toBeNull();
    expect(within(item).queryByText(`${ENQUIRY_INBOX_UI.email}:`, { exact: false })).toBeNull();
    expect(item.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    // The listing link stays: the seller still knows what was asked about.
    expect(within(item).getByRole('link', { name: erased.listing.title })).toBeTruthy();
  });
});
