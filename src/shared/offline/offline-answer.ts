import { formatDateTime } from '../date-format';
/**
 * The offline facts the home page's own code needs: how the service worker marks an answer it made,
 * and the words for a screen shown from what was saved. offline-contract.ts re-exports them. They live
 * apart because the bundler puts a whole module in one chunk: everything else in the contract (all the
 * offline messages, the stores, the patterns) would otherwise ride along into the home page's scripts,
 * which have a 100 kB budget.
 */

/** Response headers the worker adds to answers it made itself. */
export const OFFLINE_HEADERS = {
  /**
   * 'saved' (an answer kept in IndexedDB), 'device' (made on the device from the saved listings),
   * 'offline' (nothing saved, 503), 'queued' (a POST kept for later, 202).
   */
  source: 'X-PC-Offline',
  /** Epoch milliseconds the saved answer is from (with source 'saved'). */
  savedAt: 'X-PC-Saved-At',
} as const;

export type OfflineSource = 'saved' | 'device' | 'offline' | 'queued';

/** OFFLINE_MESSAGES.savedOn: the notice on a screen shown from what was saved. */
export const savedOnMessage = (date: string) => `Offline, saved on ${date}`;

/** OFFLINE_MESSAGES.delivered: the outbox delivered what it held. */
export const OUTBOX_DELIVERED_MESSAGE = 'Your saved message has been sent.';

/** OFFLINE_MESSAGES.refused: the server refused a message the outbox held (it will not be sent). */
export const outboxRefusedMessage = (reason: string) => `Your saved message could not be sent: ${reason}`;

/** How the page prints `savedAt`: '21 Nov 2026, 10:15 am', the one date-time format (date-format.ts). */
export function formatSavedAt(savedAt: number): string {
  return formatDateTime(savedAt);
}
