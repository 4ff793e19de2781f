/**
 * A person's own data (contract in `src/shared/accounts/privacy-contract.ts`): download it as a JSON
 * file, or delete the account after typing the password again. Both need a session.
 */
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import { exportFileName, PRIVACY_MESSAGES } from '../../../shared/accounts/privacy-contract';
import { signedIn } from '../../lib/auth';
import { CACHE_CONTROL, cacheControl } from '../../lib/cache-control';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { deleteOwnAccount } from './account-deletion.service';
import { exportAccount } from './account-export.service';
import { accountsContext } from './accounts.context';

export const privacyRoutes = endpointRoutes({
  // A whole account's personal data: for this browser only, and never stored by any cache.
  'GET /api/me/export': [
    cacheControl(CACHE_CONTROL.privateNoStore),
    async (c, { json }) => {
      const ctx = accountsContext(c);
      const { viewer } = signedIn(c);
      await ctx.deps.rateLimits.consume('accountExportPerUser', String(viewer.userId));
      const data = await exportAccount(ctx.db, viewer.userId, ctx.now);
      if (!data) throw new ApiFailure(401, ACCOUNT_MESSAGES.loginRequired);
      c.header('Content-Disposition', `attachment; filename="${exportFileName(ctx.now)}"`);
      return json({ success: true, data });
    },
  ],
  // A deleted seller's listings and projects leave every public read at once.
  'POST /api/me/delete': [
    dropsPublicAnswers,
    async (c, { body, json }) => {
      await deleteOwnAccount(accountsContext(c), signedIn(c), body.password);
      return json({ success: true, message: PRIVACY_MESSAGES.accountDeleted });
    },
  ],
});
