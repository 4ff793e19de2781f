/** Accounts and sellers in the admin area (contract in `src/shared/admin/admin-people-contract.ts`). */
import { type Context, Hono } from 'hono';
import {
  ADMIN_PEOPLE_MESSAGES,
  type AdminPage,
  type AdminSellerRow,
  type AdminUserResponse,
  type AdminUserRow,
  adminSellersQuerySchema,
  adminUsersQuerySchema,
  sellerTypeChangeSchema,
} from '../../../shared/admin/admin-people-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { parseId, parseOrFail } from '../../lib/validate';
import { adminOnly } from './admin-guard';
import { changeSellerType, listSellers, listUsers, setBlocked, userDetail } from './admin-people.service';

const context = (c: Context<AppEnv>) => ({
  db: c.var.deps.database.db,
  adminId: signedIn(c).viewer.userId,
  now: appNow(c),
});

async function block(c: Context<AppEnv>, blocked: boolean) {
  const data = await setBlocked(context(c), parseId(c.req.param('id')), blocked);
  const message = blocked ? ADMIN_PEOPLE_MESSAGES.blocked : ADMIN_PEOPLE_MESSAGES.unblocked;
  return c.json<AdminUserResponse>({ success: true, message, data });
}

export const adminPeopleRoutes = new Hono<AppEnv>()
  .get('/admin/users', adminOnly, async (c) => {
    const query = parseOrFail(adminUsersQuerySchema, c.req.query());
    const page = await listUsers(c.var.deps.database.db, query);
    return c.json<AdminPage<AdminUserRow>>({ success: true, ...page });
  })
  .get('/admin/sellers', adminOnly, async (c) => {
    const query = parseOrFail(adminSellersQuerySchema, c.req.query());
    const page = await listSellers(c.var.deps.database.db, query);
    return c.json<AdminPage<AdminSellerRow>>({ success: true, ...page });
  })
  .get('/admin/users/:id', adminOnly, async (c) => {
    const data = await userDetail(c.var.deps.database.db, parseId(c.req.param('id')), appNow(c));
    return c.json<AdminUserResponse>({ success: true, data });
  })
  // A blocked seller's listings leave every public read, and a seller's type shows on them: the public
  // cache is dropped once the change is made.
  .post('/admin/users/:id/block', dropsPublicAnswers, adminOnly, (c) => block(c, true))
  .post('/admin/users/:id/unblock', dropsPublicAnswers, adminOnly, (c) => block(c, false))
  .post('/admin/sellers/:id/type', dropsPublicAnswers, adminOnly, async (c) => {
    const id = parseId(c.req.param('id'));
    const { sellerType } = parseOrFail(sellerTypeChangeSchema, await jsonObjectBody(c));
    const data = await changeSellerType(context(c), id, sellerType);
    return c.json<AdminUserResponse>({
      success: true,
      message: ADMIN_PEOPLE_MESSAGES.typeChanged(sellerType),
      data,
    });
  });
