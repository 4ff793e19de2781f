/**
 * Saved searches: 'alert me about new listings like these' on the results page. Kept in IndexedDB by
 * the browser (so visitors get the 'N new since your last visit' badge too) and on the account when
 * logged in, where Web Push alerts go out for new matches when VAPID keys are configured.
 *
 *   POST /api/saved-searches/new-counts    body { searches: { query, since }[] }  (no login needed)
 *        200 { success, data: number[] }   listings published after `since` matching each query
 *   GET    /api/me/saved-searches           200 { success, data: SavedSearch[] }
 *   POST   /api/me/saved-searches           body { query, label } → 201 { success, data: SavedSearch } (200 if it exists)
 *   POST   /api/me/saved-searches/:id/seen  200 { success, data: SavedSearch }  (lastSeenAt = now)
 *   DELETE /api/me/saved-searches/:id       200 { success } · 404 another's or unknown
 *   GET    /api/push/public-key             200 { success, data: { publicKey } } · 404 when push is not configured
 *   POST   /api/me/push-subscriptions       body PushSubscriptionJSON → 201 { success }
 *   DELETE /api/me/push-subscriptions       body { endpoint } → 200 { success }
 *
 * A listing is 'new' from the moment it is first published (properties.published_at).
 */
import { z } from 'zod';

export const SAVED_SEARCH_LIMITS = {
  queryMaxLength: 500,
  labelMaxLength: 120,
  perAccount: 20,
  /** Searches one new-counts call may ask about. */
  countsMaxSearches: 20,
  /** How often the server looks for new matches to push (minutes). */
  alertIntervalMinutes: 15,
} as const;

export interface SavedSearch {
  id: number;
  query: string;
  label: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The payload of an alert push (JSON, encrypted by web-push). */
export interface SavedSearchPush {
  title: string;
  body: string;
  /** Where tapping the notification leads: /search-results?<query>. */
  url: string;
  /** Collapses repeated alerts for one search into one notification. */
  tag: string;
}

export const SAVED_SEARCH_MESSAGES = {
  save: 'Alert me about new listings like these',
  saved: "Saved. We'll tell you about new listings like these.",
  alreadySaved: 'You already have an alert for this search',
  remove: 'Stop alerts',
  removed: 'Alert removed',
  savedSearchesTitle: 'Your saved searches',
  newSince: (count: number) => `${count} new since your last visit`,
  pushTitle: (count: number, label: string) => `${count} new ${count === 1 ? 'listing' : 'listings'}: ${label}`,
  pushBody: 'Tap to see them on Property Creator.',
  enablePush: 'Get notified on this phone',
  pushEnabled: 'Notifications are on for your saved searches',
  pushBlocked: 'Notifications are blocked for this site in your browser settings.',
  tooMany: `You can save up to ${SAVED_SEARCH_LIMITS.perAccount} searches`,
  notFound: 'Saved search not found',
  queryRequired: 'query is required',
  queryTooLong: `query must be at most ${SAVED_SEARCH_LIMITS.queryMaxLength} characters`,
  labelRequired: 'label is required',
  pushNotConfigured: 'Push notifications are not configured',
} as const;

export const savedSearchInputSchema = z.object({
  query: z
    .string({ error: SAVED_SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.queryRequired)
    .max(SAVED_SEARCH_LIMITS.queryMaxLength, SAVED_SEARCH_MESSAGES.queryTooLong),
  label: z
    .string({ error: SAVED_SEARCH_MESSAGES.labelRequired })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.labelRequired)
    .max(SAVED_SEARCH_LIMITS.labelMaxLength, `label must be at most ${SAVED_SEARCH_LIMITS.labelMaxLength} characters`),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const newCountsSchema = z.object({
  searches: z
    .array(
      z.object({
        query: z.string({ error: SAVED_SEARCH_MESSAGES.queryRequired }).max(SAVED_SEARCH_LIMITS.queryMaxLength),
        since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }),
      }),
      { error: 'searches must be a list' },
    )
    .max(SAVED_SEARCH_LIMITS.countsMaxSearches, `at most ${SAVED_SEARCH_LIMITS.countsMaxSearches} searches`),
});

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an https URL' }).max(2_000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
