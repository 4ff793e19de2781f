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
  /** Saved searches one account may have alerted by text. */
  smsSearchesPerAccount: 1,
  /** Texts one account receives a day at most. */
  smsPerDay: 1,
} as const;

/** How a saved search's alerts reach the buyer: notifications on a browser, a text, or not at all. */
export type SavedSearchDelivery = 'push' | 'sms' | 'none';

export interface SavedSearch {
  id: number;
  query: string;
  label: string;
  createdAt: string;
  lastSeenAt: string;
  paused: boolean;
  delivery: SavedSearchDelivery;
  /** When an alert last went out, or null. */
  lastFiredAt: string | null;
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
  /** Saved on this device only: nothing can be sent to a visitor, who sees the count on coming back. */
  saved: "Saved on this device. You'll see how many new listings match when you come back.",
  savedWithPush: "Saved. We'll send a notification to this browser about new listings like these.",
  savedAskPush: 'Saved. Turn on notifications to hear about new listings like these.',
  savedWithSms: "Saved. We'll text you about new listings like these, once a day at most.",
  /** Push cannot reach this browser: said plainly, with text alerts offered instead. */
  savedNoPushBlocked:
    "Saved, but notifications are blocked for this site, so we can't alert you here. You'll see what's new when you come back.",
  savedNoPushUnsupported:
    "Saved, but this browser can't show notifications, so we can't alert you here. You'll see what's new when you come back.",
  savedNoPushServer:
    "Saved, but this site can't send notifications right now, so we can't alert you here. You'll see what's new when you come back.",
  smsOffer: 'Text me instead',
  smsOn: "Text alerts are on for this search: we'll text you once a day at most.",
  smsOff: 'Text alerts are off for this search',
  smsOnlyOne: `Text alerts are for ${SAVED_SEARCH_LIMITS.smsSearchesPerAccount} saved search per account. Turn them off on your other search first.`,
  // A text fits one SMS segment: the server shortens the name to fit (src/server/lib/sms/one-segment.ts).
  smsText: (count: number, label: string, url: string) =>
    `Property Creator: ${count} new ${count === 1 ? 'listing' : 'listings'} for ${label || 'your saved search'}. ${url}`,
  patchEmpty: 'Say what to change: paused (true or false) or sms (true or false)',
  paused: 'Alerts paused for this search',
  resumed: 'Alerts resumed for this search',
  deleted: 'Saved search deleted',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  textMe: 'Text me',
  stopTexts: 'Stop texts',
  pageIntro: 'New listings matching these searches are sent to you as they are published.',
  noSearches: 'No saved searches yet. Search for a property and choose “Alert me about new listings like these”.',
  loginPrompt: 'Log in to see the searches saved on your account.',
  login: 'Login',
  deliveries: {
    push: 'By notification on your browser',
    sms: 'By text message, once a day at most',
    none: 'Not sent: turn on notifications or text alerts',
  } satisfies Record<SavedSearchDelivery, string>,
  pausedState: 'Paused: no alerts until you resume it',
  loading: 'Loading your saved searches…',
  loadFailed: "Your saved searches couldn't be loaded. Check your connection and try again.",
  changeFailed: "That couldn't be changed. Try again.",
  lastFired: (when: string) => `Last alert: ${when}`,
  neverFired: 'No alert sent yet',
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
