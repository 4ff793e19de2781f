/** The seller's listings API (contract in `src/shared/sellers/seller-listing-contract.ts`). */
import type { Context } from 'hono';
import { SELLER_MESSAGES } from '../../../shared/sellers/seller-listing-contract';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsListingAnswers } from '../listings/listing-changes';
import { currentSeller } from './require-seller';
import { sellerListings } from './seller-properties.query';
import {
  closeListing,
  confirmListing,
  createListing,
  deleteListing,
  editListing,
  ownListing,
  type SellerListingContext,
} from './seller-properties.service';

const listingContext = (c: Context<AppEnv>): SellerListingContext => ({
  db: c.var.deps.database.db,
  seller: currentSeller(c),
  now: appNow(c),
});

// A change (an edit sent back to review, sold, rented, deleted) drops the public cache once it is made.
const drops = dropsListingAnswers('property');

export const sellerPropertiesRoutes = endpointRoutes({
  'POST /api/seller/properties': [
    drops,
    async (c, { body, json }) => {
      const data = await createListing(listingContext(c), body);
      return json({ success: true, message: SELLER_MESSAGES.listingCreated, data }, 201);
    },
  ],
  'GET /api/seller/properties': [
    drops,
    async (c, { query, json }) => {
      const page = await sellerListings(c.var.deps.database.db, Number(currentSeller(c).userId), query, appNow(c));
      return json({ success: true, ...page });
    },
  ],
  'GET /api/seller/properties/:id': [
    drops,
    async (c, { id, json }) => {
      const ctx = listingContext(c);
      const data = await ownListing(ctx.db, Number(ctx.seller.userId), id);
      return json({ success: true, data });
    },
  ],
  'PATCH /api/seller/properties/:id': [
    drops,
    async (c, { id, json }) => {
      const { listing, sentForReview } = await editListing(listingContext(c), id, await jsonObjectBody(c));
      const message = sentForReview ? SELLER_MESSAGES.listingSentForReview : SELLER_MESSAGES.listingUpdated;
      return json({ success: true, message, data: listing });
    },
  ],
  'POST /api/seller/properties/:id/confirm': [
    drops,
    async (c, { id, json }) => {
      const ctx = listingContext(c);
      await c.var.deps.rateLimits.consume('listingConfirmPerSeller', String(ctx.seller.userId));
      const { listing, renewed } = await confirmListing(ctx, id);
      const message = renewed ? SELLER_MESSAGES.listingRenewed : SELLER_MESSAGES.listingConfirmed;
      return json({ success: true, message, data: listing });
    },
  ],
  'POST /api/seller/properties/:id/status': [
    drops,
    async (c, { id, body: { status }, json }) => {
      const data = await closeListing(listingContext(c), id, status);
      const message = status === 'sold' ? SELLER_MESSAGES.markedSold : SELLER_MESSAGES.markedRented;
      return json({ success: true, message, data });
    },
  ],
  'DELETE /api/seller/properties/:id': [
    drops,
    async (c, { id, json }) => {
      await deleteListing(listingContext(c), id);
      return json({ success: true, message: SELLER_MESSAGES.listingDeleted });
    },
  ],
});
