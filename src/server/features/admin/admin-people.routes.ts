/** Accounts and sellers in the admin area (contract in `src/shared/admin/admin-people-contract.ts`). */
import type { Context } from 'hono';
import {
  ADMIN_PEOPLE_MESSAGES,
  type AdminPage,
  type AdminSellerRow,
  type AdminUserResponse,
  type AdminUserRow,
} from '../../../shared/admin/admin-people-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { changeSellerType, listSellers, listUsers, setBlocked, userDetail } from './admin-people.service';

const context = (c: Context<AppEnv>) => ({
  db: c.var.deps.database.db,
  adminId: signedIn(c).viewer.userId,
  now: appNow(c),
});

async function block(c: Context<AppEnv>, id: number, blocked: boolean) {
  const data = await setBlocked(context(c), id, blocked);
  const message = blocked ? ADMIN_PEOPLE_MESSAGES.blocked : ADMIN_PEOPLE_MESSAGES.unblocked;
  return c.json<AdminUserResponse>({ success: true, message, data });
}

export const adminPeopleRoutes = endpointRoutes({
  'GET /api/admin/users': async (c, { query }) => {
    const page = await listUsers(c.var.deps.database.db, query);
    return c.json<AdminPage<AdminUserRow>>({ success: true, ...page });
  },
  'GET /api/admin/sellers': async (c, { query }) => {
    const page = await listSellers(c.var.deps.database.db, query);
    return c.json<AdminPage<AdminSellerRow>>({ success: true, ...page });
  },
  'GET /api/admin/users/:id': async (c, { id, json }) => {
    const data = await userDetail(c.var.deps.database.db, id, appNow(c));
    return json({ success: true, data });
  },
  // A blocked seller's listings leave every public read, and a seller's type shows on them: the public
  // cache is dropped once the change is made.
  'POST /api/admin/users/:id/block': [dropsPublicAnswers, (c, { id }) => block(c, id, true)],
  'POST /api/admin/users/:id/unblock': [dropsPublicAnswers, (c, { id }) => block(c, id, false)],
  'POST /api/admin/sellers/:id/type': [
    dropsPublicAnswers,
    async (c, { id, body: { sellerType }, json }) => {
      const data = await changeSellerType(context(c), id, sellerType);
      return json({ success: true, message: ADMIN_PEOPLE_MESSAGES.typeChanged(sellerType), data });
    },
  ],
});
