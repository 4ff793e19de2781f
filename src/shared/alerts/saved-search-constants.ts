/**
 * The zod-free half of the saved-search contract (saved-search-contract.ts re-exports it): limits,
 * messages and shapes that the browser code imports without pulling zod into the page.
 */
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
  pushEndpointNotHttps: 'endpoint must be an https URL',
  /** A push endpoint on this machine or a private network: alerts go only to public push services. */
  pushEndpointNotPublic:
    'Notifications can only be sent through a public push service, not to a local or private network address',
  pushFailed: "Notifications couldn't be turned on. Try again later.",
  /** The account could not be reached: the search is kept on this device and synced later. */
  savedOnDevice: "Saved on this phone. We'll add it to your account when you're back online.",
  openSearch: (label: string) => `Open saved search: ${label}`,
} as const;
