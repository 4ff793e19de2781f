import { type DateInput, formatDate } from './date-format';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations';

/** The browser's own wording and plurals ('5 minutes ago'), so another language needs no rules here. */
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'always' });

/**
 * 'just now', '5 minutes ago', '2 hours ago', '3 days ago', then 'on 26 Nov 2026' after a week. Its own
 * module: only pages about what the device keeps use it, so it stays out of the app's first chunk.
 */
export function formatTimeAgo(value: DateInput, now: number = Date.now()): string {
  const time = value === null || value === undefined ? Number.NaN : new Date(value).getTime();
  if (!Number.isFinite(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
  return `on ${formatDate(time)}`;
}
