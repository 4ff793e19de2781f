import type { SavedOnDevice } from '../../../shared/offline/device-search';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import { formatTimeAgo } from '../../../shared/time-ago';

/**
 * 'Offline: 23 saved listings in Bhopal match, saved 2 hours ago': a search or landing page answered on
 * this device from the listings it saved (OFFLINE_MESSAGES.deviceMatches).
 */
export function DeviceNotice({
  matches,
  from,
  className = '',
}: {
  matches: number;
  from: SavedOnDevice;
  className?: string;
}) {
  return (
    <p role="status" className={`rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}>
      {OFFLINE_MESSAGES.deviceMatches(matches, from.city, formatTimeAgo(from.savedAt))}
    </p>
  );
}
