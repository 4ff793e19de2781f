/**
 * Saved-search alerts by text message, for a buyer whose browser cannot take push: one search per
 * account (a partial unique index) and one text a day at most, counted on the search's row (so a restart
 * or another process cannot send a second) and by the `savedSearchSmsPerUser` rate limit. A search whose
 * text is not due yet keeps its matches: they are counted into the next day's text.
 */

import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { SAVED_SEARCH_MESSAGES } from '../../../shared/alerts/saved-search-contract';
import { DAY_MS } from '../../../shared/durations';
import { PATHS } from '../../../shared/routes';
import type { AppDeps } from '../../app-env';
import type { Database } from '../../db/client';
import { publicOrigin } from '../../lib/public-origin';
import { oneSegment } from '../../lib/sms/one-segment';
import { users } from '../accounts/accounts.schema';
import { savedSearches } from './alerts.schema';

export type TextOutcome = 'sent' | 'not-due' | 'failed';

/** The link in the text: the search's results on the public site. */
const resultsUrl = (origin: string, query: string) => `${origin}${PATHS.searchResults}?${query}`;

/**
 * Texts the owner of `search` about `count` new matches, unless a text went out in the last day. The day
 * is claimed on the row first (one statement), so two runs cannot both send; a failed send gives it back.
 */
export async function textAlert(
  db: Database,
  deps: Pick<AppDeps, 'env' | 'logger'> & Partial<Pick<AppDeps, 'sms' | 'rateLimits'>>,
  search: { id: number; userId: number; query: string; label: string; smsSentAt: Date | null },
  count: number,
  now: Date,
): Promise<TextOutcome> {
  const { sms, rateLimits } = deps;
  if (!sms) return 'not-due';
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [claimed] = await db
    .update(savedSearches)
    .set({ smsSentAt: now })
    .where(
      and(eq(savedSearches.id, search.id), or(isNull(savedSearches.smsSentAt), lte(savedSearches.smsSentAt, dayAgo))),
    )
    .returning({ id: savedSearches.id });
  if (!claimed) return 'not-due';
  const giveBack = () =>
    db.update(savedSearches).set({ smsSentAt: search.smsSentAt }).where(eq(savedSearches.id, search.id));
  try {
    await rateLimits?.consume('savedSearchSmsPerUser', String(search.userId));
  } catch {
    await giveBack();
    return 'not-due';
  }
  const [owner] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, search.userId));
  if (!owner) return 'failed';
  try {
    const origin = publicOrigin(deps.env);
    // A search of many filters makes a long link: then the text leads to the saved searches instead.
    const text = (url: string) => oneSegment((label) => SAVED_SEARCH_MESSAGES.smsText(count, label, url), search.label);
    await sms.send(
      owner.phone,
      text(resultsUrl(origin, search.query)) ??
        SAVED_SEARCH_MESSAGES.smsText(count, '', `${origin}${PATHS.savedSearches}`),
    );
    return 'sent';
  } catch (err) {
    deps.logger.warn({ err, savedSearchId: search.id }, 'a saved-search text could not be sent');
    await giveBack();
    return 'failed';
  }
}
