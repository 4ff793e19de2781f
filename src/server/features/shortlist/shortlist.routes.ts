/**
 * Shortlist and recently viewed, synced to the account (contract in
 * `src/shared/shortlist/saved-listings-contract.ts`).
 */
import { type Context, Hono } from 'hono';
import {
  recentSyncSchema,
  SAVED_LISTING_KINDS,
  SAVED_LISTING_MESSAGES,
  type SavedListing,
  type SavedListingKind,
  shortlistSyncSchema,
} from '../../../shared/shortlist/saved-listings-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { parseOrFail } from '../../lib/validate';
import { addOne, RECENTLY_VIEWED, readList, removeOne, SHORTLIST, syncList } from './saved-lists.service';

export interface SavedListResponse {
  success: true;
  data: SavedListing[];
}

const ID = /^[1-9]\d{0,9}$/;

/** `:kind/:id` from the path, or 400 with the contract's words. */
function pathRef(c: Context<AppEnv>): { kind: SavedListingKind; id: number } {
  const kind = c.req.param('kind');
  if (!(SAVED_LISTING_KINDS as readonly string[]).includes(kind ?? '')) {
    throw new ApiFailure(400, SAVED_LISTING_MESSAGES.badKind);
  }
  const raw = c.req.param('id') ?? '';
  const id = Number(raw);
  if (!ID.test(raw) || id > 2_147_483_647) throw new ApiFailure(400, SAVED_LISTING_MESSAGES.badId);
  return { kind: kind as SavedListingKind, id };
}

const userId = (c: Context<AppEnv>) => signedIn(c).viewer.userId;
const db = (c: Context<AppEnv>) => c.var.deps.database.db;

export const shortlistRoutes = new Hono<AppEnv>()
  // A person's own lists: never kept by a cache (no-store is the API's default).
  .get('/me/shortlist', requireUser, async (c) =>
    c.json<SavedListResponse>({ success: true, data: await readList(db(c), SHORTLIST, userId(c)) }),
  )
  .post('/me/shortlist/sync', requireUser, async (c) => {
    const input = parseOrFail(shortlistSyncSchema, await jsonObjectBody(c));
    const data = await syncList(db(c), SHORTLIST, userId(c), input, appNow(c));
    return c.json<SavedListResponse>({ success: true, data });
  })
  .put('/me/shortlist/:kind/:id', requireUser, async (c) => {
    const data = await addOne(db(c), SHORTLIST, userId(c), pathRef(c), appNow(c));
    return c.json({ success: true as const, data });
  })
  .delete('/me/shortlist/:kind/:id', requireUser, async (c) => {
    await removeOne(db(c), SHORTLIST, userId(c), pathRef(c));
    return c.json({ success: true as const });
  })
  .get('/me/recently-viewed', requireUser, async (c) =>
    c.json<SavedListResponse>({ success: true, data: await readList(db(c), RECENTLY_VIEWED, userId(c)) }),
  )
  .post('/me/recently-viewed/sync', requireUser, async (c) => {
    const input = parseOrFail(recentSyncSchema, await jsonObjectBody(c));
    const data = await syncList(db(c), RECENTLY_VIEWED, userId(c), input, appNow(c));
    return c.json<SavedListResponse>({ success: true, data });
  });
