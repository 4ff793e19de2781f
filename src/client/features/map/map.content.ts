import { formatCount } from '../../../shared/listings/format';

/** The words every map shows. */
export const MAP_LABELS = {
  /** When a tile of the view could not load: offline and never shown on this device, or its source failed. */
  tilesNotSaved: "Map tiles for this area aren't saved",
  /** The map's code could not load (offline before it was ever downloaded). */
  mapUnavailable: "The map can't load right now",
  loading: 'Loading the map…',
  mapOf: (what: string) => `Map of ${what}`,
  searchThisArea: 'Search this area',
  /** The list and map toggle of results. */
  views: { list: 'List', map: 'Map' },
  viewsLabel: 'Show results as',
  closeCard: 'Close',
  /** A cluster's button: how many, and what a tap does. */
  clusterName: (count: number) => `${formatCount(count)} listings here: zoom in`,
  /** Said when the view changes. */
  inView: (count: number) =>
    count === 1 ? '1 listing in this area of the map' : `${formatCount(count)} listings in this area of the map`,
  mapFailed: "Couldn't load the listings on the map",
  approximate: 'Approximate location',
} as const;
