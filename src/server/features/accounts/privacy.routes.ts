/**
 * A person's own data (contract in `src/shared/accounts/privacy-contract.ts`): download it as a JSON
 * file, or delete the account after typing the password again. Both need a session.
 */
import { Hono } from 'hono';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { DoneResponse } from '../../../shared/accounts/account-types';
import {
  type AccountExportResponse,
  deleteAccountSchema,
  exportFileName,
  PRIVACY_MESSAGES,
  PRIVACY_PATHS,
} from '../../../shared/accounts/privacy-contract';
import type { AppEnv } from '../../app-env';
import { requireUser, signedIn } from '../../lib/auth';
import { CACHE_CONTROL, cacheControl } from '../../lib/cache-control';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { parseOrFail } from '../../lib/validate';
import { deleteOwnAccount } from './account-deletion.service';
import { exportAccount } from './account-export.service';
import { accountsContext } from './accounts.context';

/** The routes' paths below the app's `/api`. */
const below = (path: string) => path.replace(/^\/api/, '');

export const privacyRoutes = new Hono<AppEnv>()
  // A whole account's personal data: for this browser only, and never stored by any cache.
  .use(below(PRIVACY_PATHS.export), cacheControl(CACHE_CONTROL.privateNoStore))
  .get(below(PRIVACY_PATHS.export), requireUser, async (c) => {
    const ctx = accountsContext(c);
    const { viewer } = signedIn(c);
    await ctx.deps.rateLimits.consume('accountExportPerUser', String(viewer.userId));
    const data = await exportAccount(ctx.db, viewer.userId, ctx.now);
    if (!data) throw new ApiFailure(401, ACCOUNT_MESSAGES.loginRequired);
    c.header('Content-Disposition', `attachment; filename="${exportFileName(ctx.now)}"`);
    return c.json<AccountExportResponse>({ success: true, data });
  })
  // A deleted seller's listings and projects leave every public read at once.
  .post(below(PRIVACY_PATHS.delete), dropsPublicAnswers, requireUser, async (c) => {
    const body = parseOrFail(deleteAccountSchema, await jsonObjectBody(c));
    await deleteOwnAccount(accountsContext(c), signedIn(c), body.password);
    return c.json<DoneResponse>({ success: true, message: PRIVACY_MESSAGES.accountDeleted });
  });
