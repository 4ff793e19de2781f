/**
 * Where a deployment's map tiles come from, as the browser needs it: a raster `{z}/{x}/{y}` template (the
 * operator's TILE_URL, or our own `/tiles/{z}/{x}/{y}` when the server answers a PMTiles file) and the
 * attribution every map shows. A deployment without tiles has none, and pages show the location card and
 * "Open in Maps" instead of an interactive map.
 */
export interface MapTiles {
  /** A template with `{z}`, `{x}` and `{y}`, absolute or on our origin. */
  url: string;
  /** Shown on every map, as text: "© OpenStreetMap contributors" or the configured words. */
  attribution: string;
  /** Where attribution links to, when the source asks for a link. */
  attributionUrl?: string | undefined;
}
