/** The seller's listings API (contract in `src/shared/sellers/seller-listing-contract.ts`). */
import { type Context, Hono } from 'hono';
import type { ApiAnswer } from '../../../shared/endpoints/api-endpoints';
import {
  closeListingSchema,
  listingSchema,
  SELLER_MESSAGES,
  sellerListingsQuerySchema,
} from '../../../shared/sellers/seller-listing-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { dropsListingAnswers } from '../listings/listing-changes';
import { currentSeller, requireSeller } from './require-seller';
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

const BASE = '/seller/properties';

export const sellerPropertiesRoutes = new Hono<AppEnv>()
  // Order matters: 401 before 403. A change (an edit sent back to review, sold, rented, deleted) drops the
  // public cache once it is made.
  .use(`${BASE}/*`, dropsListingAnswers('property'), requireUser, requireSeller)
  .use(BASE, dropsListingAnswers('property'), requireUser, requireSeller)
  .post(BASE, async (c) => {
    const body = parseOrFail(listingSchema, await jsonObjectBody(c));
    const data = await createListing(listingContext(c), body);
    return c.json<ApiAnswer<'POST /api/seller/properties'>>(
      { success: true, message: SELLER_MESSAGES.listingCreated, data },
      201,
    );
  })
  .get(BASE, async (c) => {
    const query = parseOrFail(sellerListingsQuerySchema, c.req.query());
    const page = await sellerListings(c.var.deps.database.db, Number(currentSeller(c).userId), query, appNow(c));
    return c.json<ApiAnswer<'GET /api/seller/properties'>>({ success: true, ...page });
  })
  .get(`${BASE}/:id`, async (c) => {
    const ctx = listingContext(c);
    const data = await ownListing(ctx.db, Number(ctx.seller.userId), parseId(c.req.param('id')));
    return c.json<ApiAnswer<'GET /api/seller/properties/:id'>>({ success: true, data });
  })
  .patch(`${BASE}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const { listing, sentForReview } = await editListing(listingContext(c), id, await jsonObjectBody(c));
    const message = sentForReview ? SELLER_MESSAGES.listingSentForReview : SELLER_MESSAGES.listingUpdated;
    return c.json<ApiAnswer<'PATCH /api/seller/properties/:id'>>({ success: true, message, data: listing });
  })
  .post(`${BASE}/:id/confirm`, async (c) => {
    const id = parseId(c.req.param('id'));
    const ctx = listingContext(c);
    await c.var.deps.rateLimits.consume('listingConfirmPerSeller', String(ctx.seller.userId));
    const { listing, renewed } = await confirmListing(ctx, id);
    const message = renewed ? SELLER_MESSAGES.listingRenewed : SELLER_MESSAGES.listingConfirmed;
    return c.json<ApiAnswer<'POST /api/seller/properties/:id/confirm'>>({ success: true, message, data: listing });
  })
  .post(`${BASE}/:id/status`, async (c) => {
    const id = parseId(c.req.param('id'));
    const { status } = parseOrFail(closeListingSchema, await jsonObjectBody(c));
    const data = await closeListing(listingContext(c), id, status);
    const message = status === 'sold' ? SELLER_MESSAGES.markedSold : SELLER_MESSAGES.markedRented;
    return c.json<ApiAnswer<'POST /api/seller/properties/:id/status'>>({ success: true, message, data });
  })
  .delete(`${BASE}/:id`, async (c) => {
    await deleteListing(listingContext(c), parseId(c.req.param('id')));
    return c.json<ApiAnswer<'DELETE /api/seller/properties/:id'>>({
      success: true,
      message: SELLER_MESSAGES.listingDeleted,
    });
  });
