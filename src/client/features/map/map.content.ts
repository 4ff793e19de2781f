/** The words every map shows. */
export const MAP_LABELS = {
  /** When a tile of the view could not load: offline and never shown on this device, or its source failed. */
  tilesNotSaved: "Map tiles for this area aren't saved",
  /** The map's code could not load (offline before it was ever downloaded). */
  mapUnavailable: "The map can't load right now",
  loading: 'Loading the map…',
  mapPrefix: 'Map of',
} as const;
