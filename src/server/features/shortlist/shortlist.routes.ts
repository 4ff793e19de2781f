/**
 * Shortlist and recently viewed, synced to the account (contract in
 * `src/shared/shortlist/saved-listings-contract.ts`).
 */
import type { Context } from 'hono';
import {
  SAVED_LISTING_KINDS,
  SAVED_LISTING_MESSAGES,
  type SavedListingKind,
} from '../../../shared/shortlist/saved-listings-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { addOne, RECENTLY_VIEWED, readList, removeOne, SHORTLIST, syncList } from './saved-lists.service';

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

/** The path's id, read after its kind (each with the contract's words). */
const byRef = { id: (c: Context<AppEnv>) => pathRef(c).id };

// A person's own lists: never kept by a cache (no-store is the API's default).
export const shortlistRoutes = endpointRoutes({
  'GET /api/me/shortlist': async (c, { json }) =>
    json({ success: true, data: await readList(db(c), SHORTLIST, userId(c)) }),
  'POST /api/me/shortlist/sync': async (c, { body, json }) => {
    const data = await syncList(db(c), SHORTLIST, userId(c), body, appNow(c));
    return json({ success: true, data });
  },
  'PUT /api/me/shortlist/:kind/:id': [
    byRef,
    async (c, { json }) => {
      const data = await addOne(db(c), SHORTLIST, userId(c), pathRef(c), appNow(c));
      return json({ success: true, data });
    },
  ],
  'DELETE /api/me/shortlist/:kind/:id': [
    byRef,
    async (c, { json }) => {
      await removeOne(db(c), SHORTLIST, userId(c), pathRef(c));
      return json({ success: true });
    },
  ],
  'GET /api/me/recently-viewed': async (c, { json }) =>
    json({ success: true, data: await readList(db(c), RECENTLY_VIEWED, userId(c)) }),
  'POST /api/me/recently-viewed/sync': async (c, { body, json }) => {
    const data = await syncList(db(c), RECENTLY_VIEWED, userId(c), body, appNow(c));
    return json({ success: true, data });
  },
});
