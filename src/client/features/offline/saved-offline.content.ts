/** The words of the "Saved for offline" page (/saved-offline). */
import { formatCount } from '../../../shared/listings/format';

const MB = 1024 * 1024;

/** '840 kB', '12.3 MB', '10.2 GB': storage as the page reports it. */
export function formatStorage(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export const SAVED_OFFLINE_UI = {
  intro:
    'Search these cities and open their listings without a network. Listings you open anywhere are kept on this phone too.',
  citiesHeading: 'Saved cities',
  none: 'No city is saved yet. Save your city to search its listings offline.',
  listings: (count: number) => `${formatCount(count)} ${count === 1 ? 'listing' : 'listings'}`,
  savedAgo: (ago: string) => `saved ${ago}`,
  size: (bytes: number) => formatStorage(bytes),
  remove: 'Remove',
  removeLabel: (city: string) => `Remove ${city} from this device`,
  update: 'Update',
  updateLabel: (city: string) => `Save ${city} again with its newest listings`,
  storageHeading: 'Storage',
  storageUsed: (used: number, quota: number | null) =>
    quota
      ? `${formatStorage(used)} used on this device, of ${formatStorage(quota)} available`
      : `${formatStorage(used)} used on this device`,
  storageUnknown: 'This browser does not say how much storage is used.',
  budget: (budget: number) =>
    `Saved cities are kept under ${formatStorage(budget)}: the city used least recently is removed first to make room.`,
  saveHeading: 'Save another city',
  cityLabel: 'City',
  save: 'Save city',
  saving: (city: string) => `Saving ${city}…`,
  saved: (city: string) => `${city} is saved for offline use.`,
  notSaved: (city: string) => `${city} could not be saved. Check your connection and try again.`,
  noRoom: (city: string) =>
    `There is not enough room on this phone to save ${city}. Free some storage on the phone and try again.`,
  removed: (city: string) => `${city} was removed from this device.`,
  unsupported: 'This browser cannot keep listings for offline use.',
} as const;
