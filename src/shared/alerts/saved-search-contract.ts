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
 *   PATCH  /api/me/saved-searches/:id       body { paused?, sms? } → 200 { success, data: SavedSearch } · 404 · 409 a second text search
 *   DELETE /api/me/saved-searches/:id       200 { success } · 404 another's or unknown
 *   GET    /api/push/public-key             200 { success, data: { publicKey } } · 404 when push is not configured
 *   POST   /api/me/push-subscriptions       body PushSubscriptionJSON → 201 { success }
 *   DELETE /api/me/push-subscriptions       body { endpoint } → 200 { success }
 *
 * A listing is 'new' from the moment it is first published (properties.published_at).
 */
import { z } from 'zod';
import { typedText } from '../plain-text';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from './saved-search-constants';

export * from './saved-search-constants';

export const savedSearchInputSchema = z.object({
  query: z
    .string({ error: SAVED_SEARCH_MESSAGES.queryRequired })
    .trim()
    .superRefine(typedText('query', 'line'))
    .min(1, SAVED_SEARCH_MESSAGES.queryRequired)
    .max(SAVED_SEARCH_LIMITS.queryMaxLength, SAVED_SEARCH_MESSAGES.queryTooLong),
  label: z
    .string({ error: SAVED_SEARCH_MESSAGES.labelRequired })
    .trim()
    .superRefine(typedText('label', 'line'))
    .min(1, SAVED_SEARCH_MESSAGES.labelRequired)
    .max(SAVED_SEARCH_LIMITS.labelMaxLength, `label must be at most ${SAVED_SEARCH_LIMITS.labelMaxLength} characters`),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchPatchSchema = z
  .object({
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
    sms: z.boolean({ error: 'sms must be true or false' }).optional(),
  })
  .refine((body) => body.paused !== undefined || body.sms !== undefined, { message: SAVED_SEARCH_MESSAGES.patchEmpty });
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>;

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

/** A browser's Web Push key is base64url (RFC 8291); anything else is no key, and NUL could not be stored. */
export const pushKeyMessage = (name: string) => `keys.${name} must be a base64url key`;
const pushKey = (name: string, max: number) =>
  z
    .string({ error: pushKeyMessage(name) })
    .max(max, pushKeyMessage(name))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushKeyMessage(name));

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: SAVED_SEARCH_MESSAGES.pushEndpointNotHttps }).max(2_000),
  keys: z.object({
    p256dh: pushKey('p256dh', 200),
    auth: pushKey('auth', 100),
  }),
});
